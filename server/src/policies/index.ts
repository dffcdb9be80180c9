/**
 * The access rules every route takes its policy from (ARCHITECTURE §4): deny by default, own records for
 * students, own school for staff, confirmed children for parents, everything for superusers. Each policy
 * loads the subject of the call once and hands it to the handler typed.
 */
import type { FastifyRequest } from 'fastify';
import type { Role } from '@prayog/contract';
import type { Db } from '../db/client';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/http-errors';
import { findStudentByUsername, isConfirmedParent, type StudentContext } from '../core/identity/student-context';
import { findStaffByUsername, type SchoolContext } from '../core/identity/schools';
import { DENIED, type Policy, type Principal } from '../core/policy';

export type { AccessRule, Policy, Principal, SubjectOf } from '../core/policy';
export { passGate } from '../core/policy';

type StaffRole = 'teacher' | 'school';

/** The signed-in user of a rule that requires one (the gate has already refused anonymous calls). */
function required(user: Principal | null): Principal {
  if (!user) throw unauthorized();
  return user;
}

const isStaffOf = (user: Principal, schoolId: number) =>
  (user.role === 'teacher' || user.role === 'school') && user.schoolId === schoolId;

/** Anyone; the handler still learns who is signed in, if anyone. */
export const publicAccess: Policy<{ user: Principal | null }> = {
  rule: { kind: 'public' },
  gate: { signedIn: false, roles: 'any', superuser: true },
  summary: 'Public: no sign-in needed.',
  authorize: async (_req, user) => ({ user }),
};

/** Any approved account, for calls about the caller's own account. */
export const signedInAccess: Policy<Principal> = {
  rule: { kind: 'signed-in' },
  gate: { signedIn: true, roles: 'any', superuser: true },
  summary: 'Any signed-in account (its own data only).',
  authorize: async (_req, user) => required(user),
};

/** Accounts of the listed roles and superusers, where the service itself narrows what each one sees. */
export function rolesAccess(roles: readonly Role[], deniedDetail?: string): Policy<Principal> {
  return {
    rule: { kind: 'roles', roles },
    gate: { signedIn: true, roles, superuser: true, deniedDetail },
    summary: `${roles.join(', ')} accounts and superusers.`,
    authorize: async (_req, user) => required(user),
  };
}

/** The caller's own student records. A superuser has none, so is refused like any other non-student. */
export const studentSelf: Policy<StudentContext> = {
  rule: { kind: 'student-self' },
  gate: { signedIn: true, roles: ['student'], superuser: false, deniedDetail: 'Only students can use this.' },
  summary: "Students, for their own records.",
  schoolOf: (student) => student.schoolId,
  async authorize(_req, user) {
    const student = required(user).student;
    if (!student) throw forbidden('Only students can use this.');
    return student;
  },
};

/**
 * A student named by a path parameter: the student themself and superusers; with `staff`, the teachers and
 * school account of the student's school; with `parent`, parents whose link the school confirmed. Anyone else
 * gets 403 whether or not the username exists, so usernames cannot be probed.
 */
export function namedStudent(opts: { param?: string; staff?: boolean; parent?: boolean; superuser?: false; deniedDetail?: string; notFoundDetail?: string } = {}): Policy<{ user: Principal; student: StudentContext }> {
  const param = opts.param ?? 'username';
  const staff = opts.staff ?? false;
  const parent = opts.parent ?? false;
  const superuser = opts.superuser ?? true;
  const denied = opts.deniedDetail ?? 'You can only view your own records.';
  const roles: Role[] = ['student', ...(staff ? (['teacher', 'school'] as const) : []), ...(parent ? (['parent'] as const) : [])];
  const who = ['the student', staff && "their school's staff", parent && 'their confirmed parents', superuser && 'superusers'].filter(Boolean).join(', ');
  return {
    rule: { kind: 'student', staff, parent, ...(superuser ? {} : { superuser: false as const }) },
    gate: { signedIn: true, roles, superuser, deniedDetail: denied },
    summary: `A student's records: ${who}.`,
    schoolOf: ({ student }) => student.schoolId,
    personOf: ({ student }) => student.id,
    async authorize(req, maybeUser, db) {
      const user = required(maybeUser);
      const username = String((req.params as Record<string, unknown>)[param] ?? '');
      // A student opening their own records is known from the session (kept for a few seconds, ADR 0013).
      if (user.student && user.student.username.toLowerCase() === username.toLowerCase()) return { user, student: user.student };
      if (user.isSuperuser && !superuser) throw forbidden(denied);
      const student = await findStudentByUsername(db, username);
      if (user.isSuperuser) {
        if (!student) throw notFound(opts.notFoundDetail ?? 'No student with that username.');
        return { user, student };
      }
      if (!student) throw forbidden(denied);
      const allowed = student.id === user.id
        || (staff && isStaffOf(user, student.schoolId))
        || (parent && user.role === 'parent' && (await isConfirmedParent(db, user.id, student.id)));
      if (!allowed) throw forbidden(denied);
      return { user, student };
    },
  };
}

