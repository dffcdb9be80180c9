import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  createMacroPlanSchema, macroEmptyText, macroTakenText, microEmptyText, microTakenText, PLANNER_MESSAGES, PLANNER_MONTHS,
  type createMicroPlanSchema, type MacroPlan, type MacroPlanner, type MicroPlan, type MicroPlanner,
  type modifyMacroPlanSchema, type modifyMicroPlanSchema, type PlannerMonth,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { Principal } from '../../policies';
import { recordAudit } from '../audit';
import { checkOwnSchool } from '../innovation-club';
import { certificateDate } from '../quizzes';
import type { SchoolContext } from '../../core/identity/schools';
import { renderPlannerPdf } from './planner-pdf';
import { macroPlans, microPlans } from './planners.table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type MacroRow = typeof macroPlans.$inferSelect;
type MicroRow = typeof microPlans.$inferSelect;
export type ModifyMacroInput = z.output<typeof modifyMacroPlanSchema>;
export type CreateMicroInput = z.output<typeof createMicroPlanSchema>;
export type ModifyMicroInput = z.output<typeof modifyMicroPlanSchema>;

/** The most rows a school's whole planner can hold: 12 grades × 12 months, one plan each. */
const MAX_ROWS = 12 * 12;
const monthOrder = (m: string) => PLANNER_MONTHS.indexOf(m as PlannerMonth);

/** A form's `school`, when sent, must be the caller's own (its code or name, any case): otherwise 403. */
function ownSchoolOnly(school: SchoolContext, given: string | undefined): void {
  if (given !== undefined && given !== '') checkOwnSchool(school, given);
}

/** Form fields (multipart, urlencoded or JSON) checked with the contract's schema: a 400 naming every field. */
function parseFields<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message }));
  throw badRequest(errors[0].message, errors);
}

/**
 * Refuses a grade and month that already have their plan (409, naming them), so a teacher is told to modify it
 * instead. The unique indexes (macro_plans_school_grade_month_uq, micro_plans_school_month_grade_uq) hold the rule
 * when two adds race: the second is a 409 too.
 */
async function checkFree(tx: Tx, kind: 'macro' | 'micro', school: SchoolContext, grade: number, month: string): Promise<void> {
  const table = kind === 'macro' ? macroPlans : microPlans;
  const [taken] = await tx.select({ id: table.id }).from(table)
    .where(and(eq(table.schoolId, school.id), eq(table.grade, grade), eq(table.month, month))).limit(1);
  if (taken) throw conflict(kind === 'macro' ? macroTakenText(grade, month) : microTakenText(grade, month));
}

// ---------------------------------------------------------------- macro

const toMacroPlan = (school: SchoolContext, r: MacroRow): MacroPlan => ({
  id: r.id, grade: r.grade, month: r.month as PlannerMonth, school: school.name, topic: r.topic,
});
const macroState = (r: MacroRow) => ({ grade: r.grade, month: r.month, topic: r.topic });

/** The school's topics keyed by grade, then month in school-year order (macro_plans_school_grade_idx). */
export async function macroPlanner(db: Db, school: SchoolContext, grade?: number): Promise<MacroPlanner> {
  const where = grade === undefined ? eq(macroPlans.schoolId, school.id) : and(eq(macroPlans.schoolId, school.id), eq(macroPlans.grade, grade));
  const rows = await db.select().from(macroPlans).where(where).orderBy(asc(macroPlans.grade), asc(macroPlans.id)).limit(MAX_ROWS);
  rows.sort((a, b) => a.grade - b.grade || monthOrder(a.month) - monthOrder(b.month) || a.id - b.id);
  const macroplanner: MacroPlanner['macroplanner'] = {};
  for (const r of rows) ((macroplanner[r.grade] ??= {})[r.month] ??= []).push({ id: r.id, topic: r.topic });
  return { school: school.name, macroplanner };
}

/** One grade's topics as PDF rows, in school-year order. */
export async function macroRows(db: Db, school: SchoolContext, grade: number) {
  const { macroplanner } = await macroPlanner(db, school, grade);
  return Object.entries(macroplanner[grade] ?? {}).flatMap(([month, entries]) => entries.map((e) => ({ month, topic: e.topic })));
}

