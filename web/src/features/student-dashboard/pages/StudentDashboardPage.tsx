import { Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';
import { QueryState } from '../../../components/QueryState';
import { storage } from '../../../lib/storage';
import { useStudentDashboard } from '../api/dashboard';
import { loadErrorFallback } from '../../../lib/api';
import { ActiveHomeworkCard } from '../components/ActiveHomeworkCard';
import { DashboardErrorBoundary } from '../components/DashboardErrorBoundary';
import { DashboardSkeleton } from '../components/DashboardSkeleton';
import { LatestUpdatesCard } from '../components/LatestUpdatesCard';
import { NewsSlider } from '../components/NewsSlider';
import { NotificationsCard } from '../components/NotificationsCard';
import { PerformanceChart } from '../components/PerformanceChart';
import { ProfileCard } from '../components/ProfileCard';

/**
 * The student's Dashboard panel (spec 1 §2): greeting, news slider, performance chart, profile card,
 * notifications, active homework and latest updates. Notifications and homework load on their own,
 * so one failing call leaves the rest of the dashboard in place.
 */
export default function StudentDashboardPage() {
  const { t } = useTranslation('studentDashboard');
  const username = storage.username();
  const query = useStudentDashboard(username);

  if (!username) return <ErrorState message={t('errors.notAuthenticated')} />;

  const fallback = loadErrorFallback(query.error, { failed: t('errors.failed'), network: t('errors.network'), unreadable: t('errors.dashboard') });
  return (
    <DashboardErrorBoundary message={t('errors.dashboard')}>
      <Stack gap="md" data-testid="student-dashboard">
        <QueryState query={query} errorFallback={fallback} skeleton={<DashboardSkeleton />}>
          {(data) => (
            <Stack gap="md">
              <div>
                <Title order={1} size="h2" data-testid="dashboard-greeting">{t('greeting', { name: data.profile.name })}</Title>
                <Text c="dimmed" size="sm">{t('greetingSubtitle')}</Text>
              </div>
              <Grid gap="md">
                <Grid.Col span={{ base: 12, md: 8 }}><NewsSlider news={data.admin_news_list} /></Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}><ProfileCard data={data} /></Grid.Col>
                <Grid.Col span={{ base: 12, md: 8 }}><PerformanceChart reports={data} /></Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}><LatestUpdatesCard updates={data.admin_updates} /></Grid.Col>
              </Grid>
            </Stack>
          )}
        </QueryState>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}><NotificationsCard /></Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}><ActiveHomeworkCard /></Grid.Col>
        </Grid>
      </Stack>
    </DashboardErrorBoundary>
  );
}
