import { useSyncExternalStore } from 'react';

const subscribeNever = (): (() => void) => () => undefined;

/**
 * False when the screen is drawn at build time (React's server renderer, ADR 0032), true in the running app. The drawn
 * sign-in screen shows before the app's code arrives: its fields take typing, but a button that needs the code is
 * disabled there, so a tap is not silently lost (the app's copy replaces it, enabled).
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}
