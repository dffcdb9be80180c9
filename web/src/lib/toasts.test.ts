import { describe, expect, it } from 'vitest';
import { createNotificationsStore, notifications } from '@mantine/notifications';
import { applyToastRules, dropErrorToastsSince, installToastRules, toastIds } from './toasts';

const messages = (store: ReturnType<typeof createNotificationsStore>) => store.getState().notifications.map((n) => `${n.color}:${String(n.message)}`);

describe('toast rules', () => {
  it('replaces the older toasts of the same kind with the newest, and keeps other kinds', () => {
    const store = createNotificationsStore();
    installToastRules(store);
    notifications.show({ color: 'green', message: 'Approved Asha' }, store);
    notifications.show({ color: 'red', message: 'Could not move the lesson.' }, store);
    notifications.show({ color: 'green', message: 'Approved Ravi' }, store);
    notifications.show({ color: 'red', message: 'Could not upload the file.' }, store);
    expect(messages(store)).toEqual(['green:Approved Ravi', 'red:Could not upload the file.']);
  });

  it("drops an 'Error:' prefix, in English and Hindi (the red colour says it)", () => {
    const store = createNotificationsStore();
    installToastRules(store);
    notifications.show({ color: 'red', message: 'Error: Quiz not found' }, store);
    expect(messages(store)).toEqual(['red:Quiz not found']);
    notifications.show({ color: 'red', message: 'त्रुटि: क्विज़ नहीं मिली' }, store);
    expect(messages(store)).toEqual(['red:क्विज़ नहीं मिली']);
    expect(applyToastRules([{ id: 'a', color: 'green', message: 'Saved', closeButtonProps: { 'aria-label': 'Close' } }])).toBeNull();
  });

  it('names every toast\'s close button in the reader\'s language (axe: a button needs a name)', () => {
    const store = createNotificationsStore();
    installToastRules(store);
    notifications.show({ color: 'green', message: 'Saved' }, store);
    expect(store.getState().notifications[0].closeButtonProps?.['aria-label']).toBe('Close');
    expect(applyToastRules([{ id: 'b', color: 'green', message: 'सहेजा गया' }], () => 'बंद करें')?.[0].closeButtonProps).toEqual({ 'aria-label': 'बंद करें' });
  });

  it('takes back only the failure toasts raised since a moment (a form shows that error itself)', () => {
    const store = createNotificationsStore();
    notifications.show({ color: 'red', message: 'Background failure' }, store);
    notifications.show({ color: 'green', message: 'Saved earlier' }, store);
    const before = toastIds(store);
    notifications.show({ color: 'red', message: 'Same error as the form shows' }, store);
    dropErrorToastsSince(before, store);
    expect(messages(store)).toEqual(['red:Background failure', 'green:Saved earlier']);
  });
});
