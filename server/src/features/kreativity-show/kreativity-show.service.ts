import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { KREATIVITY_MESSAGES, type KreativityShow, type kreativityShowInputSchema } from '@prayog/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Principal } from '../../policies';
import { users } from '../../core/identity/accounts.table';
import { recordAudit } from '../audit';
import { checkCalendarDay, checkOwnSchool, schoolStudentsByUsername } from '../innovation-club';
import type { SchoolContext } from '../../core/identity/schools';
import { studentProfiles } from '../../core/identity/students.table';
import { kreativityShowMembers as members, kreativityShows as shows } from './kreativity-show.table';

export type KreativityShowInput = z.output<typeof kreativityShowInputSchema>;
type ShowRow = typeof shows.$inferSelect;
interface ShowStudent { username: string; name: string; grade: number; section: string }

/** The students of the given shows, by show, in username order (kreativity_show_members primary key). */
async function studentsOf(db: Db, showIds: number[]) {
  const byShow = new Map<number, ShowStudent[]>(showIds.map((id) => [id, []]));
  if (showIds.length === 0) return byShow;
  const rows = await db.select({ showId: members.showId, username: users.username, name: users.name, grade: studentProfiles.grade, section: studentProfiles.section })
    .from(members)
    .innerJoin(users, eq(users.id, members.studentId))
    .innerJoin(studentProfiles, eq(studentProfiles.userId, members.studentId))
    .where(inArray(members.showId, showIds))
    .orderBy(asc(users.username));
  for (const r of rows) byShow.get(r.showId)?.push({ username: r.username, name: r.name ?? r.username, grade: r.grade, section: r.section });
  return byShow;
}

const toShow = (school: SchoolContext, row: ShowRow, students: ShowStudent[]): KreativityShow => ({
  id: row.id, date_assigned: row.dateAssigned, project_name: row.projectName, school: school.name,
  students: students.map((s) => s.username).join(', '),
  student_objects: students.map(({ name, grade, section }) => ({ name, grade, section })),
});

/** The school's shows, newest first, a page at a time (kreativity_shows_school_idx). */
export async function listShows(db: Db, school: SchoolContext, page: { limit: number; offset: number }) {
  const ofSchool = eq(shows.schoolId, school.id);
  const [rows, [total]] = await Promise.all([
    db.select().from(shows).where(ofSchool).orderBy(desc(shows.dateAssigned), desc(shows.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(shows).where(ofSchool),
  ]);
  const students = await studentsOf(db, rows.map((r) => r.id));
  return { count: total?.n ?? 0, limit: page.limit, offset: page.offset, results: rows.map((r) => toShow(school, r, students.get(r.id) ?? [])) };
}

/** One student's shows for their parent (ADR 0014), newest first (kreativity_show_members_student_idx). */
export async function listStudentShows(db: Db, studentId: number, page: { limit: number; offset: number }) {
  const mine = inArray(shows.id, db.select({ id: members.showId }).from(members).where(eq(members.studentId, studentId)));
  const [rows, [total]] = await Promise.all([
    db.select().from(shows).where(mine).orderBy(desc(shows.dateAssigned), desc(shows.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(shows).where(mine),
  ]);
  const students = await studentsOf(db, rows.map((r) => r.id));
  return {
    count: total?.n ?? 0,
    kreativityshow: rows.map((r) => ({
      id: r.id, date_assigned: r.dateAssigned, project_name: r.projectName,
      student_objects: (students.get(r.id) ?? []).map(({ name, grade, section }) => ({ name, grade, section })),
    })),
  };
}

async function oneShow(db: Db, school: SchoolContext, id: number): Promise<KreativityShow> {
  const [row] = await db.select().from(shows).where(and(eq(shows.id, id), eq(shows.schoolId, school.id))).limit(1);
  if (!row) throw notFound(KREATIVITY_MESSAGES.notFound);
  return toShow(school, row, (await studentsOf(db, [row.id])).get(row.id) ?? []);
}

/** The form's checks, before anything is written: own school (403), a real day, and students of the school only (400). */
async function checked(db: Db, school: SchoolContext, input: KreativityShowInput) {
  checkOwnSchool(school, input.school);
  checkCalendarDay('date_assigned', input.date_assigned);
  return schoolStudentsByUsername(db, school, 'students', input.students);
}

/** A teacher's new show for their own school, with its students and audit entry in one transaction. */
export async function createShow(db: Db, school: SchoolContext, user: Principal, input: KreativityShowInput): Promise<KreativityShow> {
  const students = await checked(db, school, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(shows).values({ schoolId: school.id, dateAssigned: input.date_assigned, projectName: input.project_name, createdBy: user.id })
      .returning({ id: shows.id });
    await tx.insert(members).values(students.map((s) => ({ showId: row.id, studentId: s.id })));
    await recordAudit(tx, {
      schoolId: school.id, actorId: user.id, action: 'create', entity: 'kreativity_show', entityId: row.id,
      after: { date_assigned: input.date_assigned, project_name: input.project_name, students: students.map((s) => s.username).sort() },
    });
    return row.id;
  });
  return oneShow(db, school, id);
}

/**
 * Update: the form sends every field again (day, name, students, school) and they replace the show's. Another
 * school's show is answered like a missing one (404); the checks are the same as when adding.
 */
export async function updateShow(db: Db, school: SchoolContext, user: Principal, id: number, input: KreativityShowInput): Promise<KreativityShow> {
  const [exists] = await db.select({ id: shows.id }).from(shows).where(and(eq(shows.id, id), eq(shows.schoolId, school.id))).limit(1);
  if (!exists) throw notFound(KREATIVITY_MESSAGES.notFound);
  const students = await checked(db, school, input);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(shows).where(and(eq(shows.id, id), eq(shows.schoolId, school.id))).limit(1).for('update');
    if (!row) throw notFound(KREATIVITY_MESSAGES.notFound);
    const current = await tx.select({ id: members.studentId, username: users.username })
      .from(members).innerJoin(users, eq(users.id, members.studentId)).where(eq(members.showId, id));
    await tx.update(shows).set({ dateAssigned: input.date_assigned, projectName: input.project_name }).where(eq(shows.id, id));
    const keep = new Set(students.map((s) => s.id));
    const had = new Set(current.map((s) => s.id));
    const dropped = current.filter((s) => !keep.has(s.id)).map((s) => s.id);
    if (dropped.length > 0) await tx.delete(members).where(and(eq(members.showId, id), inArray(members.studentId, dropped)));
    const added = students.filter((s) => !had.has(s.id));
    if (added.length > 0) await tx.insert(members).values(added.map((s) => ({ showId: id, studentId: s.id })));
    await recordAudit(tx, {
      schoolId: school.id, actorId: user.id, action: 'update', entity: 'kreativity_show', entityId: id,
      before: { date_assigned: row.dateAssigned, project_name: row.projectName, students: current.map((s) => s.username).sort() },
      after: { date_assigned: input.date_assigned, project_name: input.project_name, students: students.map((s) => s.username).sort() },
    });
  });
  return oneShow(db, school, id);
}
