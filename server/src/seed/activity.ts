import { activityDaily, activityClocks, lessonCompletions } from '../schema';
import { type SeedContext, insertAll } from './context';
import type { ActivityAction, Curriculum, LessonRef, SubjectRef } from './curriculum';
import type { LoginPlan } from './logins';
import type { Rng } from './random';
import type { People } from './schools-and-users';
import { addMinutes, addSeconds, istDay, minDate, type Day } from './time';

/** How a student splits a lesson's time over the viewer tabs (only tabs the lesson has are used). */
const ACTION_SHARE: Record<ActivityAction, { weight: number; chance: number }> = {
  content: { weight: 0.55, chance: 1 },
  simulator: { weight: 0.3, chance: 0.7 },
  video: { weight: 0.25, chance: 0.6 },
  quiz: { weight: 0.15, chance: 0.35 },
  hint: { weight: 0.1, chance: 0.3 },
};

/** Lessons the demo student completed per subject slug; the other subjects stay at zero. */
const DEMO_PROGRESS: Record<string, number> = { robotics: 5, 'scratch-programming': 3 };

type DailyRow = typeof activityDaily.$inferInsert;

/**
 * Lesson completions, daily time per lesson and tab, and each student's activity clock. A student
 * is only active on days they signed in; the lesson worked on in a subject is the first one not
 * yet completed, and a completion always falls on a day with time spent on that lesson.
 */
export async function seedActivity(ctx: SeedContext, people: People, curriculum: Curriculum, logins: LoginPlan): Promise<void> {
  const rng = ctx.rng.fork('activity');
  const daily: DailyRow[] = [];
  const completions: (typeof lessonCompletions.$inferInsert)[] = [];
  const clocks: (typeof activityClocks.$inferInsert)[] = [];

  for (const student of people.students) {
    const times = logins.get(student.id) ?? [];
    if (times.length === 0) continue;
    const byDay = new Map<Day, Date[]>();
    for (const t of times) {
      const d = istDay(t);
      if (!byDay.has(d)) byDay.set(d, []);
      byDay.get(d)!.push(t);
    }
    const days = [...byDay.keys()];
    const gradeSubjects = curriculum.byGrade.get(student.grade)!;
    const isDemo = student.id === people.demo.student.id;

    // Progress per subject: completion days for lessons 1..n.
    const affinity = gradeSubjects.map(() => rng.float(0.4, 1.1));
    const doneDays = gradeSubjects.map((subject, i) => {
      const target = isDemo
        ? (DEMO_PROGRESS[subject.slug] ?? 0)
        : Math.max(0, Math.min(8, Math.round(rng.normal(student.engagement * 8 * affinity[i], 1.5))));
      const n = Math.min(target, days.length);
      return rng.sample(days, n).sort();
    });
    if (isDemo) gradeSubjects.forEach((s, i) => { affinity[i] = (DEMO_PROGRESS[s.slug] ?? 0) > 0 ? 1 : s.index === 2 ? 0.15 : 0; });

    let lastDay: Day | null = null;
    let lastDaySeconds = 0;
    for (const day of days) {
      const dayLogins = byDay.get(day)!;
      // Subjects for the day: those with a completion today, else one or two by liking.
      const chosen = new Set<number>(gradeSubjects.flatMap((_, i) => (doneDays[i].includes(day) ? [i] : [])));
      const weights = gradeSubjects.map((_, i) => affinity[i] * (doneDays[i].length > 0 ? 1 : 0.25));
      const wanted = rng.chance(0.3) ? 2 : 1;
      while (chosen.size < wanted && weights.some((w, i) => w > 0 && !chosen.has(i))) {
        chosen.add(rng.weighted(gradeSubjects.map((_, i) => i), weights.map((w, i) => (chosen.has(i) ? 0 : w))));
      }
      if (chosen.size === 0) continue;

      // 5-40 minutes, counted in 30-second heartbeats and shared over the day's lessons and tabs.
      const ticks = 2 * Math.round(rng.normal(8 + 25 * Math.max(student.engagement, 0.3), 6, 5, 40));
      const entries: { subject: SubjectRef; lesson: LessonRef; action: ActivityAction; weight: number }[] = [];
      for (const i of [...chosen].sort()) {
        const subject = gradeSubjects[i];
        const lesson = currentLesson(rng, subject, doneDays[i], day);
        for (const action of lesson.actions) {
          if (action !== 'content' && !rng.chance(ACTION_SHARE[action].chance)) continue;
          entries.push({ subject, lesson, action, weight: (ACTION_SHARE[action].weight * rng.float(0.7, 1.3)) / chosen.size });
        }
        const position = doneDays[i].indexOf(day);
        if (position >= 0) {
          const completedAt = minDate(addMinutes(dayLogins[0], rng.int(10, 35)), ctx.now);
          completions.push({ studentId: student.id, lessonId: subject.lessons[position].id, completedAt });
        }
      }
      const shares = shareTicks(ticks, entries.map((e) => e.weight));
      entries.forEach((e, k) => daily.push({ studentId: student.id, day, lessonId: e.lesson.id, subjectId: e.subject.id, action: e.action, seconds: shares[k] * 30 }));
      const daySeconds = ticks * 30;
      lastDay = day;
      lastDaySeconds = daySeconds;
    }
    if (lastDay) {
      const lastLogin = byDay.get(lastDay)!.at(-1)!;
      clocks.push({ studentId: student.id, lastHeartbeatAt: minDate(addSeconds(lastLogin, lastDaySeconds), ctx.now) });
    }
  }

  await insertAll(ctx, lessonCompletions, completions);
  await insertAll(ctx, activityDaily, daily);
  await insertAll(ctx, activityClocks, clocks);
}

/** The lesson a student works on in a subject on a day: the first not completed before that day. */
function currentLesson(rng: Rng, subject: SubjectRef, doneDays: Day[], day: Day): LessonRef {
  const doneBefore = doneDays.filter((d) => d < day).length;
  if (doneBefore >= subject.lessons.length) return rng.pick(subject.lessons); // revising a finished subject
  return subject.lessons[doneBefore];
}

/** Shares whole ticks out by weight (largest remainder), at least one each; the shares sum to `ticks`. */
function shareTicks(ticks: number, weights: number[]): number[] {
  const n = weights.length;
  const total = weights.reduce((s, w) => s + w, 0);
  const spare = Math.max(0, ticks - n);
  const exact = weights.map((w) => (spare * w) / total);
  const out = exact.map((x) => 1 + Math.floor(x));
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let left = ticks - out.reduce((s, x) => s + x, 0), k = 0; left > 0; left--, k++) out[order[k % n].i]++;
  return out;
}
