import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportItem } from '@prayog/contract';
import { ChartCard } from '../../../components/ChartCard';
import { ErrorState } from '../../../components/ErrorState';
import { errorDetail } from '../../../lib/api';
import { useDownloadCertificate } from '../../../api/reports';
import { formatCount } from './format';

function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={700} size="lg" data-testid={testId}>{value}</Text>
    </Stack>
  );
}

/**
 * The selected exam's score, marks, question counts, a correct/partly right/wrong/unattempted pie (with its legend) and
 * the certificate link. Partly right questions (multiple select given part of their marks, ADR 0041) are the ones the
 * other counts leave out.
 */
export function MarksOverview({ item }: { item: ReportItem }) {
  const { t, i18n } = useTranslation('reports');
  const download = useDownloadCertificate();
  const partial = Math.max(0, item.total_questions - item.correct_questions - item.wrong_questions - item.unattempted_questions);
  const slices = [
    { name: t('overview.correct'), value: item.correct_questions, color: 'teal.6' },
    { name: t('overview.partial'), value: partial, color: 'orange.6' },
    { name: t('overview.wrong'), value: item.wrong_questions, color: 'red.6' },
    { name: t('overview.unattempted'), value: item.unattempted_questions, color: 'gray.5' },
  ].filter((slice) => slice.value > 0); // a zero slice only adds a stray '0' label; the figures beside show it
  const certificateUrl = item.certificate_url;
  return (
    <Stack gap="sm" data-testid="marks-overview">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text fw={600} data-testid="marks-overview-exam">{item.exam_name}</Text>
        <Badge color={item.passed ? 'teal' : 'gray'} variant="light">{item.passed ? t('overview.passed') : t('overview.notPassed')}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="xs">
        <Figure label={t('overview.score')} value={`${item.student_score}%`} testId="marks-score" />
        <Figure label={t('overview.marks')} value={t('overview.marksOf', { marks: formatCount(item.marks, i18n.language), max: formatCount(item.max_marks, i18n.language) })} testId="marks-marks" />
        <Figure label={t('overview.total')} value={item.total_questions} testId="marks-total" />
        <Figure label={t('overview.correct')} value={item.correct_questions} testId="marks-correct" />
        {partial > 0 && <Figure label={t('overview.partial')} value={partial} testId="marks-partial" />}
        <Figure label={t('overview.wrong')} value={item.wrong_questions} testId="marks-wrong" />
        <Figure label={t('overview.unattempted')} value={item.unattempted_questions} testId="marks-unattempted" />
      </SimpleGrid>
      <ChartCard
        type="pie"
        title={t('overview.pieTitle')}
        titleOrder={3}
        testId="marks-pie"
        h={150}
        withLegend
        data={slices}
        categoryLabel={t('overview.answer')}
        valueLabel={t('overview.questions')}
        summary={partial > 0
          ? t('overview.pieCaptionPartial', { correct: item.correct_questions, partial, wrong: item.wrong_questions, unattempted: item.unattempted_questions })
          : t('overview.pieCaption', { correct: item.correct_questions, wrong: item.wrong_questions, unattempted: item.unattempted_questions })}
        emptyText={t('overview.noAnswers')}
        chartProps={{ withTooltip: true, tooltipDataSource: 'segment', withLabels: true, labelsType: 'value' }}
      />
      {certificateUrl && (
        <Anchor
          component="button"
          type="button"
          onClick={() => download.mutate({ url: certificateUrl, fallbackName: `certificate-${item.id}.pdf` })}
          disabled={download.isPending}
          data-testid="download-certificate"
        >
          <Group gap={6} component="span">
            <IconDownload size={16} aria-hidden />
            {download.isPending ? t('overview.downloading') : t('overview.download')}
          </Group>
        </Anchor>
      )}
      {download.isError && <ErrorState message={errorDetail(download.error, t('overview.documentFailed'))} />}
    </Stack>
  );
}
