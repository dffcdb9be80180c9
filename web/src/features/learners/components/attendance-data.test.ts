import { describe, expect, it } from 'vitest';
import { loginTime, signInsPerWeek, type LoginRow } from './attendance-data';

const login = (login_date: string, login_num: number): LoginRow => ({ login_date, login_username: 'demo.student', login_num });

describe('the Login Activity chart data', () => {
  it('counts sign-ins per Monday-first week, oldest first, with empty weeks as 0', () => {
    const rows = [
      login('2026-05-20T09:00:00+05:30', 4), // Wednesday: week of Monday 18 May
      login('2026-05-04T23:30:00+05:30', 3), // Monday 4 May, late at night school time
      login('2026-05-10T10:00:00+05:30', 2), // Sunday: still the week of 4 May
      login('2026-05-04T08:00:00+05:30', 1),
    ];
    expect(signInsPerWeek(rows)).toEqual([
      { week: '2026-05-04', signIns: 3 },
      { week: '2026-05-11', signIns: 0 },
      { week: '2026-05-18', signIns: 1 },
    ]);
    expect(signInsPerWeek([])).toEqual([]);
  });

  it('shows a sign-in at the school clock’s time, as the server sent it', () => {
    expect(loginTime('2026-05-04T23:30:09+05:30')).toBe('2026-05-04 23:30');
  });
});
