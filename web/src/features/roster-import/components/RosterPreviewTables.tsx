import { useMemo } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RosterError, RosterPreview, RosterRow } from '@prayog/contract';
import type { RosterKind } from '../../../api/roster-import';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';

interface RosterPreviewTablesProps {
  kind: RosterKind;
  preview: RosterPreview;
}

/**
 * The dry run's answer: how many rows will be added and how many will not, the rows to be created (with the
 * usernames the server chose) and each problem row with its line of the file, both downloadable as CSV.
 */
export function RosterPreviewTables({ kind, preview }: RosterPreviewTablesProps) {
  const { t } = useTranslation('rosterImport');
  const adding = preview.rows.length;
  const problems = preview.errors.length;

  const rowColumns = useMemo<DataTableColumn<RosterRow>[]>(() => [
    { id: 'line', header: t('columns.line'), value: (r) => r.line, align: 'right' },
    { id: 'name', header: t('columns.name'), value: (r) => r.name, searchable: true },
    // Teachers have no class: the column is left out rather than shown empty.
    ...(kind === 'students'
      ? [{ id: 'class', header: t('columns.class'), value: (r: RosterRow) => (r.grade === null ? '' : t('classOf', { grade: r.grade, section: r.section ?? '' })) }]
      : []),
    { id: 'username', header: t('columns.username'), value: (r) => r.username, searchable: true },
    { id: 'email', header: t('columns.email'), value: (r) => r.email },
    { id: 'phone', header: t(`columns.phone.${kind}`), value: (r) => r.phone },
  ], [kind, t]);

  const problemColumns = useMemo<DataTableColumn<RosterError>[]>(() => [
    { id: 'line', header: t('columns.line'), value: (e) => e.line, align: 'right' },
    { id: 'reason', header: t('columns.reason'), value: (e) => e.reason },
  ], [t]);

  return (
    <Stack gap="md" data-testid="roster-preview">
      <Alert color={adding > 0 ? 'green' : 'red'} variant="light" data-testid="roster-summary">
        <Text size="sm" fw={600} data-testid="roster-summary-adding">{t(`preview.willAdd.${kind}`, { count: adding })}</Text>
        <Text size="sm" data-testid="roster-summary-problems">
          {problems > 0 ? t('preview.problems', { count: problems }) : t('preview.noProblems')}
        </Text>
        {adding === 0 && <Text size="sm" mt={4}>{t('preview.nothingValid')}</Text>}
      </Alert>

      {adding > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h4">{t('preview.rowsTitle')}</Title>
          <DataTable
            columns={rowColumns}
            data={preview.rows}
            getRowId={(r) => String(r.line)}
            caption={t('preview.rowsTitle')}
            csvFileName={t(`preview.rowsFile.${kind}`)}
            minWidth={kind === 'students' ? 720 : 600}
            testId="roster-rows"
          />
        </Stack>
      )}

      {problems > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h4">{t('preview.problemsTitle')}</Title>
          <DataTable
            columns={problemColumns}
            data={preview.errors}
            // A line can have one problem only, but keep ids unique if the server ever names two.
            getRowId={(e, index) => `${e.line}-${index}`}
            caption={t('preview.problemsTitle')}
            csvFileName={t('preview.problemsFile')}
            minWidth={360}
            testId="roster-problems"
          />
        </Stack>
      )}
    </Stack>
  );
}
