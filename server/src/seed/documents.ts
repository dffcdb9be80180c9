import { programmeDocuments } from '../schema';
import { type SeedContext, insertAll, storeFile } from './context';
import type { Curriculum } from './curriculum';
import { buildInnovationCalendarPdf, buildStemCurriculumPdf, buildStemSopPdf } from './programme-pdfs';
import type { People } from './schools-and-users';
import { istTime } from './time';

/** The academic year (April to March) that holds the day, by the year it begins. */
export const academicYearStart = (day: string): number => {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 4 ? year : year - 1;
};

/**
 * The programme documents (Innovation Calendar of the current academic year, STEM-SOP, STEM Curriculum of the
 * seeded subjects), put in place by the administrator on the first day of the academic year.
 */
export async function seedDocuments(ctx: SeedContext, people: People, curriculum: Curriculum): Promise<void> {
  const start = academicYearStart(ctx.today);
  const placedAt = istTime(`${start}-04-01`, 9, 0);
  const documents = [
    { key: 'innovation_calendar', name: `innovation-calendar-${start}-${String(start + 1).slice(2)}.pdf`, bytes: await buildInnovationCalendarPdf(start) },
    { key: 'stem_sop', name: 'stem-sop.pdf', bytes: await buildStemSopPdf() },
    { key: 'stem_curriculum', name: 'stem-curriculum.pdf', bytes: await buildStemCurriculumPdf(curriculum.byGrade) },
  ];
  const rows: (typeof programmeDocuments.$inferInsert)[] = [];
  for (const d of documents) {
    const fileId = await storeFile(ctx, d.bytes, { originalName: d.name, kind: 'document', createdAt: placedAt });
    rows.push({ key: d.key, fileId, updatedBy: people.adminId, updatedAt: placedAt });
  }
  await insertAll(ctx, programmeDocuments, rows);
}
