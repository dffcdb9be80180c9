import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuizReport } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { useParentReports, type ParentReportKind } from '../../../api/parents';
import { formatMomentDay } from '../../../lib/format';

type Result = QuizReport['results'][number];
type Row = Result & { position: number };

interface ChildTableProps {
  kind: ParentReportKind;
  name: string;
  results: Result[];
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
}

/** The child's own rows of one quiz: homework with the date attempted, the others numbered (#). */
function ChildTable({ kind, name, results, isLoading = false, error = null, onRetry }: ChildTableProps) {
  const { t, i18n } = useTranslation('parents');
  const rows = useMemo<Row[]>(() => results.map((r, i) => ({ ...r, position: i + 1 })), [results]);
  const columns = useMemo<DataTableColumn<Row>[]>(() => [
    ...(kind === 'homework' ? [] : [{ id: 'position', header: t('reports.position'), value: (r: Row) => r.position, align: 'right' as const }]),
    { id: 'name', header: t('reports.studentName'), value: (r) => r.student_name },
    { id: 'grade', header: t('reports.grade'), value: (r) => r.student_grade, align: 'right' },
    { id: 'section', header: t('reports.section'), value: (r) => r.student_section },
    { id: 'score', header: t('reports.score'), value: (r) => r.score, cell: (r) => `${r.score}%`, align: 'right' },
    ...(kind === 'homework' ? [{ id: 'date', header: t('reports.dateAttempted'), value: (r: Row) => r.date_attempted, cell: (r: Row) => formatMomentDay(r.date_attempted, i18n.language), csv: (r: Row) => formatMomentDay(r.date_attempted, i18n.language) }] : []),
  ], [t, kind, i18n.language]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      getRowId={(r) => String(r.id)}
      // One child's table: empty means the child has not attempted this quiz, said plainly (ADR 0014).
      emptyText={t('reports.notThisQuiz', { name })}
      caption={t('reports.studentDetails')}
      minWidth={480}
      testId="parent-rows"
    />
  );
}

/** The child's rows of a quiz other than the one the list came with: asked for with ?quiz_id=. */
function FetchedChildTable({ child, kind, name, quizId }: { child: string | undefined; kind: ParentReportKind; name: string; quizId: number }) {
  const query = useParentReports(child, kind, quizId);
  const results = useMemo(() => query.data?.reports.find((r) => r.id === quizId)?.results ?? [], [query.data, quizId]);
  return <ChildTable kind={kind} name={name} results={results} isLoading={query.isPending} error={query.error} onRetry={() => void query.refetch()} />;
}

/**
 * Homework Report, Pre- and Post-Assessment, Half-Yearly and Annual Exam for the chosen child: the quizzes given to
 * the child's class ('Quiz n'), the class figures the teacher sees, and the child's own result (ADR 0014). The report
 * opens on the quiz the child attempted last (the server names it and sends its rows with the list); a child who has
 * attempted none of the type is told so plainly. Homework shows the child's rows at once; the others toggle between
 * the chart and 'View Student Details'. The figure cards and the chart are the staff report's, handed in by the page
 * that composes both features.
 */
export interface ParentReportProps {
  child: string | undefined;
  /** The child's name as the dashboard gives it (the sentences name the child). */
  childName: string;
  kind: ParentReportKind;
  figures: (report: QuizReport) => ReactNode;
  chart: (report: QuizReport) => ReactNode;
}

export function ParentReport({ child, childName, kind, figures, chart }: ParentReportProps) {
  const { t, i18n } = useTranslation('parents');
  const query = useParentReports(child, kind);
  const [chosen, setChosen] = useState<number | null>(null);
  const [details, setDetails] = useState(false);
  const name = childName.trim() || t('dashboard.fallbackName');
  const none = t(`reports.${kind}.none`, { name });

  return (
    <QueryState query={query} errorFallback={t(`reports.${kind}.failed`)} isEmpty={(data) => data.reports.length === 0} emptyMessage={none}>
      {({ reports, attemptedQuizId }) => {
        const report = reports.find((r) => r.id === (chosen ?? attemptedQuizId)) ?? reports[0];
        const withRows = kind === 'homework' || details;
        return (
          <Stack gap="md" data-testid={`parent-report-${kind}`}>
            {attemptedQuizId === null && (
              <Alert role="status" variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="parent-no-attempts">
                {none}
              </Alert>
            )}
            <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
              <NativeSelect
                label={t('reports.quiz')}
                value={String(report.id)}
                onChange={(event) => { setChosen(Number(event.currentTarget.value)); setDetails(false); }}
                data={reports.map((r, i) => ({ value: String(r.id), label: t('reports.quizOption', { n: i + 1, name: r.quiz }) }))}
                style={{ flex: '1 1 14rem', minWidth: 0, maxWidth: '32rem' }}
                data-testid="parent-quiz-select"
              />
              {kind !== 'homework' && attemptedQuizId !== null && (
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
            {report.last_updated && <Text size="sm" c="dimmed" data-testid="parent-report-date">{t('reports.date', { date: formatMomentDay(report.last_updated, i18n.language) })}</Text>}
            {figures(report)}
            {/* Without any attempt there are no rows to list: the sentence above says so once. */}
            {attemptedQuizId === null ? (kind === 'homework' ? null : chart(report))
              : !withRows ? chart(report)
                : report.id === attemptedQuizId
                  ? <ChildTable kind={kind} name={name} results={report.results} />
                  : <FetchedChildTable child={child} kind={kind} name={name} quizId={report.id} />}
          </Stack>
        );
      }}
    </QueryState>
  );
}
