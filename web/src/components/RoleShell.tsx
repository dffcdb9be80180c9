import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronIcon, LogoutIcon, MenuIcon } from './icons';
import { ActivePanelContext, type SelectPanel } from './active-panel';
import { useFocusMainHeading, useMenuFocusTrap } from './shell-focus';
import classes from './RoleShell.module.css';

export interface ShellNavItem {
  key: string;
  /** Already translated. */
  label: string;
  icon: ReactNode;
  /** The section's own address: a real link, so it opens in a new tab and works with back and forward. */
  href: string;
}

interface RoleShellProps {
  items: readonly ShellNavItem[];
  /** The section shown now (it comes from the address). */
  activeKey: string;
  /** Shows another section by its key, with a query for it (the shell's owner turns them into an address). */
  onSelect: SelectPanel;
  /** Called as a sidebar link is followed, before the section has loaded. */
  onNavigate?: (key: string) => void;
  children: ReactNode;
  onLogout: () => void;
  logoutBusy?: boolean;
  /** Shown at the right of the top bar on every screen size (the notification bell, say). */
  headerActions?: ReactNode;
}

/** The sidebar layout every role's dashboard shares (spec 1 §2 "Student portal"). */
export function RoleShell({ items, activeKey, onSelect, onNavigate, children, onLogout, logoutBusy = false, headerActions }: RoleShellProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);

  const sidebarRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  /** Set as the menu closes by Escape or the overlay: the menu button gets the focus back. */
  const focusMenuButton = useRef(false);

  /** Closes the phone menu; focus goes back to the menu button unless a section was chosen (its heading takes it). */
  const closeMenu = useCallback((returnFocus: boolean) => {
    focusMenuButton.current = returnFocus;
    setMobileOpen(false);
  }, []);

  // Only once the menu is closed: until then the page under it, menu button included, is inert.
  useEffect(() => {
    if (mobileOpen || !focusMenuButton.current) return;
    focusMenuButton.current = false;
    menuButtonRef.current?.focus();
  }, [mobileOpen]);

  useMenuFocusTrap(mobileOpen, sidebarRef, closeMenu);
  useFocusMainHeading(activeKey, mainRef);

  const select: SelectPanel = (key, search) => {
    onSelect(key, search);
    closeMenu(false);
  };

  return (
    <div className={classes.shell} data-collapsed={collapsed || undefined} data-mobile-open={mobileOpen || undefined}>
      {/* On a phone the open menu is a modal dialog over the page: the rest is inert and Tab stays inside. */}
      <aside
        id="role-shell-sidebar"
        ref={sidebarRef}
        className={classes.sidebar}
        role={mobileOpen ? 'dialog' : undefined}
        aria-modal={mobileOpen || undefined}
        aria-label={mobileOpen ? t('a11y.menu') : undefined}
      >
        <div className={classes.brandRow}>
          <span className={classes.brand}>{t('common.appName')}</span>
          <button
            type="button"
            className={`${classes.iconButton} ${classes.collapseToggle}`}
            onClick={() => setCollapsed((value) => !value)}
            aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
            aria-expanded={!collapsed}
            data-testid="sidebar-toggle"
          >
            <ChevronIcon direction={collapsed ? 'right' : 'left'} />
          </button>
        </div>
        {/* The list scrolls inside the sidebar when it is taller than the screen; Logout below it stays in view. */}
        <nav aria-label={t('shell.sidebarLabel')} className={classes.nav}>
          <ul className={classes.list}>
            {items.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.href}
                  className={classes.item}
                  onClick={() => {
                    onNavigate?.(item.key);
                    closeMenu(false);
                  }}
                  aria-current={item.key === activeKey ? 'page' : undefined}
                  title={collapsed ? item.label : undefined}
                  data-testid={`nav-${item.key}`}
                >
                  {item.icon}
                  <span className={classes.label}>{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={`${classes.list} ${classes.bottom}`}>
          <li>
            <button
              type="button"
              className={classes.item}
              onClick={onLogout}
              disabled={logoutBusy}
              title={collapsed ? t('shell.nav.logout') : undefined}
              data-testid="nav-logout"
            >
              <LogoutIcon />
              <span className={classes.label}>{t('shell.nav.logout')}</span>
            </button>
          </li>
        </ul>
      </aside>

      {mobileOpen && (
        <div className={classes.overlay} onClick={() => closeMenu(true)} aria-hidden="true" data-testid="sidebar-overlay" />
      )}

      <div className={classes.content} inert={mobileOpen || undefined}>
        <header className={classes.topbar}>
          <button
            ref={menuButtonRef}
            type="button"
            className={`${classes.iconButton} ${classes.mobileOnly}`}
            onClick={() => setMobileOpen(true)}
            aria-label={t('shell.openMenu')}
            aria-controls="role-shell-sidebar"
            aria-expanded={mobileOpen}
            data-testid="sidebar-menu"
          >
            <MenuIcon />
          </button>
          <span className={`${classes.brand} ${classes.mobileOnly}`}>{t('common.appName')}</span>
          {headerActions && <div className={classes.headerActions}>{headerActions}</div>}
        </header>
        <main ref={mainRef} className={classes.main}>
          <ActivePanelContext.Provider value={select}>{children}</ActivePanelContext.Provider>
        </main>
      </div>
    </div>
  );
}
