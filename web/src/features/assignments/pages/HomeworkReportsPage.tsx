import { useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuizReport } from '@prayog/contract';
import { useQuizReports } from '../../../api/assignments';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PanelHeader } from '../../../components/PanelHeader';
import { formatMoment } from '../../../lib/format';
import { useStaffScope } from '../../../lib/staff-role';
import { StudentDetails } from '../components/StudentDetails';

/**
 * The school's homework reports as one table, a row per assigned quiz with its four figures (spec 3's admin
 * Homework): every quiz at a glance, downloadable as CSV, each opening its student details. Read-only: the admin
 * dashboard shows it for a chosen school (the staff scope); assigning stays with the school's teachers.
 */
export default function HomeworkReportsPage() {
  const { t, i18n } = useTranslation('assignments');
  const query = useQuizReports(useStaffScope(), 'homework');
  const [detailsOf, setDetailsOf] = useState<QuizReport | null>(null);

  const columns = useMemo<DataTableColumn<QuizReport>[]>(() => {
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    return [
      { id: 'quiz', header: t('quiz'), value: (r) => r.quiz, searchable: true },
      { id: 'topic', header: t('table.topic'), value: (r) => r.topic, searchable: true },
      { id: 'classes', header: t('table.classes'), value: (r) => r.classes.map((c) => t('classPlain', { grade: c.grade, section: c.section })).join(', ') },
      { id: 'total', header: t('cards.totalStudents'), value: (r) => r.total_students, align: 'right' },
      { id: 'attempted', header: t('cards.studentsAttempted'), value: (r) => r.students_attempted, align: 'right' },
      { id: 'completion', header: t('cards.completionRate'), value: (r) => r.completion_rate, cell: (r) => number.format(r.completion_rate), align: 'right' },
      { id: 'average', header: t('cards.averageScore'), value: (r) => r.average_score, cell: (r) => `${number.format(r.average_score)}%`, align: 'right' },
      {
        id: 'updated', header: t('table.lastUpdated'), value: (r) => r.last_updated,
        cell: (r) => (r.last_updated ? formatMoment(r.last_updated, i18n.language) : ''),
      },
      {
        id: 'details', header: t('details.title'),
        cell: (r) => (
          <Button size="xs" variant="light" leftSection={<IconUsers size={14} aria-hidden />} onClick={() => setDetailsOf(r)} aria-label={t('table.detailsLabel', { quiz: r.quiz })} data-testid="homework-report-details">
            {t('details.view')}
          </Button>
        ),
      },
    ];
  }, [t, i18n.language]);

  return (
    <Stack gap="md" data-testid="homework-reports">
      <PanelHeader title={t('kinds.homework.title')} description={t('table.description')} />
      {detailsOf ? (
        <StudentDetails kind="homework" report={detailsOf} onBack={() => setDetailsOf(null)} />
      ) : (
        <DataTable
          columns={columns}
          data={query.data?.reports}
          isLoading={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          errorText={t('kinds.homework.loadFailed')}
          emptyText={t('empty')}
          searchLabel={t('table.search')}
          getRowId={(r) => String(r.id)}
          caption={t('kinds.homework.title')}
          csvFileName="homework-reports"
          minWidth={960}
          testId="homework-reports-table"
        />
      )}
    </Stack>
  );
}
