import { useState, type ReactNode } from 'react';
import { Grid, Skeleton, SimpleGrid, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffHome as StaffHomeData } from '@prayog/contract';
import { ErrorState } from '../../../components/ErrorState';
import { PanelHeader } from '../../../components/PanelHeader';
import { useStaffHome } from '../../../api/staff-dashboard';
import { errorDetail } from '../../../lib/api';
import type { StaffRole } from '../../../lib/staff-role';
import { ActiveLearnersView } from './ActiveLearnersView';
import { EngagementChart } from './EngagementChart';
import { OverviewCard, TopCards } from './HomeCards';
import { QuickActivities, type QuickActivity } from './QuickActivities';
import { RecentActivities } from './RecentActivities';
import { SettingsMenu, type SettingsLink } from './SettingsMenu';
import { SubjectsModal } from './SubjectsModal';

/** The Active Learners table has its own address (?view=active-learners), so the browser's back button leaves it too. */
const VIEW_PARAM = 'view';
const ACTIVE_LEARNERS = 'active-learners';

export interface StaffHomeProps {
  role: StaffRole;
  /** The page's heading and the line under it, from the home's data ('Welcome Neha Verma', or the school's name). */
  heading: (home: StaffHomeData) => { title: string; description?: string };
  settingsLinks: readonly SettingsLink[];
  /** The role's Quick Activities; `showSubjects` opens the All Subjects modal. */
  quickActivities: (actions: { showSubjects: () => void }) => readonly QuickActivity[];
  /** The spec's text when the home cannot be fetched. */
  errorText: string;
}

function HomeSkeleton() {
  return (
    <Stack gap="md" data-testid="staff-home-loading" aria-busy="true">
      <Skeleton height={36} width="45%" />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>{[0, 1, 2].map((i) => <Skeleton key={i} height={96} radius="md" />)}</SimpleGrid>
      <Skeleton height={300} radius="md" />
    </Stack>
  );
}

/**
 * The dashboard home the teacher and the school account share (spec 3 "Dashboard home", spec 2 §2.2): the cards,
 * Overview, LMS Engagement, Recent Activities and Quick Activities; the role decides the heading, the settings
 * menu and the quick activities. Recent Activities loads on its own, so its failure leaves the rest in place.
 */
export function StaffHome({ role, heading, settingsLinks, quickActivities, errorText }: StaffHomeProps) {
  const { t } = useTranslation();
  const { t: tHome } = useTranslation('staffDashboard');
  const [month, setMonth] = useState<string | null>(null);
  const [subjectsOpen, setSubjectsOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const home = useStaffHome(role, month);
  const settings = <SettingsMenu links={settingsLinks} />;

  if (searchParams.get(VIEW_PARAM) === ACTIVE_LEARNERS) {
    const back = () => setSearchParams((params) => {
      params.delete(VIEW_PARAM);
      return params;
    });
    return <ActiveLearnersView onBack={back} />;
  }

  let content: ReactNode;
  if (home.isPending) content = <HomeSkeleton />;
  else if (home.isError) {
    content = (
      <>
        <PanelHeader title={t('shell.nav.dashboard')} actions={settings} testId="staff-home-header" />
        <ErrorState message={errorDetail(home.error, errorText)} onRetry={() => void home.refetch()} />
      </>
    );
  } else {
    const data = home.data;
    const { title, description } = heading(data);
    const showActiveLearners = () => setSearchParams((params) => {
      params.set(VIEW_PARAM, ACTIVE_LEARNERS);
      return params;
    });
    content = (
      <Stack gap="md">
        <PanelHeader
          title={title}
          description={(
            <>
              {description && <span>{description} · </span>}
              {/* Students type it when they sign up (ADR 0005); the staff hand it out. */}
              <span data-testid="join-code">{tHome('joinCode', { code: data.profile.school.join_code })}</span>
            </>
          )}
          actions={settings}
          testId="staff-home-header"
        />
        <TopCards home={data} onShowActiveLearners={showActiveLearners} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {/* A month is fetched only when chosen; until then the server's default (the latest with sign-ins). */}
              <EngagementChart home={data} onMonthChange={setMonth} loading={home.isPlaceholderData} />
              <RecentActivities role={role} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <QuickActivities activities={quickActivities({ showSubjects: () => setSubjectsOpen(true) })} />
              <OverviewCard home={data} onShowSubjects={() => setSubjectsOpen(true)} />
            </Stack>
          </Grid.Col>
        </Grid>
        <SubjectsModal opened={subjectsOpen} onClose={() => setSubjectsOpen(false)} subjects={data.subjects} />
      </Stack>
    );
  }
  return <div data-testid={`${role}-home`}>{content}</div>;
}
