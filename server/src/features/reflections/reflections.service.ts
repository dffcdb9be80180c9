import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Reflection, ReflectionInput } from '@prayog/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { teacherReflections } from './reflections.table';

const REFLECTION_NOT_FOUND = 'Reflection not found.';
export const REFLECTION_DELETED = 'Reflection deleted.';

type Row = typeof teacherReflections.$inferSelect;
const toReflection = (r: Row): Reflection => ({ id: r.id, date: r.date, note: r.note, updated_at: r.updatedAt.toISOString() });

/** Only the writer's own note: another's id is answered like a missing one. */
const own = (teacherId: number, id: number) => and(eq(teacherReflections.id, id), eq(teacherReflections.teacherId, teacherId));

/** The writer's notes, newest date first (teacher_reflections_teacher_idx). */
export async function listReflections(db: Db, teacherId: number, page: { limit: number; offset: number }) {
  const mine = eq(teacherReflections.teacherId, teacherId);
  const [rows, [total]] = await Promise.all([
    db.select().from(teacherReflections).where(mine)
      .orderBy(desc(teacherReflections.date), desc(teacherReflections.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(teacherReflections).where(mine),
  ]);
  return { count: total?.n ?? 0, limit: page.limit, offset: page.offset, results: rows.map(toReflection) };
}

export async function createReflection(db: Db, teacherId: number, input: ReflectionInput): Promise<Reflection> {
  const [row] = await db.insert(teacherReflections).values({ teacherId, date: input.date, note: input.note }).returning();
  return toReflection(row);
}

/** Changes the fields sent; `updated_at` moves with any change. */
export async function updateReflection(db: Db, teacherId: number, id: number, changes: Partial<ReflectionInput>): Promise<Reflection> {
  const set = {
    ...(changes.date !== undefined ? { date: changes.date } : {}),
    ...(changes.note !== undefined ? { note: changes.note } : {}),
  };
  const [row] = Object.keys(set).length === 0
    ? await db.select().from(teacherReflections).where(own(teacherId, id))
    : await db.update(teacherReflections).set({ ...set, updatedAt: sql`now()` }).where(own(teacherId, id)).returning();
  if (!row) throw notFound(REFLECTION_NOT_FOUND);
  return toReflection(row);
}

export async function deleteReflection(db: Db, teacherId: number, id: number): Promise<void> {
  const gone = await db.delete(teacherReflections).where(own(teacherId, id)).returning({ id: teacherReflections.id });
  if (gone.length === 0) throw notFound(REFLECTION_NOT_FOUND);
}
