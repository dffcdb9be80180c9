import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface CurriculumOption {
  value: number;
  label: string;
}

interface CurriculumSelectsProps {
  grades: number[];
  courses: CurriculumOption[];
  topics: CurriculumOption[];
  grade: number | null;
  course: number | null;
  topic: number | null;
  onGrade: (grade: number | null) => void;
  onCourse: (course: number | null) => void;
  onTopic: (topic: number | null) => void;
  /** While the chosen subject's lessons load, the Topic select says so. */
  topicsLoading: boolean;
}

const toNumber = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * The cascading selects Grade → Subject → Topic (spec 3 "Curriculum viewer"). A select stays disabled until the
 * one before it is chosen; the page resets the later choices when an earlier one changes.
 */
export function CurriculumSelects(props: CurriculumSelectsProps) {
  const { t } = useTranslation('lessons');
  const { grades, courses, topics, grade, course, topic, topicsLoading } = props;
  const placeholder = (label: string) => ({ value: '', label, disabled: true });

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <NativeSelect
        label={t('curriculum.grade')}
        name="grade"
        data-testid="curriculum-grade"
        value={grade === null ? '' : String(grade)}
        onChange={(event) => props.onGrade(toNumber(event.currentTarget.value))}
        data={[placeholder(t('curriculum.gradePlaceholder')), ...grades.map((g) => ({ value: String(g), label: t('curriculum.gradeOption', { grade: g }) }))]}
      />
      <NativeSelect
        label={t('curriculum.subject')}
        name="course"
        data-testid="curriculum-course"
        disabled={grade === null}
        value={course === null ? '' : String(course)}
        onChange={(event) => props.onCourse(toNumber(event.currentTarget.value))}
        data={[
          placeholder(grade !== null && courses.length === 0 ? t('curriculum.noSubjects') : t('curriculum.subjectPlaceholder')),
          ...courses.map((c) => ({ value: String(c.value), label: c.label })),
        ]}
      />
      <NativeSelect
        label={t('curriculum.topic')}
        name="topic"
        data-testid="curriculum-topic"
        disabled={course === null || topicsLoading}
        value={topic === null ? '' : String(topic)}
        onChange={(event) => props.onTopic(toNumber(event.currentTarget.value))}
        data={[
          placeholder(topicsLoading ? t('curriculum.loadingLessons')
            : course !== null && topics.length === 0 ? t('curriculum.noTopics') : t('curriculum.topicPlaceholder')),
          ...topics.map((l) => ({ value: String(l.value), label: l.label })),
        ]}
      />
    </SimpleGrid>
  );
}
