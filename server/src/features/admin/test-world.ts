import { eq } from 'drizzle-orm';
import type { Role } from '@prayog/contract';
import type { TestApp } from '../../test/test-app';
import { createSchool, createUser } from '../../test/fixtures';
import { tokensFor } from '../../test/tokens';
import { schoolToday } from '../../lib/school-time';
import { users } from '../../core/identity/accounts.table';
import { schools } from '../../core/identity/schools.table';
import { assignQuiz, shiftDay } from '../student-dashboard/test-helpers';

/**
 * The administrator tests' world: three schools whose names sort Alpha, Beta, Zeta, in time zones a day apart
 * (Alpha on Kiritimati, UTC+14; Beta on Pago Pago, UTC−11), with students, staff, parents and accounts waiting.
 */
export interface AdminWorld {
  school: { alpha: number; beta: number; zeta: number };
  id: Record<string, number>;
  token: Record<string, string>;
  /** Beta's calendar day: always before Alpha's. */
  betaToday: string;
}

export const CALLERS = ['admin', 'coach', 'office', 'kid', 'parent'] as const;

export async function createAdminWorld(t: TestApp): Promise<AdminWorld> {
  const db = t.db;
  const alpha = await createSchool(db, 'alpha', 'Alpha School, Sector 1, Noida');
  const beta = await createSchool(db, 'beta', 'Beta School, Sector 2, Pune');
  const zeta = await createSchool(db, 'zeta', 'Zeta School, Sector 3, Delhi');
  await db.update(schools).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(schools.id, alpha.id));
  await db.update(schools).set({ timeZone: 'Pacific/Pago_Pago' }).where(eq(schools.id, beta.id));
  const school = { alpha: alpha.id, beta: beta.id, zeta: zeta.id };
  const id: Record<string, number> = {};
  const people: { username: string; role: Role; at: keyof typeof school | null; approval?: 'pending' | 'rejected'; grade?: number; section?: string; name?: string; superuser?: boolean; age?: number }[] = [
    { username: 'admin', role: 'school', at: null, superuser: true, name: 'Admin' },
    { username: 'coach', role: 'teacher', at: 'alpha', name: 'Neha Verma' },
    { username: 'coach2', role: 'teacher', at: 'alpha' },
    { username: 'office', role: 'school', at: 'alpha', name: 'Sunita Kapoor' },
    { username: 'beta.office', role: 'school', at: 'beta' },
    { username: 'parent', role: 'parent', at: 'alpha' },
    { username: 'kid', role: 'student', at: 'alpha', grade: 7, section: 'A', name: 'Kiran Rao' },
    { username: 'asha.k', role: 'student', at: 'alpha', grade: 7, section: 'B', name: 'Asha Kulkarni' },
    { username: 'meera', role: 'student', at: 'alpha', grade: 8, section: 'A', name: 'Meera Iyer' },
    { username: 'beta.kid', role: 'student', at: 'beta', grade: 7, section: 'A', name: 'Bhavna Rao' },
    { username: 'zeta.kid', role: 'student', at: 'zeta', grade: 5, section: 'C', name: 'Zubin Shah' },
    { username: 'left.kid', role: 'student', at: 'alpha', grade: 7, section: 'A', name: 'Aaron Left', approval: 'rejected' },
    // Waiting: a teacher and a parent (Alpha's own to approve), and school accounts (the administrator's).
    { username: 't.wait', role: 'teacher', at: 'alpha', approval: 'pending', age: 4 },
    { username: 'p.wait', role: 'parent', at: 'alpha', approval: 'pending', age: 3 },
    { username: 't.refused', role: 'teacher', at: 'alpha', approval: 'rejected' },
    { username: 's.beta', role: 'school', at: 'beta', approval: 'pending', age: 5, name: 'Beta Office' },
    { username: 's.alpha', role: 'school', at: 'alpha', approval: 'pending', age: 2, name: 'Alpha Office' },
    { username: 's.race', role: 'school', at: 'zeta', approval: 'pending', age: 1 },
  ];
  for (const p of people) {
    const user = await createUser(db, {
      username: p.username, role: p.role, schoolId: p.at ? school[p.at] : null, isSuperuser: p.superuser, approval: p.approval,
      grade: p.grade, section: p.section, name: p.name,
    });
    if (p.age !== undefined) await db.update(users).set({ createdAt: new Date(Date.now() - p.age * 86_400_000) }).where(eq(users.id, user.id));
    id[p.username] = user.id;
  }

  // Homework open or not by each school's own day; an assessment is never homework.
  const betaToday = schoolToday('Pacific/Pago_Pago');
  const alphaToday = schoolToday('Pacific/Kiritimati');
  await assignQuiz(db, { name: 'Never due', type: 'homework', schoolId: alpha.id, dueDate: null });
  await assignQuiz(db, { name: 'Due on Beta’s day', type: 'homework', schoolId: alpha.id, dueDate: betaToday });
  await assignQuiz(db, { name: 'Due today', type: 'homework', schoolId: alpha.id, dueDate: alphaToday });
  await assignQuiz(db, { name: 'Baseline', type: 'pre-assessment', schoolId: alpha.id, dueDate: null });
  await assignQuiz(db, { name: 'Beta today', type: 'homework', schoolId: beta.id, dueDate: betaToday });
  await assignQuiz(db, { name: 'Beta yesterday', type: 'homework', schoolId: beta.id, dueDate: shiftDay(betaToday, -1) });

  const token = await tokensFor(db, [...CALLERS, 'beta.office', 'beta.kid', 'zeta.kid', 'asha.k', 'meera']);
  return { school, id, token, betaToday };
}
