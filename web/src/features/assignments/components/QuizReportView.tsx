import { useState, type ReactNode } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconChartBar, IconPlus, IconUsers } from '@tabler/icons-react';
import { Link, useInRouterContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { QuizReport } from '@prayog/contract';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { useQuizReports, type ReportKind } from '../../../api/assignments';
import { formatMomentDay } from '../../../lib/format';
import { useStaffScope } from '../../../lib/staff-role';
import { AssignQuizModal } from './AssignQuizModal';
import { ReportChart } from './ReportChart';
import { ReportFigures } from './ReportFigures';
import { StudentDetails } from './StudentDetails';

interface QuizReportViewProps {
  kind: ReportKind;
  /** More controls before the quiz select (the Assessment tab's pre/post selector). */
  controls?: ReactNode;
}

/** "7 A, 7 B": the classes a quiz was given to. */
function ClassesLine({ report }: { report: QuizReport }) {
  const { t, i18n } = useTranslation('assignments');
  const classes = report.classes.map((c) => t('classPlain', { grade: c.grade, section: c.section })).join(', ');
  const updated = report.last_updated ? formatMomentDay(report.last_updated, i18n.language) : null;
  return (
    <Text size="sm" c="dimmed" data-testid="report-classes">
      {t('classes', { classes })}
      {updated && <> · {t('lastUpdated', { date: updated })}</>}
    </Text>
  );
}

/**
 * One kind of report (homework, pre or post): the quiz select, the four cards and the chart, or the chosen quiz's
 * student details with Back; the teacher also assigns from here. The school account and an administrator (the staff
 * scope's chosen school) see the same, read-only.
 */
export function QuizReportView({ kind, controls }: QuizReportViewProps) {
  const { t } = useTranslation('assignments');
  const scope = useStaffScope();
  const query = useQuizReports(scope, kind);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [showDetails, setShowDetails] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const canAssign = scope.role === 'teacher' && !scope.readOnly;
  // The staff's own dashboards have an Item analysis section (an administrator's school view does not).
  const analysable = useInRouterContext() && scope.school === undefined;

  const reports = query.data?.reports ?? [];
  // The newest report until the user picks one (or assigns one); a report that went away falls back the same way.
  const report = reports.find((r) => r.id === chosenId) ?? reports[0];

  const quizSelect = reports.length > 0 && (
    <NativeSelect
      label={t('quiz')}
      value={String(report?.id ?? '')}
      onChange={(event) => { setChosenId(Number(event.currentTarget.value)); setShowDetails(false); }}
      data={reports.map((r) => ({ value: String(r.id), label: t('quizOption', { name: r.quiz, topic: r.topic }) }))}
      style={{ flex: '1 1 16rem', minWidth: 0, maxWidth: '36rem' }}
      data-testid="report-quiz-select"
    />
  );

  return (
    <Stack gap="md" data-testid={`quiz-report-${kind}`}>
      <PanelHeader
        title={t(`kinds.${kind}.title`)}
        order={2}
        testId="quiz-report-header"
        actions={canAssign && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAssigning(true)} disabled={!query.data} data-testid="assign-open">
            {t(`kinds.${kind}.add`)}
          </Button>
        )}
      />
      {(controls || quizSelect) && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          {controls}
          {quizSelect}
        </Group>
      )}
      <QueryState
        query={query}
        errorFallback={t(`kinds.${kind}.loadFailed`)}
        isEmpty={(data) => data.reports.length === 0}
        emptyMessage={t('empty')}
      >
        {() => report && (showDetails ? (
          <StudentDetails kind={kind} report={report} onBack={() => setShowDetails(false)} />
        ) : (
          <Stack gap="md" data-testid="report-summary">
            <Group justify="space-between" align="center" gap="xs" wrap="wrap">
              <ClassesLine report={report} />
              <Group gap="xs" wrap="wrap">
                {/* Item analysis is its own section of the dashboard (features link by address, never by import). */}
                {analysable && (
                  <Button component={Link} to={`../item-analysis?quiz=${report.id}`} relative="path" variant="default" leftSection={<IconChartBar size={16} aria-hidden />} data-testid="open-item-analysis">
                    {t('itemAnalysis')}
                  </Button>
                )}
                <Button variant="light" leftSection={<IconUsers size={16} aria-hidden />} onClick={() => setShowDetails(true)} data-testid="view-details">
                  {t('details.view')}
                </Button>
              </Group>
            </Group>
            <ReportFigures report={report} />
            <ReportChart report={report} />
          </Stack>
        ))}
      </QueryState>
      {canAssign && query.data && (
        <AssignQuizModal
          kind={kind}
          opened={assigning}
          onClose={() => setAssigning(false)}
          onAssigned={(assignment) => { setChosenId(assignment.quiz_id); setShowDetails(false); }}
        />
      )}
    </Stack>
  );
}
