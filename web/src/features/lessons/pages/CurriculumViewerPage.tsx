import { useMemo, useState } from 'react';
import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseLesson } from '@prayog/contract';
import { ErrorState } from '../../../components/ErrorState';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { errorDetail } from '../../../lib/api';
import { useCourseTopics, useCurriculumChoices } from '../../../api/lessons';
import { CurriculumContent, type CurriculumContentKind } from '../components/CurriculumContent';
import { CurriculumSelects } from '../components/CurriculumSelects';

/** Spec 3 §5: only lessons shown on the front end, with a grade, a subject and a name, are listed. */
const isListed = (lesson: CourseLesson) =>
  lesson.display_on_frontend && Boolean(lesson.grade) && Boolean(lesson.course_id) && lesson.lesson_name.trim() !== '';

/**
 * The teacher's Curriculum viewer (spec 3): Grade → Subject → Topic, then the lesson plan, the slides or the
 * tutorial video in a 570 px frame. Choosing a grade resets subject and topic; choosing a subject resets the topic.
 * The chosen kind of content (say, Lesson Plan) stays when the topic changes, so a coach can page through plans.
 */
export default function CurriculumViewerPage() {
  const { t } = useTranslation('lessons');
  const choices = useCurriculumChoices();
  const [grade, setGrade] = useState<number | null>(null);
  const [course, setCourse] = useState<number | null>(null);
  const [topic, setTopic] = useState<number | null>(null);
  const [content, setContent] = useState<CurriculumContentKind | null>(null);
  const topics = useCourseTopics(course);

  const courses = useMemo(
    () => (choices.data?.courses ?? []).filter((c) => c.grade === grade).map((c) => ({ value: c.course_id, label: c.course_name })),
    [choices.data, grade],
  );
  const lessons = useMemo(
    () => (topics.data?.results ?? []).filter((l) => isListed(l) && l.course_id === course).sort((a, b) => a.position - b.position),
    [topics.data, course],
  );
  const lesson = lessons.find((l) => l.lesson_id === topic) ?? null;

  return (
    <Stack gap={0} data-testid="curriculum-panel">
      <PanelHeader title={t('curriculum.title')} description={t('curriculum.intro')} />
      <QueryState query={choices} errorFallback={t('curriculum.failed')}>
        {(data) => (
          <Stack gap="md">
            <Card withBorder radius="md" padding="md">
              <CurriculumSelects
                grades={data.grades}
                courses={courses}
                topics={lessons.map((l) => ({ value: l.lesson_id, label: t('curriculum.topicOption', { position: l.position, name: l.lesson_name }) }))}
                grade={grade}
                course={course}
                topic={topic}
                topicsLoading={course !== null && topics.isPending}
                onGrade={(next) => { setGrade(next); setCourse(null); setTopic(null); }}
                onCourse={(next) => { setCourse(next); setTopic(null); }}
                onTopic={setTopic}
              />
            </Card>
            {topics.isError
              ? <ErrorState message={errorDetail(topics.error, t('curriculum.failed'))} onRetry={() => void topics.refetch()} />
              : <CurriculumContent lesson={lesson} content={content} onContent={setContent} />}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
