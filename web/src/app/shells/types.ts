import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { ParseKeys } from 'i18next';

/**
 * One sidebar entry of a role's dashboard and the panel it shows. A later feature adds a panel
 * by adding an entry with a lazy component to that role's list; nothing else changes.
 */
export interface ShellPanel {
  key: string;
  labelKey: ParseKeys;
  icon: ReactNode;
  Panel: LazyExoticComponent<ComponentType>;
}
