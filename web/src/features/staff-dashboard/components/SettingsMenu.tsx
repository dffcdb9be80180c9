import { ActionIcon, Menu } from '@mantine/core';
import { IconLogout, IconNotebook, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../api/accounts';

export interface SettingsLink {
  key: 'profile' | 'reflections';
  to: string;
}

const ICONS = { profile: IconUserCircle, reflections: IconNotebook } as const;

/**
 * The home's settings menu (spec 3: Profile, My Reflections and Logout; spec 2 §2.2: Logout only). Logout is the
 * shell's own (useLogout: the server call, then storage cleared and /login, where the sign-in page announces
 * 'Logged out successfully!'; a failure is announced by useLogout itself).
 */
export function SettingsMenu({ links }: { links: readonly SettingsLink[] }) {
  const { t } = useTranslation('staffDashboard');
  const logout = useLogout();
  const signOut = () => logout.mutate();
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('settings.label')} data-testid="settings-menu">
          <IconSettings size={20} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => {
          const Icon = ICONS[link.key];
          return (
            <Menu.Item key={link.key} component={Link} to={link.to} leftSection={<Icon size={16} aria-hidden="true" />} data-testid={`settings-${link.key}`}>
              {t(`settings.${link.key}`)}
            </Menu.Item>
          );
        })}
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={signOut} disabled={logout.isPending} data-testid="settings-logout">
          {t('settings.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
