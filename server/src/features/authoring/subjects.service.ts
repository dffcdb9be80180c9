import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUTHORING_MESSAGES, subjectImageUrl,
  type AuthoringDeleteResponse, type AuthoringSubject, type createSubjectSchema, type updateSubjectSchema,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { schools } from '../../core/identity/schools.table';
import { activityDaily } from '../activity/activity.table';
import { lessonCompletions, lessonSchools, lessons, subjectSchools, subjects } from '../lessons/lessons.table';

/**
 * A subject's schools: the ones it was offered to in authoring, and any its lessons are offered to (lessons the
 * seed or an older release offered directly, before subject_schools existed).
 */
export const subjectSchoolIds = (subjectId: SQL | number) => sql<number[]>`array(
  select ss.school_id from ${subjectSchools} ss where ss.subject_id = ${subjectId}
  union
  select ls.school_id from ${lessonSchools} ls join ${lessons} l on l.id = ls.lesson_id where l.subject_id = ${subjectId}
  order by 1)`;

/** Students used the subject: a completed lesson or time spent in one. */
const subjectInUse = (subjectId: SQL | number) => sql<boolean>`(exists (
  select 1 from ${lessonCompletions} lc join ${lessons} l on l.id = lc.lesson_id where l.subject_id = ${subjectId})
  or exists (select 1 from ${activityDaily} a where a.subject_id = ${subjectId}))`;

// Correlated subqueries name the outer row in full: a one-table select renders its columns unqualified, and a bare
// "id" inside the subquery would be the inner table's.
const SUBJECT_ID = sql.raw('"subjects"."id"');

const subjectColumns = {
  id: subjects.id, grade: subjects.grade, name: subjects.name, slug: subjects.slug, description: subjects.description,
  imageUrl: subjects.imageUrl, archivedAt: subjects.archivedAt,
  schoolIds: subjectSchoolIds(SUBJECT_ID),
  lessonCount: sql<number>`(select count(*)::int from ${lessons} l where l.subject_id = ${SUBJECT_ID} and l.archived_at is null)`,
  inUse: subjectInUse(SUBJECT_ID),
};
const selectSubjects = (db: Db) => db.select(subjectColumns).from(subjects);
type SubjectRow = Awaited<ReturnType<typeof selectSubjects>>[number];

function toSubject(r: SubjectRow): AuthoringSubject {
  return {
    id: r.id, grade: r.grade, name: r.name, slug: r.slug, description: r.description, image_url: r.imageUrl,
    school_ids: (r.schoolIds ?? []).map(Number), lesson_count: Number(r.lessonCount), archived: r.archivedAt !== null, in_use: Boolean(r.inUse),
  };
}

export async function findSubject(db: Db, id: number): Promise<AuthoringSubject | null> {
  const [row] = await selectSubjects(db).where(eq(subjects.id, id)).limit(1);
  return row ? toSubject(row) : null;
}

export async function requireSubject(db: Db, id: number): Promise<AuthoringSubject> {
  const subject = await findSubject(db, id);
  if (!subject) throw notFound(AUTHORING_MESSAGES.noSuchSubject);
  return subject;
}

export async function listSubjects(db: Db, q: { grade?: number; include_archived: boolean; limit: number; offset: number }) {
  const where = and(q.grade === undefined ? undefined : eq(subjects.grade, q.grade), q.include_archived ? undefined : isNull(subjects.archivedAt));
  const [rows, [{ total }]] = await Promise.all([
    selectSubjects(db).where(where).orderBy(asc(subjects.grade), asc(subjects.name), asc(subjects.id)).limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(subjects).where(where),
  ]);
  return { count: total, limit: q.limit, offset: q.offset, results: rows.map(toSubject) };
}

async function checkSchools(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ id: schools.id }).from(schools).where(inArray(schools.id, ids));
  if (found.length !== ids.length) throw badRequest(AUTHORING_MESSAGES.noSuchSchool, [{ field: 'school_ids', message: AUTHORING_MESSAGES.noSuchSchool }]);
}

async function checkSlugFree(db: Db, grade: number, slug: string, exceptId?: number): Promise<void> {
  const [taken] = await db.select({ id: subjects.id }).from(subjects).where(and(eq(subjects.grade, grade), eq(subjects.slug, slug))).limit(1);
  if (taken && taken.id !== exceptId) throw conflict(AUTHORING_MESSAGES.slugTaken);
}

/**
 * Settles which schools a subject is offered to — `schoolIds` when given, else the ones it has now — in subject_schools,
 * its record from then on, and offers each of its lessons that is not archived to exactly those schools (none while
 * the subject is archived): lesson_schools is what the lesson viewer, the dashboards and the heartbeats read.
 */
