import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { ParseKeys } from 'i18next';

/**
 * One sidebar entry of a role's dashboard and the panel it shows. A later feature adds a panel
 * by adding an entry with a lazy component to that role's list; nothing else changes.
 */
export interface ShellPanel {
  /** The panel's name in browser storage (activeContent, spec 1 §3). */
  key: string;
  /** Its address under the role's route ('' for the role's home), e.g. 'course-report' → /dashboard/course-report. */
  path: string;
  labelKey: ParseKeys;
  icon: ReactNode;
  Panel: LazyExoticComponent<ComponentType>;
  /** Reached by its address only (a settings-menu link), not listed in the sidebar. */
  hidden?: boolean;
}
