import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { schoolToday } from '../../lib/school-time';
import { users } from '../../core/identity/accounts.table';
import { assignQuiz, shiftDay } from '../student-dashboard/test-helpers';

/**
 * The administrator tests' world: three schools whose names sort Alpha, Beta, Zeta, in time zones a day apart
 * (Alpha on Kiritimati, UTC+14; Beta on Pago Pago, UTC−11), with students, staff, parents and accounts waiting.
 */
export const adminPeople = worldSpec({
  schools: {
    alpha: { name: 'Alpha School, Sector 1, Noida', timeZone: 'Pacific/Kiritimati' },
    beta: { name: 'Beta School, Sector 2, Pune', timeZone: 'Pacific/Pago_Pago' },
    zeta: { name: 'Zeta School, Sector 3, Delhi' },
  },
  users: {
    admin: { role: 'school', superuser: true, name: 'Admin' },
    coach: { role: 'teacher', school: 'alpha', name: 'Neha Verma' },
    coach2: { role: 'teacher', school: 'alpha' },
    office: { role: 'school', school: 'alpha', name: 'Sunita Kapoor' },
    'beta.office': { role: 'school', school: 'beta' },
    parent: { role: 'parent', school: 'alpha' },
    kid: { role: 'student', school: 'alpha', grade: 7, section: 'A', name: 'Kiran Rao' },
    'asha.k': { role: 'student', school: 'alpha', grade: 7, section: 'B', name: 'Asha Kulkarni' },
    meera: { role: 'student', school: 'alpha', grade: 8, section: 'A', name: 'Meera Iyer' },
    'beta.kid': { role: 'student', school: 'beta', grade: 7, section: 'A', name: 'Bhavna Rao' },
    'zeta.kid': { role: 'student', school: 'zeta', grade: 5, section: 'C', name: 'Zubin Shah' },
    'left.kid': { role: 'student', school: 'alpha', grade: 7, section: 'A', name: 'Aaron Left', approval: 'rejected' },
    // Waiting: a teacher and a parent (Alpha's own to approve), and school accounts (the administrator's).
    't.wait': { role: 'teacher', school: 'alpha', approval: 'pending' },
    'p.wait': { role: 'parent', school: 'alpha', approval: 'pending' },
    't.refused': { role: 'teacher', school: 'alpha', approval: 'rejected' },
    's.beta': { role: 'school', school: 'beta', approval: 'pending', name: 'Beta Office' },
    's.alpha': { role: 'school', school: 'alpha', approval: 'pending', name: 'Alpha Office' },
    's.race': { role: 'school', school: 'zeta', approval: 'pending' },
  },
});
export type AdminPerson = PersonOf<typeof adminPeople>;

/** How many days ago the waiting accounts asked (oldest first: s.beta, t.wait, p.wait, s.alpha, s.race). */
const AGE_IN_DAYS: Partial<Record<AdminPerson, number>> = { 't.wait': 4, 'p.wait': 3, 's.beta': 5, 's.alpha': 2, 's.race': 1 };

export type AdminWorld = WorldOf<typeof adminPeople> & {
  /** Beta's calendar day: always before Alpha's. */
  betaToday: string;
};

export const CALLERS = ['admin', 'coach', 'office', 'kid', 'parent'] as const satisfies readonly AdminPerson[];

export async function createAdminWorld(t: TestApp): Promise<AdminWorld> {
  const db = t.db;
  const w = await createWorld(t, adminPeople);
  for (const [username, age] of Object.entries(AGE_IN_DAYS) as [AdminPerson, number][]) {
    await db.update(users).set({ createdAt: new Date(Date.now() - age * 86_400_000) }).where(eq(users.id, w.id[username]));
  }

  // Homework open or not by each school's own day; an assessment is never homework.
  const betaToday = schoolToday('Pacific/Pago_Pago');
  const alphaToday = schoolToday('Pacific/Kiritimati');
  const { alpha, beta } = w.school;
  await assignQuiz(db, { name: 'Never due', type: 'homework', schoolId: alpha, dueDate: null });
  await assignQuiz(db, { name: 'Due on Beta’s day', type: 'homework', schoolId: alpha, dueDate: betaToday });
  await assignQuiz(db, { name: 'Due today', type: 'homework', schoolId: alpha, dueDate: alphaToday });
  await assignQuiz(db, { name: 'Baseline', type: 'pre-assessment', schoolId: alpha, dueDate: null });
  await assignQuiz(db, { name: 'Beta today', type: 'homework', schoolId: beta, dueDate: betaToday });
  await assignQuiz(db, { name: 'Beta yesterday', type: 'homework', schoolId: beta, dueDate: shiftDay(betaToday, -1) });

  return Object.assign(w, { betaToday });
}
