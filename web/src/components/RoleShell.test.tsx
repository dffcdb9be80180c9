import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useEffect, useState } from 'react';
import { renderWithProviders } from '../test/render';
import { RoleShell, type ShellNavItem } from './RoleShell';

const items: ShellNavItem[] = [
  { key: 'home', label: 'Dashboard', icon: null, href: '/dashboard' },
  { key: 'reports', label: 'Reports', icon: null, href: '/dashboard/reports' },
];

/** A shell whose sections are plain headings; `late` sections show their heading only after a moment (lazy code). */
function Shell({ late = false }: { late?: boolean }) {
  const [active, setActive] = useState('home');
  const [ready, setReady] = useState(!late);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return (
    <MemoryRouter>
      <RoleShell items={items} activeKey={active} onSelect={setActive} onNavigate={setActive} onLogout={() => {}}>
        {ready && <h1>{active === 'home' ? 'Welcome' : 'Your reports'}</h1>}
        <button type="button">In the section</button>
      </RoleShell>
    </MemoryRouter>
  );
}

describe('RoleShell focus', () => {
  it('puts the focus on the section heading when the shell appears, also when the heading comes late', async () => {
    renderWithProviders(<Shell late />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves the focus to the new heading after a sidebar link, but leaves it where the person put it in the content', async () => {
    const { user } = renderWithProviders(<Shell />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Welcome' })).toHaveFocus());
    await user.click(screen.getByTestId('nav-reports'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your reports' })).toHaveFocus());
    const inside = screen.getByRole('button', { name: 'In the section' });
    act(() => inside.focus());
    await new Promise((r) => setTimeout(r, 50));
    expect(inside).toHaveFocus();
  });

  it('keeps the focus inside the open phone menu, and Escape gives it back to the menu button', async () => {
    const { user } = renderWithProviders(<Shell />);
    const menuButton = screen.getByTestId('sidebar-menu');
    await user.click(menuButton);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-modal', 'true');
    // The first control of the menu has the focus; the page behind is inert.
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
    // Tab goes round: from the last control (Logout) back to the first, and Shift+Tab the other way.
    const logout = screen.getByTestId('nav-logout');
    act(() => logout.focus());
    await user.tab();
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(logout);
    const first = document.activeElement;
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(logout);
    act(() => (first as HTMLElement).focus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
  });
});
