import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { useSubjects } from '../../../api/lessons';
import { SubjectCard } from '../components/SubjectCard';

function SubjectsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" data-testid="panel-loading" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} withBorder radius="md" padding="md">
          <Card.Section><Skeleton h={120} radius={0} /></Card.Section>
          <Skeleton h={20} w="60%" mt="md" />
          <Skeleton h={12} mt="sm" />
          <Skeleton h={8} mt="sm" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The Subjects panel (spec 1 §2): one card per subject of the student's grade, each opening the lesson viewer. */
export default function SubjectsPage() {
  const { t } = useTranslation('lessons');
  const query = useSubjects();
  return (
    <Stack gap={0} data-testid="subjects-panel">
      <PanelHeader title={t('subjects.title')} />
      <QueryState
        query={query}
        errorFallback={t('subjects.failed')}
        isEmpty={(data) => data.subjects.length === 0}
        emptyMessage={t('subjects.empty')}
        skeleton={<SubjectsSkeleton />}
      >
        {(data) => (
          <Stack gap="sm">
            <Text c="dimmed" size="sm">{t('subjects.intro', { grade: data.grade })}</Text>
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
              {data.subjects.map((s) => <SubjectCard key={s.id} subject={s} />)}
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
