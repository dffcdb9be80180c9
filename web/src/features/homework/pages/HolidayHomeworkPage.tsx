import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HomeworkForm } from '../components/HomeworkForm';
import { HomeworkList } from '../components/HomeworkList';

/** The Holiday Homework panel (key `projects`): a submission form and the earlier submissions. */
export default function HolidayHomeworkPage() {
  const { t } = useTranslation('homework');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">{t('title')}</Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <HomeworkForm />
        <HomeworkList />
      </SimpleGrid>
    </Stack>
  );
}
