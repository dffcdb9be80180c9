import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, displayTimeZone, formatDay, formatMoment, formatMomentDay, formatTime, setDisplayTimeZone, todayDay } from './format';

afterEach(() => setDisplayTimeZone(DEFAULT_TIME_ZONE));

// 18:02 UTC is 23:32 in Kolkata, on the same day; 20:00 UTC is already the next day there.
const SIGN_IN = '2026-11-28T18:02:00Z';

describe('one formatter per kind, in the school\'s zone', () => {
  it('shows a moment in Asia/Kolkata until the school says otherwise, whatever the browser\'s zone', () => {
    expect(displayTimeZone()).toBe('Asia/Kolkata');
    expect(formatTime(SIGN_IN, 'en')).toBe('11:32 PM');
    expect(formatMoment(SIGN_IN, 'en')).toBe('Nov 28, 2026, 11:32 PM');
    // The same instant sent with the school's offset reads the same.
    expect(formatMoment('2026-11-28T23:32:00+05:30', 'en')).toBe('Nov 28, 2026, 11:32 PM');
    expect(formatMomentDay('2026-11-28T20:00:00Z', 'en')).toBe('Nov 29, 2026');
  });

  it('follows the school\'s own zone, and keeps the default for a zone that does not exist', () => {
    setDisplayTimeZone('Asia/Dubai');
    expect(formatTime(SIGN_IN, 'en')).toBe('10:02 PM');
    setDisplayTimeZone('Mars/Olympus');
    expect(displayTimeZone()).toBe('Asia/Kolkata');
    setDisplayTimeZone(null);
    expect(displayTimeZone()).toBe('Asia/Kolkata');
  });

  it('writes dates and times in the reader\'s language', () => {
    expect(formatMoment(SIGN_IN, 'hi')).toContain('2026');
    expect(formatMoment(SIGN_IN, 'hi')).not.toBe(formatMoment(SIGN_IN, 'en'));
    expect(formatTime(SIGN_IN, 'hi')).toMatch(/11:32/);
  });

  it('shows a calendar day as that day in any zone, and today as the school\'s today', () => {
    setDisplayTimeZone('Pacific/Honolulu');
    expect(formatDay('2026-11-22', 'en')).toBe('Nov 22, 2026');
    expect(formatDay('2026-11-22', 'en', 'full')).toBe('Sunday, November 22, 2026');
    expect(todayDay(new Date('2026-11-28T20:00:00Z'))).toBe('2026-11-28');
    setDisplayTimeZone('Asia/Kolkata');
    expect(todayDay(new Date('2026-11-28T20:00:00Z'))).toBe('2026-11-29');
    expect(formatDay('not a day', 'en')).toBe('not a day');
    expect(formatMoment('not a time', 'en')).toBe('not a time');
  });
});
