import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_TYPES, type ReportItem, type ReportType } from '@prayog/contract';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { SectionCard } from '../../../components/SectionCard';
import { useAssessmentReport } from '../../../api/reports';
import { AssessmentReportSkeleton } from '../components/AssessmentReportSkeleton';
import { ExamScoresChart } from '../components/ExamScoresChart';
import { MarksOverview } from '../components/MarksOverview';
import { QuestionFeedback } from '../components/QuestionFeedback';

function Report({ items, typeLabel, initialId }: { items: readonly ReportItem[]; typeLabel: string; initialId: number | null }) {
  const { t } = useTranslation('reports');
  const [selectedId, setSelectedId] = useState<number | null>(initialId);
  // The attempt the address names (a quiz just taken), else the newest exam, until the student picks one; a pick
  // from another report type falls back too.
  const selected = items.find((i) => i.id === selectedId) ?? items[0];
  return (
    <Stack gap="md">
      <ExamScoresChart items={items} typeLabel={typeLabel} onSelect={setSelectedId} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SectionCard title={t('overview.title')} testId="marks-overview-card">
          <NativeSelect
            label={t('exam')}
            size="xs"
            mb="sm"
            value={String(selected.id)}
            onChange={(e) => setSelectedId(Number(e.currentTarget.value))}
            data={items.map((i) => ({ value: String(i.id), label: i.exam_name }))}
            data-testid="assessment-exam-select"
          />
          <MarksOverview key={selected.id} item={selected} />
        </SectionCard>
        <SectionCard title={t('feedback.title')} testId="feedback-card">
          <QuestionFeedback key={selected.id} item={selected} />
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}

const isReportType = (value: string | null): value is ReportType => REPORT_TYPES.some((r) => r.key === value);

/**
 * The Assessment Report panel (spec 1 §2): report types, marks per exam, the selected exam's overview and feedback.
 * `?type=annual&attempt=12` opens a report type with one attempt selected (a quiz result's 'Show Report').
 */
export default function AssessmentReportPage() {
  const { t } = useTranslation('reports');
  const [params] = useSearchParams();
  const asked = params.get('type');
  const askedAttempt = Number(params.get('attempt')) || null;
  const [type, setType] = useState<ReportType>(isReportType(asked) ? asked : 'homework');
  const reportType = REPORT_TYPES.find((r) => r.key === type) ?? REPORT_TYPES[0];
  const query = useAssessmentReport(reportType.quiz_type);
  const typeLabel = t(`types.${reportType.key}`);

  const typeSelect = (
    <NativeSelect
      label={t('reportType')}
      w={200}
      value={type}
      onChange={(e) => setType(e.currentTarget.value as ReportType)}
      data={REPORT_TYPES.map((r) => ({ value: r.key, label: t(`types.${r.key}`) }))}
      data-testid="report-type-select"
    />
  );

  return (
    <Stack gap={0} data-testid="assessment-report">
      <PanelHeader title={t('title')} actions={typeSelect} />
      <QueryState
        query={query}
        errorFallback={t('failed')}
        isEmpty={(data) => data.results.length === 0}
        emptyMessage={t('empty')}
        skeleton={<AssessmentReportSkeleton />}
      >
        {(data) => (
          <div style={{ opacity: query.isPlaceholderData ? 0.5 : 1 }}>
            {/* A new report type starts again from its newest exam. */}
            <Report key={reportType.key} items={data.results} typeLabel={typeLabel} initialId={type === asked ? askedAttempt : null} />
          </div>
        )}
      </QueryState>
    </Stack>
  );
}
