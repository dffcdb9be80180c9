import { createContext, useContext } from 'react';
import { storage } from '../lib/storage';

/**
 * Shows a panel by its key; `search` goes into the section's address as its query (e.g. which report to open),
 * for the panel to read with useSearchParams.
 */
export type SelectPanel = (key: string, search?: Record<string, string>) => void;

/**
 * Lets a panel switch the portal to another panel (e.g. a quiz result's 'Show Report' opens the
 * Assessment Report of that quiz) without knowing the shell: RoleShell provides its own select function.
 */
export const ActivePanelContext = createContext<SelectPanel | null>(null);

/**
 * The function that shows another panel by its key. Outside a shell it only remembers the key
 * (activeContent, spec 1 §3), which the shell reads when it next mounts.
 */
export function useSelectPanel(): SelectPanel {
  return useContext(ActivePanelContext) ?? ((key) => storage.setActiveContent(key));
}
