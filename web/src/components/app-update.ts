import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app is waiting (its service worker installed, not yet in charge), and how to take it
 * now. The app's service worker registration (app/service-worker.ts) offers it; the shell's UpdateNotice shows it.
 * Without a reload the new version is used on the next visit (ADR 0028).
 */
type Apply = () => Promise<void>;
let waiting: Apply | null = null;
let dismissed = false;
const listeners = new Set<() => void>();
const notify = () => { for (const listener of listeners) listener(); };

export const appUpdate = {
  /** A new version is installed and waits; `apply` puts it in charge and reloads the page. */
  offer(apply: Apply): void {
    waiting = apply;
    dismissed = false;
    notify();
  },
  /** The reader closed the notice: the new version still comes on the next visit. */
  dismiss(): void {
    dismissed = true;
    notify();
  },
  apply(): Promise<void> {
    return waiting ? waiting() : Promise.resolve();
  },
  /** For tests: back to no waiting version. */
  reset(): void {
    waiting = null;
    dismissed = false;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  },
  shown: (): boolean => waiting !== null && !dismissed,
};

/** Whether the "new version" notice is to be shown. */
export function useAppUpdateShown(): boolean {
  return useSyncExternalStore(appUpdate.subscribe, appUpdate.shown, () => false);
}
