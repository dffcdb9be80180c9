import type { LoginResponse } from '@prayog/contract';
import { forgetKept } from '../offline/kept';
import { forgetQueue } from '../offline/queue-store';

/**
 * The browser storage keys of spec 1 §3. Other screens and the e2e tests read these exact
 * names, so they are spelled once here and nowhere else.
 */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  username: 'username',
  dashboardUrl: 'dashboard_url',
  role: 'role',
  isAuthenticated: 'isAuthenticated',
  isSuperUser: 'isSuperUser',
  activeContent: 'activeContent',
  school: 'school',
  /** The interface language this browser chose ('en' or 'hi'). */
  language: 'language',
  /** The child a parent with several linked children last chose (their username). */
  parentChild: 'parentChild',
  /** The school an administrator last chose for the school screens of the admin dashboard (its id). */
  adminSchool: 'adminSchool',
} as const;

export const DEFAULT_ACTIVE_CONTENT = 'dashboard';

// localStorage can throw (private mode, disabled storage); a failed read means "signed out".
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing sensible to do: the session simply will not survive a reload.
  }
}

export const storage = {
  authToken: () => read(STORAGE_KEYS.authToken),
  username: () => read(STORAGE_KEYS.username),
  role: () => read(STORAGE_KEYS.role),
  school: () => read(STORAGE_KEYS.school),
  isAuthenticated: () => read(STORAGE_KEYS.isAuthenticated) === 'true',
  isSuperUser: () => read(STORAGE_KEYS.isSuperUser) === 'true',
  activeContent: () => read(STORAGE_KEYS.activeContent) ?? DEFAULT_ACTIVE_CONTENT,
  language: () => read(STORAGE_KEYS.language),
  setLanguage: (language: string) => write(STORAGE_KEYS.language, language),
  parentChild: () => read(STORAGE_KEYS.parentChild),
  setParentChild: (username: string) => write(STORAGE_KEYS.parentChild, username),
  /** `null` when none was chosen yet (or the stored text is not an id). */
  adminSchool: (): number | null => {
    const id = Number(read(STORAGE_KEYS.adminSchool) ?? '');
    return Number.isInteger(id) && id > 0 ? id : null;
  },
  setAdminSchool: (id: number) => write(STORAGE_KEYS.adminSchool, String(id)),

  setActiveContent: (key: string) => write(STORAGE_KEYS.activeContent, key),
  /** Teacher-side screens keep the user's school here (spec 1 §3). */
  setSchool: (school: string) => write(STORAGE_KEYS.school, school),

  /** Everything a successful login leaves behind (spec 1 §4). */
  saveLogin(login: LoginResponse): void {
    write(STORAGE_KEYS.authToken, login.token);
    write(STORAGE_KEYS.username, login.username);
    write(STORAGE_KEYS.dashboardUrl, login.dashboard_url);
    write(STORAGE_KEYS.role, login.role);
    write(STORAGE_KEYS.isAuthenticated, 'true');
    write(STORAGE_KEYS.isSuperUser, login.is_superuser ? 'true' : 'false');
    write(STORAGE_KEYS.activeContent, DEFAULT_ACTIVE_CONTENT);
  },

  /**
   * Logout clears all browser storage, not only our keys (spec 1 §4), and the kept lessons' cache — except the language the browser chose,
   * so the sign-in page after logout still speaks it (ADR 0006).
   */
  clearAll(): void {
    const language = read(STORAGE_KEYS.language);
    try {
      window.localStorage.clear();
    } catch {
      // Ignore: see read().
    }
    if (language) write(STORAGE_KEYS.language, language);
    // Subjects kept on the phone go too: a shared phone keeps nothing of one student for the next (ADR 0029).
    void forgetKept().catch(() => undefined);
    // So do writes waiting in the offline queue (sign-out sent what it could first: app/shells/RolePortal.tsx).
    void forgetQueue().catch(() => undefined);
  },
};
