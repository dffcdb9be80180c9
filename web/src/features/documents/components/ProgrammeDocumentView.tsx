import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProgrammeDocumentKey } from '@prayog/contract';
import { useProgrammeDocument } from '../../../api/documents';
import { useDocument } from '../../../api/files';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PanelHeader } from '../../../components/PanelHeader';
import { PdfFrame } from '../../../components/PdfFrame';
import { errorDetail, isApiError } from '../../../lib/api';
import { formatMoment } from '../../../lib/format';
import { useObjectUrl } from '../../../lib/use-object-url';

/** Tall enough to read a page on a laptop, never taller than the window; a phone keeps room for the header. */
const FRAME_HEIGHT = 'max(420px, calc(100dvh - 230px))';

/** The PDF itself, fetched with the token header and shown from a blob: address, with open and download links. */
function DocumentFile({ url, title, fileName }: { url: string; title: string; fileName: string }) {
  const { t } = useTranslation('documents');
  const file = useDocument(url);
  const objectUrl = useObjectUrl(file.data?.blob);
  if (file.isError) return <ErrorState message={t('fileError', { message: errorDetail(file.error, t('failed')) })} onRetry={() => void file.refetch()} />;
  if (!objectUrl) return <Skeleton height={420} radius="md" aria-label={t('loading')} data-testid="document-loading" />;
  return (
    <Stack gap="xs">
      <Group gap="md" wrap="wrap">
        <Anchor href={objectUrl} target="_blank" rel="noopener" size="sm" data-testid="document-open" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <IconExternalLink size={16} aria-hidden /> {t('open')}
        </Anchor>
        <Anchor href={objectUrl} download={fileName} size="sm" data-testid="document-download" style={{ display: 'inline-flex', alignItems: 'center', gap: 4, overflowWrap: 'anywhere' }}>
          <IconDownload size={16} aria-hidden /> {t('download', { name: fileName })}
        </Anchor>
      </Group>
      <PdfFrame src={objectUrl} title={title} height={FRAME_HEIGHT} testId="document-pdf" />
    </Stack>
  );
}

/**
 * A programme document embedded in the dashboard (spec 3 "Innovation Calendar", "STEM-SOP"; spec 2 §2.2 "STEM
 * Curriculum"): its title, when it was last replaced, and the PDF in the browser's own viewer.
 */
export function ProgrammeDocumentView({ documentKey }: { documentKey: ProgrammeDocumentKey }) {
  const { t, i18n } = useTranslation('documents');
  const doc = useProgrammeDocument(documentKey);
  const title = t(`titles.${documentKey}`);
  const missing = doc.isError && isApiError(doc.error) && doc.error.status === 404;
  return (
    <Stack gap={0} data-testid={`document-${documentKey}`}>
      <PanelHeader title={title} description={t(`descriptions.${documentKey}`)} />
      {doc.isPending && <Skeleton height={420} radius="md" aria-label={t('loading')} data-testid="document-loading" />}
      {missing && <EmptyState message={t('missing')} />}
      {doc.isError && !missing && <ErrorState message={t('error', { message: errorDetail(doc.error, t('failed')) })} onRetry={() => void doc.refetch()} />}
      {doc.data && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" data-testid="document-updated">{t('updated', { when: formatMoment(doc.data.updated_at, i18n.language) })}</Text>
          <DocumentFile url={doc.data.file_url} title={title} fileName={doc.data.file_name} />
        </Stack>
      )}
    </Stack>
  );
}
