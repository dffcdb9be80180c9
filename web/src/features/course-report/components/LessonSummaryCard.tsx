import { useState } from 'react';
import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LessonSummaryItem } from '@prayog/contract';
import { ChartCard } from '../../../components/ChartCard';
import { ACTION_SERIES, axisMax, toMinutes, visibleNonZeroBars } from './time';

interface LessonSummaryCardProps {
  subjects: { id: number; label: string }[];
  subjectId: number;
  onSubjectChange: (id: number) => void;
  lessons: readonly LessonSummaryItem[];
}

/** Minutes per lesson-viewer tab for one topic (lesson) of the chosen subject. */
export function LessonSummaryCard({ subjects, subjectId, onSubjectChange, lessons }: LessonSummaryCardProps) {
  const { t } = useTranslation('courseReport');
  const topics = lessons.filter((l) => l.subject_id === subjectId);
  const [topicId, setTopicId] = useState<number | null>(null);
  // A topic of another subject (after the subject changed) falls back to the subject's first topic.
  const topic = topics.find((l) => l.lesson_id === topicId) ?? topics[0];

  const controls = (
    <Group gap="xs" wrap="wrap" align="flex-end" w={{ base: '100%', sm: 'auto' }}>
      <NativeSelect
        label={t('lessonSummary.subject')}
        size="xs"
        value={String(subjectId)}
        onChange={(event) => { onSubjectChange(Number(event.currentTarget.value)); setTopicId(null); }}
        data={subjects.map((s) => ({ value: String(s.id), label: s.label }))}
        data-testid="lesson-subject"
        style={{ flex: '1 1 140px' }}
      />
      <NativeSelect
        label={t('lessonSummary.topic')}
        size="xs"
        value={topic ? String(topic.lesson_id) : ''}
        onChange={(event) => setTopicId(Number(event.currentTarget.value))}
        data={topics.map((l) => ({ value: String(l.lesson_id), label: `${l.lesson_position}. ${l.page_visited}` }))}
        data-testid="lesson-topic"
        style={{ flex: '1 1 160px' }}
      />
    </Group>
  );

  const minutes = topic
    ? {
      video: toMinutes(topic.video_time), quiz: toMinutes(topic.quiz_time), content: toMinutes(topic.content_time),
      simulator: toMinutes(topic.simulator_time), hint: toMinutes(topic.hint_time),
    }
    : null;
  const caption = topic ? t('lessonSummary.caption', { topic: topic.page_visited }) : undefined;

  return (
    <ChartCard
      type="bar"
      title={t('lessonSummary.title')}
      aside={controls}
      testId="lesson-summary-card"
      h={260}
      description={caption && <span data-testid="lesson-summary-caption">{caption}</span>}
      data={topic && minutes ? [{ topic: topic.page_visited, ...minutes }] : []}
      dataKey="topic"
      series={ACTION_SERIES.map(({ action, color }) => ({ name: action, label: t(`actions.${action}`), color }))}
      categoryLabel={t('lessonSummary.topic')}
      emptyText={t('activity.noReport')}
      summary={caption}
      valueFormatter={(value) => t('minutes', { value })}
      chartProps={{
        // The axis is labelled 'Minutes': its ticks are plain numbers (the tooltip and the table say 'min').
        yAxisProps: { domain: [0, axisMax(minutes ? Object.values(minutes) : [])], tickFormatter: (value: number) => String(value) },
        yAxisLabel: t('lessonSummary.axis'),
        barProps: visibleNonZeroBars,
        withLegend: true,
        legendProps: { verticalAlign: 'bottom' },
        tickLine: 'y',
      }}
    />
  );
}