export async function offerSubject(tx: Db, subjectId: number, schoolIds?: number[]): Promise<void> {
  const [subject] = await tx.select({ archivedAt: subjects.archivedAt, current: subjectSchoolIds(subjectId) }).from(subjects).where(eq(subjects.id, subjectId));
  if (!subject) return;
  const ids = schoolIds ?? (subject.current ?? []).map(Number);
  await tx.delete(subjectSchools).where(eq(subjectSchools.subjectId, subjectId));
  if (ids.length > 0) await tx.insert(subjectSchools).values(ids.map((schoolId) => ({ subjectId, schoolId })));
  const lessonRows = await tx.select({ id: lessons.id, archivedAt: lessons.archivedAt }).from(lessons).where(eq(lessons.subjectId, subjectId));
  if (lessonRows.length === 0) return;
  await tx.delete(lessonSchools).where(inArray(lessonSchools.lessonId, lessonRows.map((l) => l.id)));
  const offered = subject.archivedAt ? [] : lessonRows.filter((l) => l.archivedAt === null);
  const rows = offered.flatMap((l) => ids.map((schoolId) => ({ lessonId: l.id, schoolId })));
  if (rows.length > 0) await tx.insert(lessonSchools).values(rows);
}

const auditView = (s: AuthoringSubject) => ({ grade: s.grade, name: s.name, slug: s.slug, school_ids: s.school_ids, archived: s.archived });

export async function createSubject(db: Db, actorId: number | null, input: z.output<typeof createSubjectSchema>): Promise<AuthoringSubject> {
  await checkSchools(db, input.school_ids);
  await checkSlugFree(db, input.grade, input.slug);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(subjects).values({ grade: input.grade, name: input.name, slug: input.slug, description: input.description }).returning({ id: subjects.id });
    await offerSubject(tx, row.id, input.school_ids);
    await recordAudit(tx, { schoolId: null, actorId, action: 'create', entity: 'subject', entityId: row.id, after: { grade: input.grade, name: input.name, slug: input.slug, school_ids: input.school_ids } });
    return row.id;
  });
  return requireSubject(db, id);
}

export async function updateSubject(db: Db, actorId: number | null, id: number, input: z.output<typeof updateSubjectSchema>): Promise<AuthoringSubject> {
  const before = await requireSubject(db, id);
  if (Object.values(input).every((v) => v === undefined)) throw badRequest(AUTHORING_MESSAGES.nothingToChange);
  if (input.school_ids) await checkSchools(db, input.school_ids);
  const grade = input.grade ?? before.grade;
  const slug = input.slug ?? before.slug;
  if (grade !== before.grade || slug !== before.slug) await checkSlugFree(db, grade, slug, id);
  await db.transaction(async (tx) => {
    await tx.update(subjects).set({
      grade, slug, name: input.name ?? before.name, description: input.description ?? before.description,
      ...(input.archived === false ? { archivedAt: null } : {}),
    }).where(eq(subjects.id, id));
    await offerSubject(tx, id, input.school_ids);
    const after = await requireSubject(tx, id);
    await recordAudit(tx, { schoolId: null, actorId, action: 'update', entity: 'subject', entityId: id, before: auditView(before), after: auditView(after) });
  });
  return requireSubject(db, id);
}

/** Deletes a subject nobody used, with its lessons; one students used is archived: offered to no school, kept for reports. */
export async function deleteSubject(db: Db, actorId: number | null, id: number): Promise<AuthoringDeleteResponse> {
  const before = await requireSubject(db, id);
  const archive = before.in_use;
  await db.transaction(async (tx) => {
    if (archive) {
      // The schools are settled before the lessons' offers go, so a restore offers them to the same schools again.
      await offerSubject(tx, id);
      if (!before.archived) await tx.update(subjects).set({ archivedAt: new Date() }).where(eq(subjects.id, id));
      await offerSubject(tx, id);
    } else {
      await tx.delete(subjects).where(eq(subjects.id, id));
    }
    await recordAudit(tx, { schoolId: null, actorId, action: 'delete', entity: 'subject', entityId: id, before: auditView(before), after: archive ? { archived: true } : null });
  });
  return { detail: archive ? AUTHORING_MESSAGES.archived : AUTHORING_MESSAGES.deleted, archived: archive };
}

/** Replaces the subject's card image with an uploaded one (stored first by the caller). */
export async function setSubjectImage(db: Db, actorId: number | null, id: number, fileId: string): Promise<AuthoringSubject> {
  const before = await requireSubject(db, id);
  await db.transaction(async (tx) => {
    await tx.update(subjects).set({ imageFileId: fileId, imageUrl: subjectImageUrl(id, fileId) }).where(eq(subjects.id, id));
    await recordAudit(tx, { schoolId: null, actorId, action: 'update', entity: 'subject', entityId: id, before: { image_url: before.image_url }, after: { image_url: subjectImageUrl(id, fileId) } });
  });
  return requireSubject(db, id);
}