/** Adds a topic for the caller's own school; the form is read here, so multipart, urlencoded and JSON agree. */
export async function createMacroPlan(db: Db, school: SchoolContext, user: Principal, raw: unknown): Promise<MacroPlan> {
  const input = parseFields(createMacroPlanSchema, raw);
  ownSchoolOnly(school, input.school);
  return db.transaction(async (tx) => {
    await checkFree(tx, 'macro', school, input.grade, input.month);
    const [row] = await tx.insert(macroPlans).values({ schoolId: school.id, grade: input.grade, month: input.month, topic: input.topic }).returning();
    await recordAudit(tx, { schoolId: school.id, actorId: user.id, action: 'create', entity: 'macro_plan', entityId: row.id, after: macroState(row) });
    return toMacroPlan(school, row);
  });
}

/** Changes a topic (and its grade or month); another school's plan is 404, like a missing one. */
export async function modifyMacroPlan(db: Db, school: SchoolContext, user: Principal, input: ModifyMacroInput): Promise<MacroPlan> {
  ownSchoolOnly(school, input.school);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(macroPlans).where(and(eq(macroPlans.id, input.id), eq(macroPlans.schoolId, school.id))).for('update');
    if (!before) throw notFound(PLANNER_MESSAGES.macroNotFound);
    const next = { grade: input.grade ?? before.grade, month: input.month ?? before.month, topic: input.topic ?? before.topic };
    if (next.grade === before.grade && next.month === before.month && next.topic === before.topic) return toMacroPlan(school, before);
    if (next.grade !== before.grade || next.month !== before.month) await checkFree(tx, 'macro', school, next.grade, next.month);
    const [after] = await tx.update(macroPlans).set(next).where(eq(macroPlans.id, before.id)).returning();
    await recordAudit(tx, { schoolId: school.id, actorId: user.id, action: 'update', entity: 'macro_plan', entityId: after.id, before: macroState(before), after: macroState(after) });
    return toMacroPlan(school, after);
  });
}

// ---------------------------------------------------------------- micro

const microEntry = (r: MicroRow) => ({ id: r.id, no_of_sessions: r.noOfSessions, name_of_activity: r.nameOfActivity, extra_activity: r.extraActivity });
const toMicroPlan = (school: SchoolContext, r: MicroRow): MicroPlan => ({ ...microEntry(r), grade: r.grade, month: r.month as PlannerMonth, school: school.name });
const microState = (r: MicroRow) => ({ grade: r.grade, month: r.month, no_of_sessions: r.noOfSessions, name_of_activity: r.nameOfActivity, extra_activity: r.extraActivity });

/** The school's micro plans keyed by month in school-year order, then grade (micro_plans_school_month_idx). */
export async function microPlanner(db: Db, school: SchoolContext, month?: string): Promise<MicroPlanner> {
  const where = month === undefined ? eq(microPlans.schoolId, school.id) : and(eq(microPlans.schoolId, school.id), eq(microPlans.month, month));
  const rows = await db.select().from(microPlans).where(where).orderBy(asc(microPlans.grade), asc(microPlans.id)).limit(MAX_ROWS);
  rows.sort((a, b) => monthOrder(a.month) - monthOrder(b.month) || a.grade - b.grade || a.id - b.id);
  const table: MicroPlanner['microplanner_table'] = {};
  for (const r of rows) ((table[r.month] ??= {})[r.grade] ??= []).push(microEntry(r));
  return { school: school.name, microplanner_table: table };
}

/** One month's plans as PDF rows, by grade. */
export async function microRows(db: Db, school: SchoolContext, month: string) {
  const { microplanner_table: table } = await microPlanner(db, school, month);
  return Object.entries(table[month] ?? {}).flatMap(([grade, entries]) => entries.map((e) => ({ grade: Number(grade), ...e })));
}

export async function createMicroPlan(db: Db, school: SchoolContext, user: Principal, input: CreateMicroInput): Promise<MicroPlan> {
  ownSchoolOnly(school, input.school);
  return db.transaction(async (tx) => {
    await checkFree(tx, 'micro', school, input.grade, input.month);
    const [row] = await tx.insert(microPlans).values({
      schoolId: school.id, grade: input.grade, month: input.month, noOfSessions: input.no_of_sessions,
      nameOfActivity: input.name_of_activity, extraActivity: input.extra_activity,
    }).returning();
    await recordAudit(tx, { schoolId: school.id, actorId: user.id, action: 'create', entity: 'micro_plan', entityId: row.id, after: microState(row) });
    return toMicroPlan(school, row);
  });
}

