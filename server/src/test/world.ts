/**
 * One test world: the schools, people and parent links a test needs, written as rows in a few inserts, and calls to
 * the API as any of those people through the contract's own endpoints, so a test names no URL or header and reads
 * typed answers:
 *
 *   const w = await createWorld(t, {
 *     schools: { home: {}, away: { name: 'Away School, Pune' } },
 *     users: { stu: { role: 'student', school: 'home', grade: 7 }, mum: { role: 'parent', school: 'home' } },
 *     links: [['mum', 'stu']],
 *   });
 *   const lessons = await w.as('stu').ok(lessonEndpoints.curriculum, { params: { grade: 7, subject: 'robotics' } });
 *   expect((await w.as('mum').call(lessonEndpoints.curriculum, { params: { grade: 7, subject: 'robotics' } })).statusCode).toBe(403);
 *
 * Usernames are the keys of `users`; every person is approved unless told otherwise and signed in (a token each).
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  endpointPath, successSchema,
  type EndpointBody, type EndpointDefinition, type EndpointParams, type EndpointQuery, type EndpointResponse, type Role,
} from '@prayog/contract';
import { schools } from '../core/identity/schools.table';
import { users } from '../core/identity/accounts.table';
import { studentProfiles } from '../core/identity/students.table';
import { parentChildLinks, parentProfiles } from '../core/identity/parents.table';
import { issueToken } from '../core/identity/sessions';
import { schoolProfiles, teacherProfiles } from '../features/staff/staff.table';
import type { Db } from '../db/client';
import { authHeader, type TestApp } from './test-app';
import { sharedPasswordHash } from './fixtures';

export interface SchoolSpec {
  /** Default: "<Key> School, Sector 1, Noida". */
  name?: string;
  /** Default: the key. */
  code?: string;
  city?: string;
  timeZone?: string;
}

export interface PersonSpec<S extends string> {
  role: Role;
  /** The school's key, or the id of a school made before (a person added later); none for an administrator. */
  school?: NoInfer<S> | number;
  superuser?: boolean;
  approval?: 'approved' | 'pending' | 'rejected';
  /** A student's class (default 7 A). */
  grade?: number;
  section?: string;
  /** Default: the username. */
  name?: string;
}

export interface WorldSpec<S extends string, U extends string> {
  schools?: Record<S, SchoolSpec>;
  users: Record<U, PersonSpec<S>>;
  /** Parent → child links, confirmed unless told 'pending'. */
  links?: readonly (readonly [parent: NoInfer<U>, child: NoInfer<U>, status?: 'approved' | 'pending'])[];
  /** Whether each person gets a token (default yes). */
  signedIn?: boolean;
}

/** What a call may carry, typed by its endpoint. */
export interface CallInput<E extends EndpointDefinition> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  headers?: Record<string, string>;
}

export interface Caller {
  /** The endpoint called as this person: the raw answer, whatever its status. */
  call<E extends EndpointDefinition>(endpoint: E, input?: CallInput<E>): Promise<LightMyRequestResponse>;
  /** The endpoint called as this person, expected to succeed: its body parsed by the endpoint's success schema. */
  ok<E extends EndpointDefinition>(endpoint: E, input?: CallInput<E>): Promise<EndpointResponse<E>>;
  /** Any request as this person (a path the contract does not describe, a multipart upload, a malformed body). */
  inject(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
}

/** The rows of a world: ids by key, each school's join code, and a token per person (unless not signedIn). */
export interface WorldRows<S extends string, U extends string> {
  school: Record<S, number>;
  joinCode: Record<S, string>;
  id: Record<U, number>;
  token: Record<U, string>;
}

export interface World<S extends string, U extends string> extends WorldRows<S, U> {
  t: TestApp;
  /** Calls as a person of the world, or as nobody signed in. */
  as(who: U | 'anonymous'): Caller;
}

/** A world's description kept as a constant, so its types can be named before it is created (`WorldOf`, `PersonOf`). */
export const worldSpec = <S extends string = never, U extends string = never>(spec: WorldSpec<S, U>): WorldSpec<S, U> => spec;
export type WorldOf<W> = W extends WorldSpec<infer S, infer U> ? World<S, U> : never;
/** The usernames of a world's people. */
export type PersonOf<W> = W extends WorldSpec<string, infer U> ? U : never;

const titleCase = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** The query string of a call: every defined value, as text. */
function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const pairs = Object.entries(query as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null);
  return pairs.length ? `?${new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';
}

/** A caller sending `token` (none: anonymous). */
export function callerWith(t: TestApp, token: string | null): Caller {
  const headers = token ? authHeader(token) : {};
  const inject: Caller['inject'] = (options) => t.app.inject({ ...options, headers: { ...headers, ...options.headers } });
  const call: Caller['call'] = (endpoint, input = {}) => inject({
    method: endpoint.method,
    url: `/api${endpointPath(endpoint, input.params as Record<string, string | number> | undefined)}${queryString(input.query)}`,
    payload: input.body as InjectOptions['payload'],
    headers: input.headers,
  });
  return {
    call, inject,
    async ok(endpoint, input) {
      const res = await call(endpoint, input);
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}: ${res.body}`).toBeLessThan(300);
      if (res.statusCode === 204) return undefined as EndpointResponse<typeof endpoint>;
      return successSchema(endpoint).parse(res.json());
    },
  };
}

