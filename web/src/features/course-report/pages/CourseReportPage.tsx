import { Grid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { storage } from '../../../lib/storage';
import { loadErrorFallback } from '../../../lib/api';
import { useStudentActivity } from '../../../api/course-report';
import { ActivitySection } from '../components/ActivitySection';
import { MonthlyLoginCard } from '../components/MonthlyLoginCard';
import { TeacherCommentCard } from '../components/TeacherCommentCard';

/** The student portal's 'Course Report' panel (key `progress`, spec 1 §2). */
export default function CourseReportPage() {
  const { t } = useTranslation('courseReport');
  const activity = useStudentActivity();

  return (
    <Stack gap={0} data-testid="course-report">
      <PanelHeader title={t('title')} />
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}><MonthlyLoginCard /></Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}><TeacherCommentCard /></Grid.Col>
        </Grid>
        {storage.username() ? (
          <QueryState
            query={activity}
            errorFallback={loadErrorFallback(activity.error, { failed: t('activity.failed'), network: t('activity.network'), unreadable: t('activity.unreadable') })}
            skeleton={(
              <Grid gap="md" data-testid="panel-loading" aria-busy="true">
                <Grid.Col span={{ base: 12, md: 8 }}><Skeleton height={320} /></Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}><Skeleton height={320} /></Grid.Col>
              </Grid>
            )}
          >
            {(data) => <ActivitySection activity={data} />}
          </QueryState>
        ) : (
          <ErrorState message={t('userNotAuthenticated')} />
        )}
      </Stack>
    </Stack>
  );
}