/**
 * The caller's own school, for its staff. A superuser may read any school and names it with `?school=<id>`
 * (the endpoint's query must declare `school`); writes stay with the school's own staff unless `superuserWrites`.
 */
export function ownSchool(opts: { roles?: readonly StaffRole[]; superuserWrites?: boolean } = {}): Policy<{ user: Principal; school: SchoolContext }> {
  const roles = opts.roles ?? (['teacher', 'school'] as const);
  const superuserWrites = opts.superuserWrites ?? false;
  return {
    rule: { kind: 'school', roles, superuserWrites },
    gate: { signedIn: true, roles, superuser: true },
    summary: `${roles.join(' and ')} accounts, for their own school; superusers ${superuserWrites ? 'for' : 'may read'} any school (?school=<id>).`,
    schoolOf: ({ school }) => school.id,
    sameAnswerForTheSchool: true,
    async authorize(req, maybeUser, db) {
      const user = required(maybeUser);
      if (user.isSuperuser) {
        const isRead = req.method === 'GET' || req.method === 'HEAD';
        if (!isRead && !superuserWrites) throw forbidden('Only the school\'s own staff can change this.');
        const schoolId = (req.query as { school?: unknown } | undefined)?.school;
        if (typeof schoolId !== 'number') throw badRequest('Choose a school: add ?school=<id>.', [{ field: 'school', message: 'Required for administrators' }]);
        const school = await req.caches.school(db, schoolId);
        if (!school) throw notFound('No such school.');
        return { user, school };
      }
      if (!(roles as readonly Role[]).includes(user.role) || user.schoolId === null) throw forbidden(DENIED);
      const school = await req.caches.school(db, user.schoolId);
      if (!school) throw forbidden(DENIED);
      return { user, school };
    },
  };
}

/** A staff member as the dashboards name them: the account, its role and its school. */
export interface StaffContext {
  id: number;
  username: string;
  name: string;
  role: StaffRole;
}

/**
 * A teacher's or school account's own dashboard home, named by the `{username}` in its path: the account itself,
 * and superusers (who may open any such account's). Anyone else gets 403 whether or not the username exists.
 */
export function namedStaff(role: StaffRole): Policy<{ user: Principal; staff: StaffContext; school: SchoolContext }> {
  const denied = 'You can only open your own dashboard.';
  return {
    rule: { kind: 'staff-self', role },
    gate: { signedIn: true, roles: [role], superuser: true, deniedDetail: denied },
    summary: `The ${role} account named in the path (its own dashboard), and superusers.`,
    schoolOf: ({ school }) => school.id,
    sameAnswerForTheSchool: true,
    async authorize(req, maybeUser, db) {
      const user = required(maybeUser);
      const username = String((req.params as { username?: unknown }).username ?? '');
      // Staff open their own home: the session already holds the account, so only others' names are looked up.
      const own = user.role === role && user.schoolId !== null && user.username.toLowerCase() === username.toLowerCase();
      const staff = own ? { id: user.id, username: user.username, name: user.name, schoolId: user.schoolId! } : await findStaffByUsername(db, username, role);
      if (!staff || (!user.isSuperuser && staff.id !== user.id)) {
        if (user.isSuperuser) throw notFound('No such account.');
        throw forbidden(denied);
      }
      const school = await req.caches.school(db, staff.schoolId);
      if (!school) throw notFound('No such school.');
      return { user, staff: { id: staff.id, username: staff.username, name: staff.name ?? staff.username, role }, school };
    },
  };
}

/**
 * A parent's child whose link the school confirmed. With several, `?child=<username>` chooses one (the first
 * by name otherwise). A parent with no confirmed child is told the link is waiting for the school.
 */
export const linkedChild: Policy<{ user: Principal; child: StudentContext; children: StudentContext[] }> = {
  rule: { kind: 'linked-child' },
  gate: { signedIn: true, roles: ['parent'], superuser: false, deniedDetail: 'Only parents can use this.' },
  summary: 'Parents, for a child whose link their school confirmed (?child=<username> chooses among several).',
  schoolOf: ({ child }) => child.schoolId,
  async authorize(req, maybeUser, db) {
    const user = required(maybeUser);
    const children = await req.caches.confirmedChildren(db, user.id);
    if (children.length === 0) throw forbidden('Your link to your child is waiting for confirmation by the school.');
    const wanted = (req.query as { child?: unknown } | undefined)?.child;
    const child = typeof wanted === 'string' && wanted
      ? children.find((c) => c.username.toLowerCase() === wanted.toLowerCase())
      : children[0];
    if (!child) throw forbidden('You can only see your own children.');
    return { user, child, children };
  },
};

/** Parent accounts themselves, linked or not: asking the school to link a child needs no confirmed link yet. */
export const parentSelf: Policy<Principal> = {
  rule: { kind: 'parent' },
  gate: { signedIn: true, roles: ['parent'], superuser: false, deniedDetail: 'Only parents can use this.' },
  summary: 'Parents themselves, whether or not the school confirmed a link yet.',
  authorize: async (_req, user) => required(user),
};

