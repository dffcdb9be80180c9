import { useMemo, useState } from 'react';
import { NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuizTypeSelect } from './QuizTypeSelect';
import { type QuizType, type StaffLeaderboard } from '@prayog/contract';
import { useStaffLeaderboard } from '../../../api/leaderboard';
import { ErrorState } from '../../../components/ErrorState';
import { PanelHeader } from '../../../components/PanelHeader';
import { SectionCard } from '../../../components/SectionCard';
import { errorDetail, isApiError } from '../../../lib/api';
import type { StaffRole } from '../../../lib/staff-role';
import { StaffLeadersList } from './StaffLeadersList';

const NONE = '';
const EMPTY_BOARD: StaffLeaderboard = { quiz_type: null, gradewise: {}, sectionwise: {}, nationwide: [] };
/** The spec's server answered this for a school without students; its boards are then empty (spec 3 §8). */
const NO_STUDENTS = 'No students found in this school';
const isNoStudents = (error: unknown) => isApiError(error) && (error.detail === NO_STUDENTS || error.serverMessage === NO_STUDENTS);

function BoardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" aria-busy="true" data-testid="staff-leaderboard-loading">
      {[0, 1, 2].map((i) => <Skeleton key={i} height={320} radius="md" />)}
    </SimpleGrid>
  );
}

/**
 * The Report's Leaderboard tab (spec 3 "Student Report", spec 2 §2.2): classwise (choose Class), sectionwise (choose
 * Section once a class is chosen) and the Top Performers of every school, each the top 10 with medals for 1 to 3.
 */
export function StaffLeaderboardTab({ role }: { role: StaffRole }) {
  const { t } = useTranslation('leaderboard');
  const [quizType, setQuizType] = useState<QuizType | null>(null);
  const [grade, setGrade] = useState<string | null>(null);
  const [section, setSection] = useState<string | null>(null);
  const query = useStaffLeaderboard(role, quizType);
  const board = isNoStudents(query.error) ? EMPTY_BOARD : query.data;

  const grades = useMemo(() => Object.keys(board?.gradewise ?? {}).sort((a, b) => Number(a) - Number(b)), [board]);
  const sections = useMemo(() => (grade ? Object.keys(board?.sectionwise[grade] ?? {}).sort() : []), [board, grade]);

  const typeSelect = <QuizTypeSelect value={quizType} onChange={setQuizType} testId="staff-leaderboard-type" />;

  let content;
  if (!board && query.isPending) content = <BoardsSkeleton />;
  else if (!board) content = <ErrorState message={errorDetail(query.error, t('staff.failed'))} onRetry={() => void query.refetch()} />;
  else {
    const classLeaders = grade ? board.gradewise[grade] ?? [] : null;
    const sectionLeaders = grade && section ? board.sectionwise[grade]?.[section] ?? [] : null;
    content = (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" style={{ opacity: query.isPlaceholderData ? 0.5 : 1 }}>
        <SectionCard title={t('staff.classwise')} testId="classwise-card">
          <NativeSelect
            label={t('staff.class')}
            value={grade ?? NONE}
            onChange={(e) => { setGrade(e.currentTarget.value || null); setSection(null); }}
            data={[{ value: NONE, label: t('staff.chooseClass') }, ...grades.map((g) => ({ value: g, label: t('staff.classOption', { grade: g }) }))]}
            mb="sm"
            data-testid="staff-leaderboard-class"
          />
          {classLeaders
            ? <StaffLeadersList leaders={classLeaders} testId="classwise-leaders" />
            : <Text c="dimmed" size="sm" ta="center" py="md">{grades.length === 0 ? t('staff.empty') : t('staff.pickClassFirst')}</Text>}
        </SectionCard>
        <SectionCard title={t('staff.sectionwise')} testId="sectionwise-card">
          <NativeSelect
            label={t('staff.section')}
            value={section ?? NONE}
            disabled={!grade}
            onChange={(e) => setSection(e.currentTarget.value || null)}
            data={[{ value: NONE, label: t('staff.chooseSection') }, ...sections.map((s) => ({ value: s, label: t('staff.sectionOption', { section: s }) }))]}
            mb="sm"
            data-testid="staff-leaderboard-section"
          />
          {sectionLeaders
            ? <StaffLeadersList leaders={sectionLeaders} testId="sectionwise-leaders" />
            : <Text c="dimmed" size="sm" ta="center" py="md">{grades.length === 0 ? t('staff.empty') : t('staff.pickSectionFirst')}</Text>}
        </SectionCard>
        <SectionCard title={t('staff.nationwide')} testId="nationwide-card">
          <StaffLeadersList leaders={board.nationwide} withSchool testId="nationwide-leaders" />
        </SectionCard>
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="sm" data-testid="staff-leaderboard">
      <PanelHeader order={2} title={t('staff.title')} description={t('staff.description')} actions={typeSelect} testId="staff-leaderboard-header" />
      {content}
    </Stack>
  );
}