export async function createWorld<S extends string = never, U extends string = never>(t: TestApp, spec: WorldSpec<S, U>): Promise<World<S, U>> {
  const rows = await seedWorld(t.db, spec);
  const callers = new Map<string, Caller>();
  return {
    t, ...rows,
    as(who) {
      if (!callers.has(who)) callers.set(who, callerWith(t, who === 'anonymous' ? null : rows.token[who as U]));
      return callers.get(who)!;
    },
  };
}

/** Writes a world's rows (for a test with a database and no app of its own). */
export async function seedWorld<S extends string = never, U extends string = never>(db: Db, spec: WorldSpec<S, U>): Promise<WorldRows<S, U>> {
  const schoolEntries = Object.entries(spec.schools ?? {}) as [S, SchoolSpec][];
  const schoolRows = schoolEntries.length ? await db.insert(schools).values(schoolEntries.map(([key, s]) => ({
    code: s.code ?? key, name: s.name ?? `${titleCase(key)} School, Sector 1, Noida`, city: s.city ?? 'Noida',
    ...(s.timeZone ? { timeZone: s.timeZone } : {}),
  }))).returning({ id: schools.id, joinCode: schools.joinCode }) : [];
  const school = Object.fromEntries(schoolEntries.map(([key], i) => [key, schoolRows[i].id])) as Record<S, number>;
  const joinCode = Object.fromEntries(schoolEntries.map(([key], i) => [key, schoolRows[i].joinCode])) as Record<S, string>;

  const people = Object.entries(spec.users) as [U, PersonSpec<S>][];
  const schoolOf = (p: PersonSpec<S>) => (p.school === undefined ? null : typeof p.school === 'number' ? p.school : school[p.school]);
  const passwordHash = await sharedPasswordHash();
  const userRows = people.length === 0 ? [] : await db.insert(users).values(people.map(([username, p]) => ({
    username, email: `${username}@test.example`, passwordHash, role: p.role, isSuperuser: p.superuser ?? false,
    name: p.name ?? username, schoolId: schoolOf(p), approvalStatus: p.approval ?? 'approved',
  }))).returning({ id: users.id });
  const id = Object.fromEntries(people.map(([key], i) => [key, userRows[i].id])) as Record<U, number>;

  const inSchool = people.filter(([, p]) => schoolOf(p) !== null);
  const profileRows = (role: Role) => inSchool.filter(([, p]) => p.role === role).map(([key, p]) => ({ key, p, userId: id[key], schoolId: schoolOf(p)! }));
  const students = profileRows('student').map(({ p, userId, schoolId }) => ({ userId, schoolId, grade: p.grade ?? 7, section: p.section ?? 'A' }));
  const plain = (role: Role) => profileRows(role).map(({ userId, schoolId }) => ({ userId, schoolId }));
  if (students.length) await db.insert(studentProfiles).values(students);
  if (plain('teacher').length) await db.insert(teacherProfiles).values(plain('teacher'));
  if (plain('school').length) await db.insert(schoolProfiles).values(plain('school'));
  if (plain('parent').length) await db.insert(parentProfiles).values(plain('parent'));
  if (spec.links?.length) {
    await db.insert(parentChildLinks).values(spec.links.map(([parent, child, status]) => ({ parentId: id[parent], studentId: id[child], status: status ?? 'approved' })));
  }

  // One token each, issued as a sign-in would (tests about signing in sign in over HTTP).
  const tokens = spec.signedIn === false ? [] : await Promise.all(people.map(([key]) => issueToken(db, id[key], 24)));
  const token = Object.fromEntries(tokens.map((value, i) => [people[i][0], value])) as Record<U, string>;
  return { school, joinCode, id, token };
}
