import { useMemo } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecordRead } from '@prayog/contract';
import { DataTable, type DataTableColumn } from './DataTable';
import { useServerPage } from '../api/paging';
import { useRecordReads } from '../api/privacy';
import { formatMoment } from '../lib/format';

/** The kinds of records a read can be of (the endpoint's tag); anything else reads as "records". */
const KNOWN_WHAT = ['course-report', 'learners', 'files', 'privacy', 'profile', 'student-dashboard', 'admin', 'quizzes'] as const;
const whatKey = (what: string): (typeof KNOWN_WHAT)[number] | 'records' =>
  (KNOWN_WHAT as readonly string[]).includes(what) ? what as (typeof KNOWN_WHAT)[number] : 'records';

interface RecordReadsCardProps {
  username: string;
  /** Who reads the list: the student about themself, a parent about their child, or the child's school. */
  whose: 'self' | 'child' | 'school';
  /** The student's name, for a parent or the school. */
  childName?: string;
  /** Without its own card and title (inside a dialog's tab). */
  bare?: boolean;
}

/**
 * Issue 31 item 5: who of the school's staff and the administrators read a student's records, what and when. Shown in
 * the privacy centre (the student, a parent) and in a learner's Attendance Details (the school).
 */
export function RecordReadsCard({ username, whose, childName, bare = false }: RecordReadsCardProps) {
  const { t, i18n } = useTranslation('components');
  const paging = useServerPage();
  const reads = useRecordReads(username, paging.page);
  const columns = useMemo<DataTableColumn<RecordRead>[]>(() => [
    {
      id: 'when', header: t('recordReads.columns.when'), value: (r) => r.read_at,
      cell: (r) => <Text size="sm" component="time" dateTime={r.read_at} style={{ whiteSpace: 'nowrap' }}>{formatMoment(r.read_at, i18n.language)}</Text>,
    },
    { id: 'who', header: t('recordReads.columns.who'), value: (r) => r.reader_name ?? t('recordReads.gone') },
    { id: 'role', header: t('recordReads.columns.role'), value: (r) => t(`recordReads.roles.${r.reader_role}`) },
    { id: 'what', header: t('recordReads.columns.what'), value: (r) => t(`recordReads.what.${whatKey(r.what)}`) },
  ], [t, i18n.language]);
  const list = (
    <Stack gap="sm">
      {!bare && <Title order={2} size="h4">{t('recordReads.title')}</Title>}
      <Text size="sm">{t(`recordReads.intro.${whose}`, { name: childName })}</Text>
      <div style={{ opacity: reads.isPlaceholderData ? 0.6 : 1 }}>
        <DataTable
          columns={columns}
          data={reads.data?.results}
          isLoading={reads.isPending}
          error={reads.error}
          onRetry={() => void reads.refetch()}
          errorText={t('recordReads.failed')}
          emptyText={t('recordReads.empty')}
          {...paging.tableProps(reads.data)}
          caption={t('recordReads.title')}
          minWidth={520}
          testId="privacy-reads-table"
        />
      </div>
    </Stack>
  );
  return bare ? list : <Card withBorder radius="md" padding="lg">{list}</Card>;
}
