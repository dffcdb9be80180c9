import { lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Select, Stack } from '@mantine/core';
import {
  IconBulb, IconCalendarStats, IconCalendarTime, IconClipboardList, IconEye, IconFileReport, IconPackages, IconReportAnalytics, IconShieldCheck,
  IconUserBolt, IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { useSchoolSummaryRows } from '../../api/admin';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PanelHeader } from '../../components/PanelHeader';
import { errorDetail } from '../../lib/api';
import { StaffScopeProvider, type StaffScope } from '../../lib/staff-role';
import { storage } from '../../lib/storage';
import type { ShellPanel } from './types';

interface AdminSchoolPanelProps {
  /** A heading for screens that have none of their own (the assessment reports). */
  titleKey?: ParseKeys;
  /** The school dashboard's screen, shown for the chosen school. */
  children: ReactNode;
  /**
   * The screen's actions are offered (the Accounts screen: an administrator deactivates and reactivates anyone,
   * ADR 0025); every other school screen is read-only for an administrator.
   */
  writable?: boolean;
}

/**
 * A school dashboard screen inside the admin dashboard (ADR 0015): a school picker (remembered in this browser, the
 * first school by name until one is chosen, or when the remembered one is gone), a note that the view is read-only,
 * and the screen in the read-only staff scope of that school, so its calls carry `?school=<id>`. The schools come
 * from the admin summary, not the public school choices: those name a school by its code, `?school=` takes its id.
 */
export function AdminSchoolPanel({ titleKey, children, writable = false }: AdminSchoolPanelProps) {
  const { t } = useTranslation();
  const schools = useSchoolSummaryRows();
  const [chosen, setChosen] = useState<number | null>(() => storage.adminSchool());
  const list = schools.data;
  const school = list?.find((s) => s.id === chosen) ?? list?.[0];
  const scope = useMemo<StaffScope | null>(() => (school ? { role: 'school', school: school.id, readOnly: !writable } : null), [school, writable]);

  if (schools.isPending) return <ContentSkeleton />;
  if (schools.isError) return <ErrorState message={errorDetail(schools.error, t('shell.adminSchool.loadFailed'))} onRetry={() => void schools.refetch()} />;

  const choose = (value: string | null) => {
    if (value === null) return;
    storage.setAdminSchool(Number(value));
    setChosen(Number(value));
  };
  return (
    <Stack gap="md" data-testid="admin-school-panel">
      {titleKey && <PanelHeader title={t(titleKey)} />}
      <Select
        label={t('shell.adminSchool.label')}
        placeholder={t('shell.adminSchool.placeholder')}
        data={(list ?? []).map((s) => ({ value: String(s.id), label: s.school_name }))}
        value={school ? String(school.id) : null}
        onChange={choose}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('shell.adminSchool.noSchools')}
        maw={420}
        data-testid="admin-school-select"
      />
      {school && scope ? (
        <>
          {writable ? (
            <Alert variant="light" color="orange" icon={<IconShieldCheck size={18} aria-hidden="true" />} data-testid="admin-school-acting">
              {t('shell.adminSchool.acting', { school: school.school_name })}
            </Alert>
          ) : (
            <Alert variant="light" color="blue" icon={<IconEye size={18} aria-hidden="true" />} data-testid="admin-school-readonly">
              {t('shell.adminSchool.readOnly', { school: school.school_name })}
            </Alert>
          )}
          {/* A fresh screen per school: its page, chosen quiz and open dialogs belong to the school it was opened for. */}
          <StaffScopeProvider key={school.id} value={scope}>{children}</StaffScopeProvider>
        </>
      ) : <EmptyState message={t('shell.adminSchool.noSchools')} />}
    </Stack>
  );
}

type Screen = ComponentType;

/** A lazy admin panel: the school screen's code loads with the section, then shows inside the school picker. */
function inSchool(load: () => Promise<Screen>, titleKey?: ParseKeys, writable = false) {
  return lazy(async () => {
    const Screen = await load();
    function SchoolScreen() {
      return <AdminSchoolPanel titleKey={titleKey} writable={writable}><Screen /></AdminSchoolPanel>;
    }
    return { default: SchoolScreen };
  });
}

const icon = (Icon: typeof IconBulb) => <Icon size={20} aria-hidden="true" />;

/**
 * The admin sidebar's school sections: the spec's eight (spec 3), in its order after Students — the school dashboard's
 * own screens for a chosen school, read-only — then the school's Accounts, where the administrator may act. The admin
 * shell lists them after its own sections.
 */
export const adminSchoolPanels: readonly ShellPanel[] = [
  {
    key: 'activeUsers', path: 'active-users', labelKey: 'shell.nav.activeUsers', icon: icon(IconUserBolt),
    Panel: inSchool(() => import('../../features/staff-dashboard/components/ActiveLearnersView').then((m) => m.ActiveLearnersView)),
  },
  {
    key: 'homework', path: 'homework', labelKey: 'shell.nav.homework', icon: icon(IconClipboardList),
    Panel: inSchool(() => import('../../features/assignments/pages/HomeworkReportsPage').then((m) => m.default)),
  },
  {
    key: 'macroPlanner', path: 'macro-planner', labelKey: 'shell.nav.macroPlanner', icon: icon(IconCalendarStats),
    Panel: inSchool(() => import('../../features/planners/pages/MacroPlannerPage').then((m) => m.default)),
  },
  {
    key: 'microPlanner', path: 'micro-planner', labelKey: 'shell.nav.microPlanner', icon: icon(IconCalendarTime),
    Panel: inSchool(() => import('../../features/planners/pages/MicroPlannerPage').then((m) => m.default)),
  },
  {
    key: 'inventory', path: 'inventory', labelKey: 'shell.nav.inventory', icon: icon(IconPackages),
    Panel: inSchool(() => import('../../features/inventory/pages/InventoryPage').then((m) => m.default)),
  },
  {
    key: 'monthlyReports', path: 'monthly-reports', labelKey: 'shell.nav.monthlyReports', icon: icon(IconFileReport),
    Panel: inSchool(() => import('../../features/monthly-reports/pages/MonthlyReportsPage').then((m) => m.default)),
  },
  {
    key: 'innovationClub', path: 'innovation-club', labelKey: 'shell.nav.innovationClub', icon: icon(IconBulb),
    Panel: inSchool(() => import('../../features/innovation-club/pages/InnovationClubPage').then((m) => m.default)),
  },
  {
    key: 'assessments', path: 'assessments', labelKey: 'shell.nav.assessments', icon: icon(IconReportAnalytics),
    Panel: inSchool(() => import('../../features/assignments/components/AssessmentReportTab').then((m) => m.AssessmentReportTab), 'shell.nav.assessments'),
  },
  {
    // The school's Accounts screen for the chosen school, with its actions: an administrator deactivates and reactivates
    // its teachers, parents, students and school accounts (ADR 0025).
    key: 'accounts', path: 'accounts', labelKey: 'shell.nav.accounts', icon: icon(IconUsers),
    Panel: inSchool(() => import('../../features/accounts/pages/SchoolAccountsPage').then((m) => m.default), undefined, true),
  },
];
