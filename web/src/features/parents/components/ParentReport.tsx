import { useMemo, useState, type ReactNode } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuizReport } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { useParentReports, type ParentReportKind } from '../../../api/parents';

type Row = QuizReport['results'][number] & { position: number };

/** The child's own rows of one quiz: homework with the date attempted, assessments numbered (#). */
function ChildRows({ child, kind, report }: { child: string | undefined; kind: ParentReportKind; report: QuizReport }) {
  const { t, i18n } = useTranslation('parents');
  const query = useParentReports(child, kind, report.id);
  const rows = useMemo<Row[]>(() => (query.data?.find((r) => r.id === report.id)?.results ?? []).map((r, i) => ({ ...r, position: i + 1 })), [query.data, report.id]);
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const columns = useMemo<DataTableColumn<Row>[]>(() => [
    ...(kind === 'homework' ? [] : [{ id: 'position', header: t('reports.position'), value: (r: Row) => r.position, align: 'right' as const }]),
    { id: 'name', header: t('reports.studentName'), value: (r) => r.student_name },
    { id: 'grade', header: t('reports.grade'), value: (r) => r.student_grade, align: 'right' },
    { id: 'section', header: t('reports.section'), value: (r) => r.student_section },
    { id: 'score', header: t('reports.score'), value: (r) => r.score, cell: (r) => `${r.score}%`, align: 'right' },
    ...(kind === 'homework' ? [{ id: 'date', header: t('reports.dateAttempted'), value: (r: Row) => day.format(new Date(r.date_attempted)) }] : []),
  ], [t, kind, day]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      getRowId={(r) => String(r.id)}
      emptyText={t('reports.noDetails')}
      caption={t('reports.studentDetails')}
      minWidth={480}
      testId="parent-rows"
    />
  );
}

/**
 * Homework Report, Pre- and Post-Assessment for the chosen child: the quizzes given to the child's class ('Quiz n'),
 * the class figures the teacher sees, and the child's own result (ADR 0014). Homework shows the child's rows at
 * once; the assessments toggle between the chart and 'View Student Details'. The figure cards and the chart are
 * the staff report's, handed in by the page that composes both features.
 */
export interface ParentReportProps {
  child: string | undefined;
  kind: ParentReportKind;
  figures: (report: QuizReport) => ReactNode;
  chart: (report: QuizReport) => ReactNode;
}

export function ParentReport({ child, kind, figures, chart }: ParentReportProps) {
  const { t, i18n } = useTranslation('parents');
  const query = useParentReports(child, kind);
  const [chosen, setChosen] = useState<number | null>(null);
  const [details, setDetails] = useState(false);
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <QueryState query={query} errorFallback={t(`reports.${kind}.failed`)} isEmpty={(reports) => reports.length === 0} emptyMessage={t('reports.noQuizzes')}>
      {(reports) => {
        const report = reports.find((r) => r.id === chosen) ?? reports[0];
        return (
          <Stack gap="md" data-testid={`parent-report-${kind}`}>
            <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
              <NativeSelect
                label={t('reports.quiz')}
                value={String(report.id)}
                onChange={(event) => { setChosen(Number(event.currentTarget.value)); setDetails(false); }}
                data={reports.map((r, i) => ({ value: String(r.id), label: t('reports.quizOption', { n: i + 1, name: r.quiz }) }))}
                style={{ flex: '1 1 14rem', minWidth: 0, maxWidth: '32rem' }}
                data-testid="parent-quiz-select"
              />
              {kind !== 'homework' && (
                <Button
                  variant="light"
                  leftSection={details ? <IconArrowLeft size={16} aria-hidden /> : <IconUsers size={16} aria-hidden />}
                  onClick={() => setDetails(!details)}
                  data-testid="parent-toggle-details"
                >
                  {details ? t('reports.backToChart') : t('reports.viewDetails')}
                </Button>
              )}
            </Group>
            {report.last_updated && <Text size="sm" c="dimmed" data-testid="parent-report-date">{t('reports.date', { date: day.format(new Date(report.last_updated)) })}</Text>}
            {figures(report)}
            {kind === 'homework' || details ? <ChildRows child={child} kind={kind} report={report} /> : chart(report)}
          </Stack>
        );
      }}
    </QueryState>
  );
}
