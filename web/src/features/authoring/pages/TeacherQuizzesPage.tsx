import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentSkeleton } from '../../../components/ContentSkeleton';
import { PanelHeader } from '../../../components/PanelHeader';
import { useMySchoolName } from '../../../api/accounts';
import { useCurriculumChoices } from '../../../api/lessons';
import { QuizzesPanel } from '../components/QuizzesPanel';

/**
 * Quizzes (issue 12), the teacher's: their school's quizzes to write and change, and the quizzes every school has
 * to read (without their correct answers, as the server answers). Subjects and lessons are the administrator's.
 */
export default function TeacherQuizzesPage() {
  const { t } = useTranslation('authoring');
  const school = useMySchoolName();
  // The subjects of the Curriculum viewer: the ones the teacher's school is offered.
  const curriculum = useCurriculumChoices();
  const subjectChoices = useMemo(
    () => (curriculum.data?.courses ?? []).map((c) => ({ id: c.course_id, name: c.course_name, grade: c.grade })),
    [curriculum.data],
  );
  // The teacher's own grades are their school's (a teacher's record names only the school): the list opens on the first
  // of them instead of every grade's quizzes newest first, which put Grade 12 on top (issue 28 item 6).
  const grades = curriculum.data?.grades;
  return (
    <Stack gap="md" data-testid="teacher-quizzes-page">
      <PanelHeader title={t('teacher.title')} description={t('teacher.description')} />
      {/* Drawn once the school's grades are known, so the list starts on the right grade. */}
      {grades !== undefined || curriculum.isError ? (
        <QuizzesPanel schoolChoices={null} ownSchoolName={school.data ?? undefined} subjectChoices={subjectChoices}
          initialGrade={grades?.[0] ?? null} gradeChoices={grades?.length ? grades : undefined} />
      ) : <ContentSkeleton />}
    </Stack>
  );
}
