import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import i18next from './i18n';

/*
 * The rules every toast follows, wherever a screen calls `notifications.show` (web/src/components/README.md, "Errors
 * and toasts"): toasts are for background actions; a newer toast replaces the older ones of its kind, so they never
 * pile up; no toast starts with 'Error:' (its red colour says so). A form's own failure is shown in the form, once:
 * FormModal takes back any error toast raised by the submit it shows the error for (dropErrorToastsSince). Every
 * toast's close button is named (Mantine leaves it unnamed, which screen readers read as "button" and axe refuses).
 */

type Store = typeof notificationsStore;

/** A toast's kind: its colour (red for failures, green for success, ...) unless it names one in `data-kind`. */
export const toastKind = (toast: NotificationData): string => String(toast['data-kind'] ?? toast.color ?? 'default');

const ERROR_PREFIX = /^\s*(?:error|त्रुटि)\s*:\s*/i;

const closeLabel = () => i18next.t('toast.close', { ns: 'components', defaultValue: 'Close' });

/** The toasts as the rules want them, or null when they already are. */
export function applyToastRules(toasts: readonly NotificationData[], close: () => string = closeLabel): NotificationData[] | null {
  let changed = false;
  const seen = new Set<string>();
  const kept: NotificationData[] = [];
  // Newest last: walk back from the end, keeping the first toast of each kind met.
  for (let i = toasts.length - 1; i >= 0; i -= 1) {
    const toast = toasts[i];
    const kind = toastKind(toast);
    if (seen.has(kind)) {
      changed = true;
      continue;
    }
    seen.add(kind);
    let next = toast;
    if (typeof next.message === 'string' && ERROR_PREFIX.test(next.message)) next = { ...next, message: next.message.replace(ERROR_PREFIX, '') };
    if (!next.closeButtonProps?.['aria-label']) next = { ...next, closeButtonProps: { ...next.closeButtonProps, 'aria-label': close() } };
    if (next !== toast) changed = true;
    kept.push(next);
  }
  return changed ? kept.reverse() : null;
}

const installed = new WeakSet<Store>();

/** Applies the rules to every toast shown through `store` from now on (once per store). */
export function installToastRules(store: Store = notificationsStore): void {
  if (installed.has(store)) return;
  installed.add(store);
  store.subscribe((state) => {
    const next = applyToastRules([...state.notifications, ...state.queue]);
    // updateState notifies the subscribers again; the rules then hold, so it stops there.
    if (next) notifications.updateState(store, () => next);
  });
}

/** The ids of the toasts shown or queued now: taken before a submit, for dropErrorToastsSince. */
export function toastIds(store: Store = notificationsStore): ReadonlySet<string> {
  const { notifications: shown, queue } = store.getState();
  return new Set([...shown, ...queue].map((toast) => toast.id ?? ''));
}

/** Takes back the failure toasts shown since `before`: the form shows that error itself, once. */
export function dropErrorToastsSince(before: ReadonlySet<string>, store: Store = notificationsStore): void {
  const { notifications: shown, queue } = store.getState();
  const raised = [...shown, ...queue].some((toast) => toastKind(toast) === 'red' && !before.has(toast.id ?? ''));
  if (raised) notifications.updateState(store, (all) => all.filter((toast) => toastKind(toast) !== 'red' || before.has(toast.id ?? '')));
}
