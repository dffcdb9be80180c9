import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../../lib/api';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useDocument } from '../../../api/files';
import { documentKind } from '../lib/media';
import { OfficeDocument } from './OfficeDocument';
import { PdfFrame } from '../../../components/PdfFrame';

/**
 * The Hint tab (spec 2 §2.1): the hint is fetched with the token header as a blob; a PDF is shown
 * in the browser's own viewer, Word and Excel files as their text, anything else is refused.
 */
export function HintViewer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('lessons');
  const doc = useDocument(url);
  const objectUrl = useObjectUrl(doc.data?.blob);

  if (doc.isPending || (doc.isSuccess && !objectUrl)) return <Text c="dimmed" data-testid="hint-loading">{t('document.loading')}</Text>;
  if (doc.isError) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="hint-error">
        {t('document.error', { message: errorDetail(doc.error, t('document.failed')) })}
      </Alert>
    );
  }
  const kind = documentKind(doc.data.contentType, doc.data.filename);
  if (kind === 'unsupported') return <Text data-testid="hint-unsupported">{t('document.unsupported')}</Text>;
  if (kind === 'pdf') {
    return <PdfFrame src={objectUrl} title={title} testId="hint-pdf" />;
  }
  return <OfficeDocument blob={doc.data.blob} kind={kind} objectUrl={objectUrl ?? ''} filename={doc.data.filename} />;
}
