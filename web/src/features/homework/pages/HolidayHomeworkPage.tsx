import { Box, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../../../components/PanelHeader';
import { HomeworkForm } from '../components/HomeworkForm';
import { HomeworkList } from '../components/HomeworkList';

/** The Holiday Homework panel (key `projects`): a submission form and, below it, the earlier submissions. */
export default function HolidayHomeworkPage() {
  const { t } = useTranslation('homework');
  return (
    <Stack gap={0}>
      <PanelHeader title={t('title')} />
      <Stack gap="xl">
        <Box maw={720}>
          <HomeworkForm />
        </Box>
        <HomeworkList />
      </Stack>
    </Stack>
  );
}
