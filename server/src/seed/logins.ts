import { sql } from 'drizzle-orm';
import { loginEvents } from '../schema';
import { type SeedContext, insertAll } from './context';
import type { Rng } from './random';
import type { People } from './schools-and-users';
import { addDays, eachDay, istDay, istTime, weekday, type Day } from './time';

/** Sign-in times per user id, oldest first. */
export type LoginPlan = Map<number, Date[]>;

interface Habit {
  /** Sign-ins in a week (0-5 for students). */
  perWeek: (rng: Rng) => number;
  /** Weight of each weekday, Sunday first. */
  dayWeights: readonly number[];
  /** First and last minute of the day (IST) a sign-in may happen. */
  from: number;
  to: number;
}

const SCHOOL_DAYS = [0.05, 1, 1, 1, 1, 1, 0.3] as const;
const clampInt = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(x)));

function studentHabit(engagement: number, isDemo: boolean): Habit {
  return {
    perWeek: (rng) => (isDemo ? rng.int(3, 5) : engagement === 0 ? 0 : clampInt(rng.normal(0.3 + 4.6 * engagement, 1), 0, 5)),
    dayWeights: SCHOOL_DAYS,
    from: 8 * 60,
    to: 15 * 60 + 30,
  };
}

const TEACHER: Habit = { perWeek: (rng) => rng.int(3, 5), dayWeights: SCHOOL_DAYS, from: 7 * 60 + 45, to: 16 * 60 + 30 };
const COORDINATOR: Habit = { perWeek: (rng) => rng.int(2, 4), dayWeights: SCHOOL_DAYS, from: 9 * 60, to: 17 * 60 };
const ADMIN: Habit = { perWeek: (rng) => rng.int(1, 3), dayWeights: [0, 1, 1, 1, 1, 1, 0], from: 10 * 60, to: 18 * 60 };
/** Parents look in after work, and more on weekends. */
const PARENT: Habit = { perWeek: (rng) => rng.weighted([0, 1, 2], [0.45, 0.4, 0.15]), dayWeights: [1, 0.6, 0.6, 0.6, 0.6, 0.6, 1], from: 18 * 60, to: 21 * 60 + 45 };
const DEMO_PARENT: Habit = { ...PARENT, perWeek: (rng) => rng.int(1, 2) };

function planFor(ctx: SeedContext, rng: Rng, habit: Habit, createdAt: Date): Date[] {
  const first = [ctx.windowStart, addDays(istDay(createdAt), 1)].sort()[1];
  const days = eachDay(first, ctx.today);
  const out: Date[] = [];
  for (let w = 0; w < days.length; w += 7) {
    const week = days.slice(w, w + 7);
    let remaining = Math.min(habit.perWeek(rng), week.length);
    const pool = week.slice();
    while (remaining-- > 0 && pool.length > 0) {
      const day = rng.weighted(pool, pool.map((d) => habit.dayWeights[weekday(d)]));
      pool.splice(pool.indexOf(day), 1);
      const at = istTime(day, 0, rng.int(habit.from, habit.to), rng.int(0, 59));
      if (at.getTime() <= ctx.now.getTime()) out.push(at);
    }
  }
  return out.sort((a, b) => a.getTime() - b.getTime());
}

/** About six months of sign-ins for everyone who is approved, ending at `now`. */
export async function seedLogins(ctx: SeedContext, people: People): Promise<LoginPlan> {
  const rng = ctx.rng.fork('logins');
  const plan: LoginPlan = new Map();
  const schoolOf = new Map<number, number | null>();
  const add = (id: number, schoolId: number | null, habit: Habit, createdAt: Date) => {
    plan.set(id, planFor(ctx, rng, habit, createdAt));
    schoolOf.set(id, schoolId);
  };

  for (const s of people.students) add(s.id, s.schoolId, studentHabit(s.engagement, s.id === people.demo.student.id), s.createdAt);
  for (const t of people.teachers) add(t.id, t.schoolId, TEACHER, t.createdAt);
  for (const c of people.schoolAccounts) add(c.id, c.schoolId, COORDINATOR, c.createdAt);
  for (const p of people.parents) add(p.id, p.schoolId, p.id === people.demo.parent.id ? DEMO_PARENT : PARENT, p.createdAt);
  add(people.adminId, null, ADMIN, istTime(addDays(ctx.windowStart, -100), 10));

  // The demo student signs in at least once in each of the last six calendar months.
  ensureMonthlyLogins(ctx, rng, plan.get(people.demo.student.id)!);

  const rows: (typeof loginEvents.$inferInsert)[] = [];
  for (const [userId, times] of plan) {
    times.forEach((loggedInAt, i) => rows.push({ userId, schoolId: schoolOf.get(userId) ?? null, loggedInAt, loginNum: i + 1 }));
  }
  // Inserted in time order, as the app would have written them.
  rows.sort((a, b) => (a.loggedInAt as Date).getTime() - (b.loggedInAt as Date).getTime() || a.userId - b.userId);
  await insertAll(ctx, loginEvents, rows);

  await ctx.db.execute(sql`
    update users set last_login_at = l.last_at
    from (select user_id, max(logged_in_at) as last_at from login_events group by user_id) as l
    where users.id = l.user_id`);
  return plan;
}

function ensureMonthlyLogins(ctx: SeedContext, rng: Rng, times: Date[]): void {
  const months = new Set(times.map((t) => istDay(t).slice(0, 7)));
  for (let back = 0; back < 6; back++) {
    const d = new Date(`${ctx.today.slice(0, 7)}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - back);
    const key = d.toISOString().slice(0, 7);
    if (months.has(key)) continue;
    const day: Day = back === 0 ? ctx.today : `${key}-10`;
    const at = istTime(day, 0, rng.int(8 * 60, 9 * 60), 0);
    times.push(at.getTime() <= ctx.now.getTime() ? at : new Date(ctx.now.getTime() - 60_000));
  }
  times.sort((a, b) => a.getTime() - b.getTime());
}
