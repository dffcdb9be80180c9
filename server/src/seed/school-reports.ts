import { monthlyReports, classroomGalleries, advocacyReports } from '../schema';
import { type SeedContext, insertAll, storeFile } from './context';
import { simplePdf } from './pdf';
import type { People } from './schools-and-users';
import { addDays, istTime, monthName, monthStart } from './time';
import { academicYearStart } from './documents';

/** Galleries are external photo albums; demo links use the reserved domain gallery.prayog.example. */
export const galleryUrl = (schoolCode: string, slug: string) => `https://gallery.prayog.example/${schoolCode}/${slug}`;

const GALLERY_SLUGS = ['robotics-workshop', 'science-exhibition', 'scratch-coding-day', 'electronics-lab-day', 'ai-awareness-week', 'kreativity-show-rehearsal'];

const HIGHLIGHTS = [
  'Students built and tested line-following robots in the lab.',
  'Grade 6 finished their first Scratch animations and showed them to the class.',
  'A parents\' open day showed the best innovation club projects.',
  'Students measured current and voltage in simple circuits with multimeters.',
  'An AI awareness session explained how computers learn from examples.',
  'The innovation club started a new project on saving water.',
  'Senior students mentored juniors during the coding hour.',
];

/**
 * Monthly reports for the six months before the current one (each with a small PDF), two to four
 * classroom gallery links and one advocacy report per school.
 */
export async function seedSchoolReports(ctx: SeedContext, people: People): Promise<void> {
  const rng = ctx.rng.fork('school-reports');
  // Draws of the advocacy fields added later come from their own stream, so the other records stay as they were.
  const advocacyRng = ctx.rng.fork('advocacy');
  const reports: (typeof monthlyReports.$inferInsert)[] = [];
  const galleries: (typeof classroomGalleries.$inferInsert)[] = [];
  const advocacy: (typeof advocacyReports.$inferInsert)[] = [];

  for (const school of people.schools) {
    const coaches = people.teachers.filter((t) => t.schoolId === school.id);
    const coordinator = people.schoolAccounts.find((s) => s.schoolId === school.id)!;
    const studentCount = people.students.filter((s) => s.schoolId === school.id).length;

    for (let back = 6; back >= 1; back--) {
      const first = monthStart(ctx.today, -back);
      const month = monthName(first);
      const date = addDays(monthStart(ctx.today, -back + 1), rng.int(1, 5));
      const author = rng.pick(coaches);
      const sessions = rng.int(12, 30);
      const bytes = await simplePdf(`Monthly Report: ${month} ${first.slice(0, 4)}`, `${school.shortName} - prepared by ${author.name}, Innovation Coach`, [
        { heading: 'Summary', lines: [`Sessions conducted: ${sessions}`, `Students reached: ${rng.int(Math.round(studentCount * 0.6), studentCount)}`, `Lab hours: ${sessions * 2}`] },
        { heading: 'Highlights', lines: rng.sample(HIGHLIGHTS, 3).map((h) => `- ${h}`) },
        { heading: 'Next month', lines: ['Continue the planned lessons and prepare projects for the Kreativity Show.'] },
      ]);
      const createdAt = istTime(date, rng.int(10, 16), rng.int(0, 59));
      const fileId = await storeFile(ctx, bytes, {
        originalName: `${school.code}-monthly-report-${first.slice(0, 7)}.pdf`, kind: 'monthly_report', ownerId: author.id, schoolId: school.id, createdAt,
      });
      reports.push({ schoolId: school.id, date: date > ctx.today ? ctx.today : date, month, fileId, createdBy: author.id, createdAt });
    }

    for (const slug of rng.sample(GALLERY_SLUGS, rng.int(2, 4))) {
      galleries.push({
        schoolId: school.id, gallery: galleryUrl(school.code, slug), createdBy: rng.pick(coaches).id,
        lastModified: istTime(addDays(ctx.today, -rng.int(1, 150)), rng.int(9, 16), rng.int(0, 59)),
      });
    }

    // The advocacy report's fixed fields (contract ADVOCACY_FIELD_NAMES, ADR 0011); the gallery has its own column.
    const exhibition = addDays(ctx.today, -rng.int(20, 90));
    const yearStart = academicYearStart(ctx.today);
    advocacy.push({
      schoolId: school.id,
      fields: {
        reporting_period: `April ${yearStart} - March ${yearStart + 1}`,
        coordinator: coordinator.name,
        innovation_coach: coaches.map((c) => c.name).join(', '),
        sessions_conducted: rng.int(40, 120),
        students_reached: studentCount,
        teachers_trained: rng.int(4, 15),
        parent_meeting_held: rng.chance(0.7),
        community_events: advocacyRng.int(1, 6),
        exhibition_date: exhibition,
        media_coverage: advocacyRng.pick([null, `${school.shortName} science exhibition featured in the local newspaper`]),
        remarks: rng.pick([
          'Strong interest from parents; the exhibition drew a large crowd.',
          'Students presented their robots to the principal and visiting schools.',
          'More lab time is needed for the senior grades next term.',
          'The innovation club doubled in size this term.',
        ]),
      },
      gallery: galleryUrl(school.code, 'advocacy'),
      createdAt: istTime(addDays(exhibition, rng.int(2, 10)), 12),
    });
  }
  // Galleries are listed newest first; insert them in time order as the app would have.
  galleries.sort((a, b) => (a.lastModified as Date).getTime() - (b.lastModified as Date).getTime());
  await insertAll(ctx, monthlyReports, reports);
  await insertAll(ctx, classroomGalleries, galleries);
  await insertAll(ctx, advocacyReports, advocacy);
}
