import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { INNOVATION_MESSAGES, type InnovationProject, type createInnovationProjectSchema, type modifyInnovationProjectSchema } from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { schoolToday } from '../../lib/school-time';
import type { Principal } from '../../policies';
import { users } from '../../core/identity/accounts.table';
import { recordAudit } from '../audit';
import type { SchoolContext } from '../../core/identity/schools';
import { studentProfiles } from '../../core/identity/students.table';
import { innovationProjectMembers as members, innovationProjects as projects } from './innovation-club.table';
import { checkCalendarDay, checkOwnSchool, schoolStudentsByUsername } from './school-students';

export type CreateProjectInput = z.output<typeof createInnovationProjectSchema>;
export type ModifyProjectInput = z.output<typeof modifyInnovationProjectSchema>;

type ProjectRow = typeof projects.$inferSelect;

/** The students of the given projects, by project, in name order. */
async function studentsOf(db: Db, projectIds: number[]) {
  const byProject = new Map<number, InnovationProject['students']>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  const rows = await db.select({ projectId: members.projectId, name: users.name, username: users.username, grade: studentProfiles.grade, section: studentProfiles.section })
    .from(members)
    .innerJoin(users, eq(users.id, members.studentId))
    .innerJoin(studentProfiles, eq(studentProfiles.userId, members.studentId))
    .where(inArray(members.projectId, projectIds))
    .orderBy(asc(users.name), asc(users.username));
  for (const r of rows) byProject.get(r.projectId)?.push({ name: r.name ?? r.username, grade: r.grade, section: r.section, user: { username: r.username } });
  return byProject;
}

const toProject = (school: SchoolContext, row: ProjectRow, students: InnovationProject['students']): InnovationProject => ({
  id: row.id, project_name: row.projectName, date: row.date, progress: row.progress, school: school.name,
  grade: row.grade, section: row.section, students,
});

/** The school's projects, newest day first, a page at a time (innovation_projects_school_idx). */
export async function listProjects(db: Db, school: SchoolContext, page: { limit: number; offset: number }) {
  const ofSchool = eq(projects.schoolId, school.id);
  const [rows, [total]] = await Promise.all([
    db.select().from(projects).where(ofSchool).orderBy(desc(projects.date), desc(projects.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(projects).where(ofSchool),
  ]);
  const students = await studentsOf(db, rows.map((r) => r.id));
  return { count: total?.n ?? 0, limit: page.limit, offset: page.offset, innovation_clubs: rows.map((r) => toProject(school, r, students.get(r.id) ?? [])) };
}

/**
 * One student's projects for their parent (ADR 0014), newest day first: the day, name, progress and the team's
 * names only (innovation_project_members_student_idx).
 */
export async function listStudentProjects(db: Db, studentId: number, page: { limit: number; offset: number }) {
  const mine = inArray(projects.id, db.select({ id: members.projectId }).from(members).where(eq(members.studentId, studentId)));
  const [rows, [total]] = await Promise.all([
    db.select().from(projects).where(mine).orderBy(desc(projects.date), desc(projects.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(projects).where(mine),
  ]);
  const students = await studentsOf(db, rows.map((r) => r.id));
  return {
    count: total?.n ?? 0,
    innovation_club_projects: rows.map((r) => ({
      date: r.date, project_name: r.projectName, progress: r.progress, students: (students.get(r.id) ?? []).map((s) => ({ name: s.name })),
    })),
  };
}

async function oneProject(db: Db, school: SchoolContext, id: number): Promise<InnovationProject> {
  const [row] = await db.select().from(projects).where(and(eq(projects.id, id), eq(projects.schoolId, school.id))).limit(1);
  if (!row) throw notFound(INNOVATION_MESSAGES.notFound);
  return toProject(school, row, (await studentsOf(db, [row.id])).get(row.id) ?? []);
}

/**
 * A teacher's new project for their own school (the form's school must be it: 403), with students of the school
 * only (any other username is named in a 400 and nothing is saved). The project, its students and the audit
 * entry are one transaction.
 */
export async function createProject(db: Db, school: SchoolContext, user: Principal, input: CreateProjectInput): Promise<InnovationProject> {
  checkOwnSchool(school, input.school);
  if (input.date !== undefined) checkCalendarDay('date', input.date);
  const students = await schoolStudentsByUsername(db, school, 'students', input.students);
  if (students.length === 0) throw badRequest(INNOVATION_MESSAGES.noStudents, [{ field: 'students', message: INNOVATION_MESSAGES.noStudents }]);
  const date = input.date ?? schoolToday(school.timeZone);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(projects).values({
      schoolId: school.id, projectName: input.project_name, date, progress: input.progress,
      grade: input.grade ?? null, section: input.section ?? null, createdBy: user.id,
    }).returning({ id: projects.id });
    await tx.insert(members).values(students.map((s) => ({ projectId: row.id, studentId: s.id })));
    await recordAudit(tx, {
      schoolId: school.id, actorId: user.id, action: 'create', entity: 'innovation_project', entityId: row.id,
      after: { project_name: input.project_name, date, progress: input.progress, grade: input.grade ?? null, section: input.section ?? null, students: students.map((s) => s.username).sort() },
    });
    return row.id;
  });
  return oneProject(db, school, id);
}

/**
 * Changes a project's progress and takes students off it (Modify). Every username to remove must be on the
 * project ('Some students not found', nothing changed), and a project keeps at least one student. Another
 * school's project is answered like a missing one (404).
 */
export async function modifyProject(db: Db, school: SchoolContext, user: Principal, input: ModifyProjectInput): Promise<InnovationProject> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(projects).where(and(eq(projects.id, input.id), eq(projects.schoolId, school.id))).limit(1).for('update');
    if (!row) throw notFound(INNOVATION_MESSAGES.notFound);
    const current = await tx.select({ id: members.studentId, username: users.username })
      .from(members).innerJoin(users, eq(users.id, members.studentId)).where(eq(members.projectId, row.id));
    const remove = [...new Set((input.remove_students ?? []).map((u) => u.trim().toLowerCase()))];
    const onProject = new Map(current.map((s) => [s.username.toLowerCase(), s]));
    const missing = remove.filter((u) => !onProject.has(u));
    if (missing.length > 0) {
      const detail = `${INNOVATION_MESSAGES.studentsNotFound}: ${missing.join(', ')}`;
      throw badRequest(detail, [{ field: 'remove_students', message: detail }]);
    }
    if (remove.length > 0 && remove.length >= current.length) {
      throw badRequest(INNOVATION_MESSAGES.keepOneStudent, [{ field: 'remove_students', message: INNOVATION_MESSAGES.keepOneStudent }]);
    }
    const removed = remove.map((u) => onProject.get(u)!);
    if (removed.length === 0 && (input.progress === undefined || input.progress === row.progress)) return;
    if (removed.length > 0) {
      await tx.delete(members).where(and(eq(members.projectId, row.id), inArray(members.studentId, removed.map((s) => s.id))));
    }
    if (input.progress !== undefined && input.progress !== row.progress) {
      await tx.update(projects).set({ progress: input.progress }).where(eq(projects.id, row.id));
    }
    const before = { progress: row.progress, students: current.map((s) => s.username).sort() };
    const gone = new Set(removed.map((s) => s.id));
    const after = { progress: input.progress ?? row.progress, students: current.filter((s) => !gone.has(s.id)).map((s) => s.username).sort() };
    await recordAudit(tx, { schoolId: school.id, actorId: user.id, action: 'update', entity: 'innovation_project', entityId: row.id, before, after });
  });
  return oneProject(db, school, input.id);
}

