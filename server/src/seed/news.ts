import { news, updates, schoolEvents } from '../schema';
import { type SeedContext, insertAll } from './context';
import type { People } from './schools-and-users';
import { addDays, istTime } from './time';

export const GLOBAL_NEWS = [
  { title: 'Prayog Innovation Challenge opens', content: 'Teams from grades 6 to 12 can now register for this year\'s Innovation Challenge. Build a working model that solves a problem in your neighbourhood.' },
  { title: 'New lessons in Artificial Intelligence', content: 'Eight new lessons show how computers learn from examples, with a classifier simulator you can train in the browser.' },
  { title: 'Scratch Week across Delhi NCR', content: 'All seven partner schools will hold coding hours next week. Share your best Scratch project with your teacher.' },
  { title: 'Tips for safe electronics', content: 'Always use batteries, never mains power, for your circuits. Ask your innovation coach before using a soldering iron.' },
  { title: 'Top scorers in the half-yearly exams', content: 'Congratulations to every student who scored above 90% in the half-yearly STEM exams. Check the leaderboard to see your rank.' },
];

export const SCHOOL_NEWS = [
  (s: string) => ({ title: `${s} wins the inter-school robotics meet`, content: 'Our line-following robot finished first out of twelve teams. Well done to the innovation club!' }),
  (s: string) => ({ title: `New robotics kits at ${s}`, content: 'The lab has new motor drivers, sensors and chassis kits. Classes will use them from next week.' }),
  (s: string) => ({ title: `${s} science exhibition photos`, content: 'Photos of the science exhibition are now in the classroom gallery.' }),
];

export const UPDATE_TEMPLATES: { type: string; message: string; days: [number, number] }[] = [
  { type: 'Exam', message: 'Final exams are open in Assessments. Finish each one before its due date.', days: [20, 30] },
  { type: 'Reminder', message: 'Submit your holiday homework as text or a PDF from the Holiday Homework page.', days: [7, 21] },
  { type: 'Event', message: 'Robotics workshop for grades 5 to 8 this month. Ask your coach for details.', days: [10, 28] },
  { type: 'Announcement', message: 'New simulator: build and test circuits with Ohm\'s law right in the lesson viewer.', days: [14, 40] },
];

/** Each school's own standing update. */
export const schoolUpdate = (s: string) => `${s}: innovation club meets every Friday after school in the STEM lab.`;

const EVENTS = [
  { title: 'Science Exhibition', description: 'Students show their working models to parents and visitors.' },
  { title: 'Robotics Workshop', description: 'Hands-on session: build a line-following robot in teams.' },
  { title: 'Scratch Coding Marathon', description: 'Two hours of game making; the best projects go to the Kreativity Show.' },
  { title: 'Parent-Teacher Meeting', description: 'Coaches share each student\'s course report and project progress.' },
  { title: 'AI Awareness Session', description: 'How do machines learn? A talk with live demos.' },
  { title: 'Electronics Lab Day', description: 'Build circuits with LEDs, buzzers and sensors.' },
  { title: 'Kreativity Show', description: 'Students present their creative STEM projects on stage.' },
];

/** Global and school news, latest updates (ending in the coming weeks) and upcoming school events. */
export async function seedNews(ctx: SeedContext, people: People): Promise<void> {
  const rng = ctx.rng.fork('news');
  const newsRows: (typeof news.$inferInsert)[] = GLOBAL_NEWS.map((n, i) => ({
    ...n, imageUrl: null, schoolId: null, publishedAt: istTime(addDays(ctx.today, -(4 + i * 11)), rng.int(9, 12), rng.int(0, 59)),
  }));
  const updateRows: (typeof updates.$inferInsert)[] = UPDATE_TEMPLATES.map((u) => ({
    type: u.type, message: u.message, endDate: addDays(ctx.today, rng.int(...u.days)), schoolId: null,
    createdAt: istTime(addDays(ctx.today, -rng.int(1, 10)), 10),
  }));
  const eventRows: (typeof schoolEvents.$inferInsert)[] = [];

  for (const school of people.schools) {
    for (const make of rng.sample(SCHOOL_NEWS, rng.int(1, 2))) {
      newsRows.push({ ...make(school.shortName), imageUrl: null, schoolId: school.id, publishedAt: istTime(addDays(ctx.today, -rng.int(2, 45)), rng.int(9, 16), rng.int(0, 59)) });
    }
    updateRows.push({
      type: 'Event', message: schoolUpdate(school.shortName),
      endDate: addDays(ctx.today, rng.int(14, 45)), schoolId: school.id, createdAt: istTime(addDays(ctx.today, -rng.int(1, 14)), 11),
    });
    const upcoming = rng.sample(EVENTS, rng.int(4, 6));
    const offsets = rng.sample(Array.from({ length: 58 }, (_, i) => i + 2), upcoming.length).sort((a, b) => a - b);
    upcoming.forEach((e, i) => {
      const grade = e.title === 'Robotics Workshop' ? rng.int(5, 8) : e.title === 'Scratch Coding Marathon' ? rng.int(3, 7) : null;
      eventRows.push({ schoolId: school.id, title: e.title, description: e.description, eventDate: addDays(ctx.today, offsets[i]), grade });
    });
  }

  newsRows.sort((a, b) => (a.publishedAt as Date).getTime() - (b.publishedAt as Date).getTime());
  await insertAll(ctx, news, newsRows);
  await insertAll(ctx, updates, updateRows);
  await insertAll(ctx, schoolEvents, eventRows);
}
