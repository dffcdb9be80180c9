import { useState, type ReactNode } from 'react';
import { Button, Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';
import { PanelHeader } from '../../../components/PanelHeader';
import { errorDetail } from '../../../lib/api';
import { useSchoolSummary } from '../../../api/admin';
import { EngagementCard } from '../components/EngagementCard';
import { HomeworkBySchool } from '../components/HomeworkBySchool';
import { NotifySchoolModal } from '../components/NotifySchoolModal';
import { OverviewCard } from '../components/OverviewCard';
import { QuickActivities } from '../components/QuickActivities';
import { SchoolFormModal } from '../components/SchoolFormModal';
import { SummaryCards } from '../components/SummaryCards';

function DashboardSkeleton() {
  return (
    <Stack gap="md" data-testid="admin-home-loading" aria-busy="true">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>{[0, 1, 2].map((i) => <Skeleton key={i} height={96} radius="md" />)}</SimpleGrid>
      <Skeleton height={300} radius="md" />
    </Stack>
  );
}

/**
 * The administrator's home (spec 3 "Administrator dashboard"): Total Schools, Total Students and Active Homework, an
 * overview, Quick Activities that approve schools, add one or send a notification, one school's LMS Engagement by
 * month, and the Homework Report by School. Everything but the engagement comes from the one school summary.
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const summary = useSchoolSummary();
  const [addingSchool, setAddingSchool] = useState(false);
  const [notifying, setNotifying] = useState(false);

  const header = (
    <PanelHeader
      title={t('dashboard.title')}
      description={t('dashboard.description')}
      actions={(
        <Button component={Link} to="/admin-dashboard/profile" variant="default" leftSection={<IconUserCircle size={18} aria-hidden />} data-testid="admin-profile-link">
          {t('dashboard.profile')}
        </Button>
      )}
      testId="admin-home-header"
    />
  );

  let content: ReactNode;
  if (summary.isPending) content = <DashboardSkeleton />;
  else if (summary.isError) {
    content = <ErrorState message={errorDetail(summary.error, t('common.summaryFailed'))} onRetry={() => void summary.refetch()} />;
  } else {
    const data = summary.data;
    content = (
      <Stack gap="md">
        <SummaryCards summary={data} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <EngagementCard schools={data.schools} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <QuickActivities pending={data.pending_school_accounts} onAddSchool={() => setAddingSchool(true)} onSendNotification={() => setNotifying(true)} />
              <OverviewCard summary={data} />
            </Stack>
          </Grid.Col>
        </Grid>
        <HomeworkBySchool schools={data.schools} />
        <SchoolFormModal opened={addingSchool} onClose={() => setAddingSchool(false)} />
        <NotifySchoolModal opened={notifying} onClose={() => setNotifying(false)} schools={data.schools} />
      </Stack>
    );
  }
  return <Stack gap={0} data-testid="admin-home">{header}{content}</Stack>;
}
