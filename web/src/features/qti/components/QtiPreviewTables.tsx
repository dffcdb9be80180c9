import { useMemo } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QtiPreview, QtiRefusedItem, QtiTakenItem } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';

/** The dry run's answer: the items that can be imported and those that cannot, each with why. */
export function QtiPreviewTables({ preview }: { preview: QtiPreview }) {
  const { t } = useTranslation('qti');
  const takenColumns = useMemo<DataTableColumn<QtiTakenItem>[]>(() => [
    {
      id: 'text', header: t('columns.text'), value: (i) => i.text, searchable: true,
      cell: (i) => <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{i.text}</Text>,
    },
    {
      id: 'kind', header: t('columns.kind'), value: (i) => t(`kinds.${i.kind}`),
      cell: (i) => (
        <Group gap={4} wrap="wrap">
          <Text size="sm">{t(`kinds.${i.kind}`)}</Text>
          {i.quiz_kind === 'practice' && <Badge size="sm" variant="light" color="gray">{t('import.practice')}</Badge>}
        </Group>
      ),
    },
    { id: 'marks', header: t('columns.marks'), value: (i) => i.marks, align: 'right' },
    { id: 'answers', header: t('columns.answers'), value: (i) => i.answers, align: 'right' },
    { id: 'tags', header: t('columns.tags'), value: (i) => i.tags.join(', '), searchable: true },
  ], [t]);
  const refusedColumns = useMemo<DataTableColumn<QtiRefusedItem>[]>(() => [
    { id: 'identifier', header: t('columns.identifier'), value: (i) => i.identifier, searchable: true, cell: (i) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{i.identifier}</Text> },
    { id: 'reason', header: t('columns.reason'), value: (i) => i.reason, searchable: true },
  ], [t]);

  return (
    <Stack gap="md">
      <Stack gap="xs" data-testid="qti-taken">
        <Title order={3} size="h5">{t('import.takenTitle')} ({preview.taken.length})</Title>
        <DataTable columns={takenColumns} data={preview.taken} getRowId={(i, n) => `${i.identifier}-${n}`} caption={t('import.takenTitle')}
          emptyText={t('import.noneTaken')} searchLabel={t('import.search')} pageSize={10} minWidth={720} testId="qti-taken-table" />
      </Stack>
      <Stack gap="xs" data-testid="qti-refused">
        <Title order={3} size="h5">{t('import.refusedTitle')} ({preview.not_taken.length})</Title>
        <DataTable columns={refusedColumns} data={preview.not_taken} getRowId={(i, n) => `${i.identifier}-${n}`} caption={t('import.refusedTitle')}
          emptyText={t('import.noneRefused')} pageSize={10} testId="qti-refused-table" />
      </Stack>
    </Stack>
  );
}
