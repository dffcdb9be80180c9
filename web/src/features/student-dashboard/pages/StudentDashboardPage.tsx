import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { storage } from '../../../lib/storage';
import { useStudentDashboard, useStudentHome } from '../../../api/student-dashboard';
import { loadErrorFallback } from '../../../lib/api';
import { ActiveHomeworkCard } from '../components/ActiveHomeworkCard';
import { DashboardErrorBoundary } from '../components/DashboardErrorBoundary';
import { DashboardSkeleton } from '../components/DashboardSkeleton';
import { FollowUsCard } from '../components/FollowUsCard';
import { LatestUpdatesCard } from '../components/LatestUpdatesCard';
import { NewsSlider } from '../components/NewsSlider';
import { NotificationsCard } from '../components/NotificationsCard';
import { PerformanceChart } from '../components/PerformanceChart';
import { ProfileCard } from '../components/ProfileCard';

/**
 * The student's Dashboard panel (spec 1 §2): greeting, news slider, performance chart, profile card,
 * notifications, active homework, latest updates and the 'Follow Us' card. The first view comes in one call
 * (useStudentHome, issue 29), which fills each card's own query; should it fail, each card asks on its own, so one
 * failing call leaves the rest of the dashboard in place.
 */
export default function StudentDashboardPage() {
  const { t } = useTranslation('studentDashboard');
  const username = storage.username();
  const home = useStudentHome(username);

  if (!username) return <ErrorState message={t('errors.notAuthenticated')} />;
  // Until the first view is answered the cards wait, so they do not each ask for their part as well.
  if (home.waiting) return <DashboardSkeleton />;
  return <DashboardPanels username={username} />;
}

function DashboardPanels({ username }: { username: string }) {
  const { t } = useTranslation('studentDashboard');
  const { t: tShell } = useTranslation();
  const query = useStudentDashboard(username);

  const fallback = loadErrorFallback(query.error, { failed: t('errors.failed'), network: t('errors.network'), unreadable: t('errors.dashboard') });
  return (
    <DashboardErrorBoundary message={t('errors.dashboard')}>
      <Stack gap="md" data-testid="student-dashboard">
        {/* Without the data there is no name to greet: the panel is still headed by its name. */}
        {query.isError && <PanelHeader title={tShell('shell.nav.dashboard')} testId="dashboard-header" />}
        <QueryState query={query} errorFallback={fallback} skeleton={<DashboardSkeleton />}>
          {(data) => (
            <div>
              <PanelHeader title={t('greeting', { name: data.profile.name })} description={t('greetingSubtitle')} testId="dashboard-header" />
              <Grid gap="md">
                <Grid.Col span={{ base: 12, md: 8 }}><NewsSlider news={data.admin_news_list} /></Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}><ProfileCard data={data} /></Grid.Col>
                <Grid.Col span={{ base: 12, md: 8 }}><PerformanceChart reports={data} /></Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}><LatestUpdatesCard updates={data.admin_updates} /></Grid.Col>
              </Grid>
            </div>
          )}
        </QueryState>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 'auto' }}><NotificationsCard /></Grid.Col>
          <Grid.Col span={{ base: 12, md: 'auto' }}><ActiveHomeworkCard /></Grid.Col>
          <Grid.Col span={{ base: 12, md: 'content' }}><FollowUsCard /></Grid.Col>
        </Grid>
      </Stack>
    </DashboardErrorBoundary>
  );
}