/** Administrators only. */
export const superuserOnly: Policy<Principal> = {
  rule: { kind: 'superuser' },
  gate: { signedIn: true, roles: [], superuser: true },
  summary: 'Superusers (administrators) only.',
  authorize: async (_req, user) => required(user),
};

/** A record owned by one school, or by every school when `schoolId` is null (an administrator's). */
export interface SchoolOwned {
  schoolId: number | null;
}

/** Whether the caller may change a record owned by `schoolId` (null: every school's, an administrator's). */
export function mayChangeSchoolRecord(user: Principal, roles: readonly StaffRole[], schoolId: number | null): boolean {
  if (user.isSuperuser) return true;
  return schoolId !== null && (roles as readonly Role[]).includes(user.role) && user.schoolId === schoolId;
}

/** Whether the caller may read it: the same, plus every school's records for the listed roles. */
export function mayReadSchoolRecord(user: Principal, roles: readonly StaffRole[], schoolId: number | null): boolean {
  if (user.isSuperuser) return true;
  if (!(roles as readonly Role[]).includes(user.role) || user.schoolId === null) return false;
  return schoolId === null || user.schoolId === schoolId;
}

/**
 * One record a school owns (a teacher's quiz) or every school shares (an administrator's), loaded once: superusers
 * read and change any; the listed staff roles read their own school's and every school's and change (any method but
 * GET) their own school's only. Anyone else gets 403; a missing record 404.
 */
export function schoolOwnedRecord<R extends SchoolOwned>(opts: {
  record: string;
  roles: readonly StaffRole[];
  notFoundDetail: string;
  deniedDetail: string;
  load(req: FastifyRequest, db: Db): Promise<R | null>;
}): Policy<{ user: Principal; record: R; mayChange: boolean }> {
  return {
    rule: { kind: 'school-owned', record: opts.record, roles: opts.roles },
    gate: { signedIn: true, roles: opts.roles, superuser: true, deniedDetail: opts.deniedDetail },
    summary: `One ${opts.record}: superusers; ${opts.roles.join(' and ')} accounts read their own school's and every school's, and change their own school's only.`,
    schoolOf: ({ record }) => record.schoolId,
    async authorize(req, maybeUser, db) {
      const user = required(maybeUser);
      const record = await opts.load(req, db);
      if (!record) throw notFound(opts.notFoundDetail);
      const isRead = req.method === 'GET' || req.method === 'HEAD';
      const mayChange = mayChangeSchoolRecord(user, opts.roles, record.schoolId);
      if (!(isRead ? mayReadSchoolRecord(user, opts.roles, record.schoolId) : mayChange)) throw forbidden(opts.deniedDetail);
      return { user, record, mayChange };
    },
  };
}

/** A stored record as a policy sees it: the student it belongs to and their school. */
export interface OwnedRecord {
  ownerId: number | null;
  schoolId: number | null;
}

/**
 * One stored record, loaded once: readable by the student it belongs to, superusers, and (as set) any signed-in
 * user, the owner's school staff and confirmed parents. Anyone else gets the same 404 as for a missing record,
 * so ids cannot be probed by status. `canRead` replaces the default check where the record's kind decides.
 */
export function readableRecord<R extends OwnedRecord>(opts: {
  record: string;
  /** The detail of the 404 (for a missing record and a forbidden one alike). */
  notFoundDetail: string;
  anySignedIn?: boolean;
  staff?: boolean;
  parent?: boolean;
  load(req: FastifyRequest, db: Db): Promise<R | null>;
  canRead?(db: Db, user: Principal, record: R): Promise<boolean>;
}): Policy<{ user: Principal; record: R }> {
  const rule = { kind: 'record', record: opts.record, anySignedIn: opts.anySignedIn ?? false, staff: opts.staff ?? false, parent: opts.parent ?? false } as const;
  const defaultCheck = async (db: Db, user: Principal, r: R) => {
    if (rule.anySignedIn || (r.ownerId !== null && r.ownerId === user.id)) return true;
    if (rule.staff && r.schoolId !== null && isStaffOf(user, r.schoolId)) return true;
    return rule.parent && user.role === 'parent' && r.ownerId !== null && isConfirmedParent(db, user.id, r.ownerId);
  };
  const canRead = opts.canRead ?? defaultCheck;
  return {
    rule,
    gate: { signedIn: true, roles: 'any', superuser: true },
    summary: `One ${opts.record}: its student${rule.staff ? ", their school's staff" : ''}${rule.parent ? ', their confirmed parents' : ''}${rule.anySignedIn ? ', any signed-in user' : ''} and superusers; 404 for anyone else.`,
    schoolOf: ({ record }) => record.schoolId,
    personOf: ({ record }) => record.ownerId,
    async authorize(req, maybeUser, db) {
      const user = required(maybeUser);
      const record = await opts.load(req, db);
      if (!record || !(user.isSuperuser || (await canRead(db, user, record)))) throw notFound(opts.notFoundDetail);
      return { user, record };
    },
  };
}

export type { StudentContext, SchoolContext };
