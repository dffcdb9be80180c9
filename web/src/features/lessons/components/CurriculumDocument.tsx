import { Alert, Anchor, Box, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../../lib/api';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useDocument } from '../../../api/files';
import { documentKind } from '../lib/media';
import { OfficeDocument } from './OfficeDocument';
import { PdfFrame } from '../../../components/PdfFrame';

type ViewerKind = 'pdf' | 'word' | 'excel' | 'inline' | 'presentation' | 'other';

const PRESENTATION_TYPES = new Set([
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

/** How the viewer shows a file: the browser's own viewer, the Word/Excel text preview, or a download. */
export function curriculumViewerKind(contentType: string, filename: string | null): ViewerKind {
  const known = documentKind(contentType, filename);
  if (known !== 'unsupported') return known;
  const type = contentType.split(';')[0].trim().toLowerCase();
  const extension = filename?.split('.').pop()?.toLowerCase() ?? '';
  if (PRESENTATION_TYPES.has(type) || extension === 'ppt' || extension === 'pptx') return 'presentation';
  // Pictures and plain text: the browser shows them in a frame as it does a PDF.
  if (type.startsWith('image/') || type === 'text/plain') return 'inline';
  return 'other';
}

/**
 * A lesson plan or the lesson slides, fetched from the app's own /api/files/ address with the token header (a
 * frame cannot send it) and shown from a blob: address: no outside viewer ever sees the school's files (issue 9).
 * What a browser cannot draw (PowerPoint files) is offered as a download with a note saying why.
 */
export function CurriculumDocument({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('lessons');
  const doc = useDocument(url);
  const objectUrl = useObjectUrl(doc.data?.blob);

  if (doc.isPending || (doc.isSuccess && !objectUrl)) {
    return <Text c="dimmed" py="xl" ta="center" data-testid="curriculum-document-loading">{t('document.loading')}</Text>;
  }
  if (doc.isError) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="curriculum-document-error">
        {t('document.error', { message: errorDetail(doc.error, t('document.failed')) })}
      </Alert>
    );
  }
  const { blob, contentType, filename } = doc.data;
  const kind = curriculumViewerKind(contentType, filename);
  if (kind === 'pdf' || kind === 'inline') {
    return <PdfFrame src={objectUrl} title={title} testId={`curriculum-${kind}`} />;
  }
  if (kind === 'word' || kind === 'excel') {
    return <OfficeDocument blob={blob} kind={kind} objectUrl={objectUrl ?? ''} filename={filename} />;
  }
  return (
    <Paper withBorder radius="md" p="lg" data-testid="curriculum-download">
      <Stack gap="sm" align="flex-start">
        <Text>{kind === 'presentation' ? t('curriculum.cannotShow', { type: t('curriculum.presentation') }) : t('curriculum.cannotShowOther')}</Text>
        <Box maw="100%">
          <Anchor
            href={objectUrl ?? undefined}
            download={filename ?? undefined}
            data-testid="curriculum-download-link"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6, overflowWrap: 'anywhere' }}
          >
            <IconDownload size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
            {t('document.download', { name: filename ?? t('document.downloadFallbackName') })}
          </Anchor>
        </Box>
      </Stack>
    </Paper>
  );
}