/** Changes a micro plan; another school's plan is 404, like a missing one. */
export async function modifyMicroPlan(db: Db, school: SchoolContext, user: Principal, input: ModifyMicroInput): Promise<MicroPlan> {
  ownSchoolOnly(school, input.school);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(microPlans).where(and(eq(microPlans.id, input.id), eq(microPlans.schoolId, school.id))).for('update');
    if (!before) throw notFound(PLANNER_MESSAGES.microNotFound);
    const next = {
      grade: input.grade ?? before.grade, month: input.month ?? before.month, noOfSessions: input.no_of_sessions ?? before.noOfSessions,
      nameOfActivity: input.name_of_activity ?? before.nameOfActivity, extraActivity: input.extra_activity ?? before.extraActivity,
    };
    if (JSON.stringify(microState({ ...before, ...next })) === JSON.stringify(microState(before))) return toMicroPlan(school, before);
    if (next.grade !== before.grade || next.month !== before.month) await checkFree(tx, 'micro', school, next.grade, next.month);
    const [after] = await tx.update(microPlans).set(next).where(eq(microPlans.id, before.id)).returning();
    await recordAudit(tx, { schoolId: school.id, actorId: user.id, action: 'update', entity: 'micro_plan', entityId: after.id, before: microState(before), after: microState(after) });
    return toMicroPlan(school, after);
  });
}

// ---------------------------------------------------------------- delete

/**
 * Deletes a plan of the caller's school with an audit entry (before) in the same transaction; another school's plan
 * is 404, like a missing one.
 */
export async function deleteMacroPlan(db: Db, school: SchoolContext, user: Principal, id: number): Promise<{ detail: string }> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(macroPlans).where(and(eq(macroPlans.id, id), eq(macroPlans.schoolId, school.id))).returning();
    if (!before) throw notFound(PLANNER_MESSAGES.macroNotFound);
    await recordAudit(tx, { schoolId: school.id, actorId: user.id, action: 'delete', entity: 'macro_plan', entityId: id, before: macroState(before) });
  });
  return { detail: PLANNER_MESSAGES.macroDeleted };
}

export async function deleteMicroPlan(db: Db, school: SchoolContext, user: Principal, id: number): Promise<{ detail: string }> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(microPlans).where(and(eq(microPlans.id, id), eq(microPlans.schoolId, school.id))).returning();
    if (!before) throw notFound(PLANNER_MESSAGES.microNotFound);
    await recordAudit(tx, { schoolId: school.id, actorId: user.id, action: 'delete', entity: 'micro_plan', entityId: id, before: microState(before) });
  });
  return { detail: PLANNER_MESSAGES.microDeleted };
}

// ---------------------------------------------------------------- PDF downloads

export interface PlannerDownload { bytes: Buffer; filename: string }

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'school';
const madeOn = (school: SchoolContext) => certificateDate(new Date(), school.timeZone);

/** One grade's topics as a Month | Topic table; an empty grade says so instead of showing an empty table. */
export async function macroDownload(db: Db, school: SchoolContext, grade: number): Promise<PlannerDownload> {
  const rows = await macroRows(db, school, grade);
  const bytes = await renderPlannerPdf({
    title: 'Macro Planner', schoolName: school.name, period: `Grade ${grade}`, madeOn: madeOn(school),
    columns: [{ header: 'Month', width: 0.22 }, { header: 'Topic', width: 0.78 }],
    rows: rows.map((r) => [r.month, r.topic]),
    emptyText: macroEmptyText(grade),
  });
  return { bytes, filename: `${slug(school.code)}-macro-planner-grade-${grade}.pdf` };
}

/** One month's plans as a Grade | No. of Sessions | Activities | Extra Activity table, one activity a line. */
export async function microDownload(db: Db, school: SchoolContext, month: string): Promise<PlannerDownload> {
  const rows = await microRows(db, school, month);
  const bytes = await renderPlannerPdf({
    title: 'Micro Planner', schoolName: school.name, period: `Month: ${month}`, madeOn: madeOn(school),
    columns: [
      { header: 'Grade', width: 0.1, align: 'center' }, { header: 'No. of Sessions', width: 0.19, align: 'center' },
      { header: 'Activities', width: 0.44 }, { header: 'Extra Activity', width: 0.27 },
    ],
    rows: rows.map((r) => [String(r.grade), String(r.no_of_sessions), r.name_of_activity.map((a) => `• ${a}`).join('\n'), r.extra_activity || '-']),
    emptyText: microEmptyText(month),
  });
  return { bytes, filename: `${slug(school.code)}-micro-planner-${slug(month)}.pdf` };
}
