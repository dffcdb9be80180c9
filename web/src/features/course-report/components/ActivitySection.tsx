import { useMemo, useState } from 'react';
import { Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/ChartCard';
import { EmptyState } from '../../../components/EmptyState';
import { SectionCard } from '../../../components/SectionCard';
import type { StudentActivity } from '../../../api/course-report';
import { LessonSummaryCard } from './LessonSummaryCard';
import { subjectLabels } from './subject-labels';
import { TimeOnLmsList } from './TimeOnLmsList';
import { ACTION_SERIES, SUBJECT_COLORS, toMinutes } from './time';

/** The pies' size in px: beside their written legend they fit half the report's width. */
const PIE_PX = 180;

/**
 * The activity half of the Course Report: lesson summary, time on LMS, and two pies — minutes per
 * subject (the original's random Scratch-versus-Robotics pie, now real) and how the subject chosen
 * in the lesson summary splits across the lesson-viewer tabs.
 */
export function ActivitySection({ activity }: { activity: StudentActivity }) {
  const { t } = useTranslation('courseReport');
  const subjects = activity.subject_summary;
  const labels = useMemo(() => subjectLabels(subjects, (grade) => t('grade', { grade })), [subjects, t]);
  const [chosenId, setChosenId] = useState<number | null>(null);
  // Until the student picks one, the subject they spent the most time on.
  const busiest = subjects.reduce<(typeof subjects)[number] | undefined>((best, s) => (!best || s.total_curriculum_time > best.total_curriculum_time ? s : best), undefined);
  const chosen = subjects.find((s) => s.subject_id === chosenId) ?? busiest;
  const minutesText = (value: number) => t('minutes', { value });

  if (activity.empty || !chosen) {
    return (
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ChartCard type="bar" title={t('lessonSummary.title')} testId="lesson-summary-card" data={[]} dataKey="topic" series={[]} emptyText={t('activity.noRecord')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SectionCard title={t('timeOnLms.title')} testId="time-on-lms-card"><EmptyState message={t('activity.noReport')} /></SectionCard>
        </Grid.Col>
      </Grid>
    );
  }

  const chosenLabel = labels.get(chosen.subject_id) ?? chosen.subject;
  const perTab = {
    video: chosen.total_video_time, quiz: chosen.total_quiz_time, content: chosen.total_content_time,
    simulator: chosen.total_simulator_time, hint: chosen.total_hint_time,
  };
  const pieProps = {
    type: 'pie' as const, h: PIE_PX, withLegend: true, valueFormatter: minutesText, valueLabel: t('lessonSummary.axis'),
    emptyText: t('activity.noReport'), chartProps: { withTooltip: true, tooltipDataSource: 'segment' as const },
  };
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <LessonSummaryCard
          subjects={subjects.map((s) => ({ id: s.subject_id, label: labels.get(s.subject_id) ?? s.subject }))}
          subjectId={chosen.subject_id}
          onSubjectChange={setChosenId}
          lessons={activity.lesson_summary}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SectionCard title={t('timeOnLms.title')} testId="time-on-lms-card">
          <TimeOnLmsList subjects={subjects} labels={labels} />
        </SectionCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <ChartCard
          {...pieProps}
          title={t('subjectMinutes.title')}
          testId="subject-minutes-pie"
          summary={t('subjectMinutes.caption')}
          categoryLabel={t('lessonSummary.subject')}
          data={subjects.map((s, i) => ({ name: labels.get(s.subject_id) ?? s.subject, value: toMinutes(s.total_curriculum_time), color: SUBJECT_COLORS[i % SUBJECT_COLORS.length] }))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <ChartCard
          {...pieProps}
          title={t('subjectTime.title', { subject: chosenLabel })}
          testId="subject-time-card"
          summary={t('subjectTime.caption', { subject: chosenLabel })}
          categoryLabel={t('subjectTime.tab')}
          data={ACTION_SERIES.map(({ action, color }) => ({ name: t(`actions.${action}`), value: toMinutes(perTab[action]), color }))}
        />
      </Grid.Col>
    </Grid>
  );
}
