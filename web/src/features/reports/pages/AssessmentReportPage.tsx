import { useState, type ReactNode } from 'react';
import { Card, Group, NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_TYPES, type ReportItem, type ReportType } from '@prayog/contract';
import { QueryState } from '../../../components/QueryState';
import { useAssessmentReport } from '../api/assessment-report';
import { AssessmentReportSkeleton } from '../components/AssessmentReportSkeleton';
import { ExamScoresChart } from '../components/ExamScoresChart';
import { MarksOverview } from '../components/MarksOverview';
import { QuestionFeedback } from '../components/QuestionFeedback';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h4" mb="sm">{title}</Title>
      {children}
    </Card>
  );
}

function Report({ items, typeLabel }: { items: readonly ReportItem[]; typeLabel: string }) {
  const { t } = useTranslation('reports');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The newest exam until the student picks one; a pick from another report type falls back too.
  const selected = items.find((i) => i.id === selectedId) ?? items[0];
  return (
    <Stack gap="md">
      <Section title={t('chart.title')} testId="assessment-chart-card">
        <ExamScoresChart items={items} typeLabel={typeLabel} onSelect={setSelectedId} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('overview.title')} testId="marks-overview-card">
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
        </Section>
        <Section title={t('feedback.title')} testId="feedback-card">
          <QuestionFeedback feedback={selected.questions_feedback} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

/** The Assessment Report panel (spec 1 §2): report types, marks per exam, the selected exam's overview and feedback. */
export default function AssessmentReportPage() {
  const { t } = useTranslation('reports');
  const [type, setType] = useState<ReportType>('homework');
  const reportType = REPORT_TYPES.find((r) => r.key === type) ?? REPORT_TYPES[0];
  const query = useAssessmentReport(reportType.quiz_type);
  const typeLabel = t(`types.${reportType.key}`);

  return (
    <Stack gap="md" data-testid="assessment-report">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Title order={1} size="h2">{t('title')}</Title>
        <NativeSelect
          label={t('reportType')}
          w={200}
          value={type}
          onChange={(e) => setType(e.currentTarget.value as ReportType)}
          data={REPORT_TYPES.map((r) => ({ value: r.key, label: t(`types.${r.key}`) }))}
          data-testid="report-type-select"
        />
      </Group>
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
            <Report key={reportType.key} items={data.results} typeLabel={typeLabel} />
          </div>
        )}
      </QueryState>
    </Stack>
  );
}
