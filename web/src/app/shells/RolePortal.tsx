import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { RoleShell } from '../../components/RoleShell';
import { useLogout } from '../../api/accounts';
import { offlineQueue } from '../../api/offline-queue';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { PasswordChangeGate } from '../../features/accounts/components/PasswordChangeGate';
import { PrivacyNoticeGate } from '../../features/accounts/components/PrivacyNoticeGate';
import { DEFAULT_ACTIVE_CONTENT, storage } from '../../lib/storage';
import type { ShellPanel } from './types';

/** Where a section lives: the role's route, then the section's path. */
export const sectionHref = (basePath: string, panel: Pick<ShellPanel, 'path'>) => (panel.path ? `${basePath}/${panel.path}` : basePath);

/**
 * A role's dashboard: the shared sidebar shell, its sections, and logout. Each section has its own address under
 * the role's route (/dashboard/assessments, /teacher_dashboard/inventory …), so back, forward, reload and shared
 * links work. The section shown is remembered (activeContent, spec 1 §3); opening the role's bare route when the
 * shell first appears in this page restores it. An unknown section goes to the role's home.
 */
export function RolePortal({ panels, basePath, banner }: { panels: readonly ShellPanel[]; basePath: string; banner?: ReactNode }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  const { section } = useParams();
  // Restoring happens once, as the shell first appears: later visits to the home (the sidebar, back) stay there.
  const mountedAt = useRef(section ?? '');
  const home = panels.find((p) => p.path === '') ?? panels[0];
  const panel = section === undefined ? home : panels.find((p) => p.path === section);
  const remembered = panels.find((p) => p.key === storage.activeContent());
  const restore = section === undefined && mountedAt.current === '' && remembered && remembered !== home;

  useEffect(() => {
    if (panel && !restore) storage.setActiveContent(panel.key);
  }, [panel, restore]);
  useEffect(() => { mountedAt.current = 'done'; }, []);

  if (restore) return <Navigate to={sectionHref(basePath, remembered)} replace />;
  if (!panel) {
    storage.setActiveContent(DEFAULT_ACTIVE_CONTENT);
    return <Navigate to={basePath} replace />;
  }

  const items = panels.filter((p) => !p.hidden).map((p) => ({ key: p.key, label: t(p.labelKey), icon: p.icon, href: sectionHref(basePath, p) }));
  const select = (key: string, search?: Record<string, string>) => {
    const target = panels.find((p) => p.key === key);
    if (!target) return;
    // Remembered at once: the section's code may still be loading when the page is left or reloaded.
    storage.setActiveContent(target.key);
    navigate({ pathname: sectionHref(basePath, target), search: search ? `?${new URLSearchParams(search)}` : '' });
  };
  const { Panel } = panel;
  return (
    <RoleShell
      items={items}
      activeKey={panel.key}
      onSelect={select}
      onNavigate={(key) => storage.setActiveContent(key)}
      // Writes kept on the phone (the offline queue) go first, while the token still works; sign-out then deletes the rest.
      onLogout={() => void offlineQueue.sendBeforeSignOut().finally(() => logout.mutate())}
      logoutBusy={logout.isPending}
      headerActions={<><LanguageSwitch /><NotificationBell /></>}
    >
      {banner}
      {/* Only the content area waits for a section's code and texts: the sidebar and top bar stay. */}
      <Suspense fallback={<ContentSkeleton />}>
        <Panel />
      </Suspense>
      {/* An account still on a one-time password chooses its own before anything else (ADR 0007). */}
      <PasswordChangeGate />
      {/* Then the current privacy notice, until the person has accepted it (ADR 0032). */}
      <PrivacyNoticeGate />
    </RoleShell>
  );
}
