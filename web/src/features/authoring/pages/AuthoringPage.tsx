import { useMemo } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../../../components/PanelHeader';
import { useSchoolSummaryRows } from '../../../api/admin';
import { useAuthoringSubjectRows } from '../../../api/authoring';
import { LessonsPanel } from '../components/LessonsPanel';
import { QuizzesPanel } from '../components/QuizzesPanel';
import { SubjectsPanel } from '../components/SubjectsPanel';

const TABS = ['subjects', 'quizzes'] as const;
type Tab = (typeof TABS)[number];

/**
 * Authoring (issue 12), the administrator's: subjects → their lessons and resources, and the quizzes with their
 * question editor. The open tab and subject are in the address (?tab=, ?subject=), so Back and shared links work.
 */
export default function AuthoringPage() {
  const { t } = useTranslation('authoring');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'subjects';
  const subjectParam = Number(params.get('subject'));
  const subjectId = Number.isInteger(subjectParam) && subjectParam > 0 ? subjectParam : null;
  const schools = useSchoolSummaryRows();
  const subjects = useAuthoringSubjectRows(false);
  const schoolChoices = useMemo(() => (schools.data ?? []).map((s) => ({ id: s.id, name: s.school_name })), [schools.data]);
  const subjectChoices = useMemo(() => (subjects.data ?? []).map((s) => ({ id: s.id, name: s.name, grade: s.grade, school_ids: s.school_ids })), [subjects.data]);

  return (
    <Stack gap="md" data-testid="authoring-page">
      <PanelHeader title={t('title')} description={t('description')} />
      <Tabs value={tab} onChange={(value) => value && setParams({ tab: value })} keepMounted={false} data-testid="authoring-tabs">
        <Tabs.List mb="md">
          <Tabs.Tab value="subjects" data-testid="authoring-tab-subjects">{t('tabs.subjects')}</Tabs.Tab>
          <Tabs.Tab value="quizzes" data-testid="authoring-tab-quizzes">{t('tabs.quizzes')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subjects">
          {subjectId === null
            ? <SubjectsPanel onOpen={(id) => setParams({ tab: 'subjects', subject: String(id) })} />
            : <LessonsPanel key={subjectId} subjectId={subjectId} onBack={() => setParams({ tab: 'subjects' })} />}
        </Tabs.Panel>
        <Tabs.Panel value="quizzes">
          <QuizzesPanel schoolChoices={schoolChoices} subjectChoices={subjectChoices} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
