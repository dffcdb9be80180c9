import { createContext, useContext } from 'react';
import { storage } from '../lib/storage';

/**
 * Lets a panel switch the portal to another panel (e.g. a quiz result's 'Show Report' opens the
 * Assessment Report) without knowing the shell: RoleShell provides its own select function.
 */
export const ActivePanelContext = createContext<((key: string) => void) | null>(null);

/**
 * The function that shows another panel by its key. Outside a shell it only remembers the key
 * (activeContent, spec 1 §3), which the shell reads when it next mounts.
 */
export function useSelectPanel(): (key: string) => void {
  return useContext(ActivePanelContext) ?? storage.setActiveContent;
}
