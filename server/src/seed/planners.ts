import { MONTHS } from '@prayog/contract';
import { macroPlans, microPlans } from '../schema';
import { subjectCatalogue } from '../content/catalogue';
import { type SeedContext, insertAll } from './context';
import { GRADES } from './curriculum';
import type { People } from './schools-and-users';
import { addDays, istTime } from './time';

/** The Indian school year runs April to March. */
export const ACADEMIC_MONTHS = [...MONTHS.slice(3), ...MONTHS.slice(0, 3)];

/** Months with fewer sessions: summer vacation, half-yearly exams, winter break and final exams. */
const LIGHT_MONTHS = new Set(['May', 'June', 'September', 'December', 'March']);

const EXTRA_ACTIVITIES = [
  'Science quiz', 'Innovation club meet', 'Poster making on clean energy', 'Visit to the science centre',
  'Inter-house coding challenge', 'Guest talk by an engineer', 'Kreativity Show rehearsal', 'Model exhibition in the atrium', '',
];

/**
 * Macro plans: a topic for every grade and month at every school, walking through the catalogue
 * lessons (schools start at different subjects so their planners differ). Micro plans: sessions
 * and activities for every grade and month, the activities taken from the catalogue lessons.
 */
export async function seedPlanners(ctx: SeedContext, people: People): Promise<void> {
  const rng = ctx.rng.fork('planners');
  const macro: (typeof macroPlans.$inferInsert)[] = [];
  const micro: (typeof microPlans.$inferInsert)[] = [];
  const activityTitles = subjectCatalogue.flatMap((s) => s.lessons.map((l) => l.activity.title));

  people.schools.forEach((school, k) => {
    const createdAt = istTime(addDays(ctx.windowStart, -rng.int(20, 40)), 11, rng.int(0, 59));
    for (const grade of GRADES) {
      ACADEMIC_MONTHS.forEach((month, m) => {
        const subject = subjectCatalogue[(m + k + grade) % subjectCatalogue.length];
        const lesson = subject.lessons[(Math.floor(m / 4) * 3 + ((grade + k) % 3)) % subject.lessons.length];
        macro.push({ schoolId: school.id, grade, month, topic: `${subject.name}: ${lesson.name}`, createdAt });

        const light = LIGHT_MONTHS.has(month);
        micro.push({
          schoolId: school.id,
          grade,
          month,
          noOfSessions: light ? rng.int(2, 4) : rng.int(4, 8),
          nameOfActivity: rng.sample(activityTitles, rng.int(2, 4)),
          extraActivity: rng.pick(EXTRA_ACTIVITIES),
          createdAt,
        });
      });
    }
  });

  await insertAll(ctx, macroPlans, macro);
  await insertAll(ctx, microPlans, micro);
}
