import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSkeleton } from '../../components/FullPageSkeleton';
import { RoleShell } from '../../components/RoleShell';
import { useLogout } from '../../features/accounts/api/logout';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import type { ShellPanel } from './types';

/** A role's dashboard: the shared sidebar shell, its panels, and logout. */
export function RolePortal({ panels }: { panels: readonly ShellPanel[] }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const items = panels.map(({ key, labelKey, icon }) => ({ key, label: t(labelKey), icon }));

  const renderContent = (activeKey: string) => {
    const panel = panels.find((p) => p.key === activeKey) ?? panels[0];
    if (!panel) return null;
    const { Panel } = panel;
    return (
      <Suspense fallback={<FullPageSkeleton />}>
        <Panel />
      </Suspense>
    );
  };

  return (
    <RoleShell
      items={items}
      renderContent={renderContent}
      onLogout={() => logout.mutate()}
      logoutBusy={logout.isPending}
      headerActions={<NotificationBell />}
    />
  );
}
