import { useEffect, useState } from 'react';
import { Anchor, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readOfficePreview, type OfficePreview } from '../lib/office-preview';
import { FRAME_HEIGHT } from './ResourceFrame';

interface OfficeDocumentProps {
  blob: Blob;
  kind: 'word' | 'excel';
  objectUrl: string;
  filename: string | null;
}

/**
 * A Word or Excel hint shown inline as its text or cells (see lib/office-preview.ts). When the file
 * cannot be read here (an old .doc or .xls, say), it is offered as a download instead.
 */
export function OfficeDocument({ blob, kind, objectUrl, filename }: OfficeDocumentProps) {
  const { t } = useTranslation('lessons');
  const [preview, setPreview] = useState<OfficePreview | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void readOfficePreview(blob, kind).then((p) => { if (live) setPreview(p); });
    return () => { live = false; };
  }, [blob, kind]);

  const download = (
    <Anchor href={objectUrl} download={filename ?? undefined} data-testid="hint-download">
      {t('document.download', { name: filename ?? t('document.downloadFallbackName') })}
    </Anchor>
  );
  if (preview === undefined) return <Text c="dimmed">{t('document.loading')}</Text>;
  if (preview === null) {
    return (
      <Stack gap="xs" data-testid="hint-no-preview">
        <Text>{t('document.noPreview')}</Text>
        {download}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" data-testid={`hint-${preview.kind}`}>
      <ScrollArea
        h={FRAME_HEIGHT}
        type="auto"
        // The scrolling part is the viewport: it takes the focus (arrow keys scroll it) and carries the name.
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t(preview.kind === 'word' ? 'document.wordLabel' : 'document.excelLabel') }}
      >
        <Stack gap="sm" p="md">
          {preview.kind === 'word'
            ? preview.paragraphs.map((p, i) => (p.heading
              ? <Title key={i} order={3} size="h4">{p.text}</Title>
              : <Text key={i} style={{ whiteSpace: 'pre-wrap' }}>{p.text}</Text>))
            : preview.sheets.map((sheet) => (
              <Stack key={sheet.name} gap={4}>
                <Title order={3} size="h5">{t('document.sheet', { name: sheet.name })}</Title>
                <Table.ScrollContainer minWidth={300}>
                  <Table withTableBorder withColumnBorders striped>
                    <Table.Tbody>
                      {sheet.rows.map((row, r) => (
                        <Table.Tr key={r}>{row.map((cell, c) => <Table.Td key={c}>{cell}</Table.Td>)}</Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            ))}
          {download}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
