import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { loginResponseSchema, registerResponseSchema, meResponseSchema, registrationErrorSchema, errorSchema } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser, PASSWORD } from '../../test/fixtures';
import { users, loginEvents } from './accounts.table';
import { parentChildLinks } from '../parents/parents.table';
import { studentProfiles } from '../students/students.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const school = await createSchool(t.db);
  await createSchool(t.db, 'other-school', 'Other School, Sector 9, Delhi');
  await createUser(t.db, { username: 'kid.one', role: 'student', schoolId: school.id, grade: 5, section: 'B' });
});
afterAll(() => t.close());

const studentPayload = (username: string, extra: Record<string, unknown> = {}) => ({
  user: { username, password: 'secret-pass-1', email: `${username}@mail.example`, role: 'student' },
  school: 'green-valley', name: 'Riya Kapoor', grade: 6, section: 'C', ...extra,
});
const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/account/register/', payload: payload as object });
const login = (username_or_email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email, password }, remoteAddress: ip });
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0].n;

describe('POST /api/account/register/', () => {
  it('creates a student who can sign in at once', async () => {
    const res = await register(studentPayload('riya.k'));
    expect(res.statusCode).toBe(201);
    const body = registerResponseSchema.parse(res.json());
    expect(body).toMatchObject({ username: 'riya.k', role: 'student', approval_status: 'approved' });
    const [profile] = await t.db.select().from(studentProfiles).innerJoin(users, eq(users.id, studentProfiles.userId)).where(eq(users.username, 'riya.k'));
    expect(profile.student_profiles).toMatchObject({ grade: 6, section: 'C' });
    expect((await login('riya.k', 'secret-pass-1')).statusCode).toBe(200);
  });

  it('refuses a duplicate username, case-insensitively, with message and detail, creating nothing', async () => {
    const before = await userCount();
    const res = await register(studentPayload('RIYA.K', { user: { username: 'RIYA.K', password: 'secret-pass-1', email: 'other@mail.example', role: 'student' } }));
    expect(res.statusCode).toBe(400);
    const body = registrationErrorSchema.parse(res.json());
    expect(body.message).toBe('A user with that username already exists.');
    expect(body.detail).toBe(body.message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a duplicate email', async () => {
    const res = await register(studentPayload('riya.two', { user: { username: 'riya.two', password: 'secret-pass-1', email: 'Riya.K@mail.example', role: 'student' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A user with that email already exists.');
  });

  it('names the field of invalid input', async () => {
    const before = await userCount();
    const res = await register({ user: { username: 'x', password: 'short', email: 'not-an-email', role: 'wizard' } });
    expect(res.statusCode).toBe(400);
    const body = registrationErrorSchema.parse(res.json());
    expect(body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['user.username', 'user.password', 'user.email', 'user.role']));
    expect(await userCount()).toBe(before);
  });

  it('refuses a username that is a fixed path segment of the API', async () => {
    const res = await register(studentPayload('Avatars'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('user.username: This username is reserved. Please choose another.');
  });

  it('refuses a grade outside 1–12 and a section outside A–K', async () => {
    expect((await register(studentPayload('bad.grade', { grade: 13 }))).statusCode).toBe(400);
    const res = await register(studentPayload('bad.section', { section: 'Z' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('section');
  });

  it('requires a known school and a student grade', async () => {
    const unknown = await register(studentPayload('no.school', { school: 'nowhere' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please choose a school from the list.');
    const noGrade = await register(studentPayload('no.grade', { grade: undefined }));
    expect(noGrade.json().message).toBe('Please choose your grade.');
  });

  it('makes a teacher wait for approval: login answers 403 with a clear detail', async () => {
    const res = await register({ user: { username: 'coach.new', password: 'secret-pass-1', email: 'coach@mail.example', role: 'teacher' }, school: 'green-valley', name: 'Coach New' });
    expect(res.statusCode).toBe(201);
    expect(res.json().approval_status).toBe('pending');
    const denied = await login('coach.new', 'secret-pass-1');
    expect(denied.statusCode).toBe(403);
    expect(errorSchema.parse(denied.json()).detail).toMatch(/awaiting approval/);
  });

  it('links a parent to the child only as pending, and refuses an unknown child', async () => {
    const missing = await register({ user: { username: 'parent.x', password: 'secret-pass-1', email: 'px@mail.example', role: 'parent' }, school: 'green-valley', name: 'P X', phone_number: '98100 00000', child_username: 'ghost' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/No student with that username/);
    const otherSchool = await register({ user: { username: 'parent.y', password: 'secret-pass-1', email: 'py@mail.example', role: 'parent' }, school: 'other-school', name: 'P Y', child_username: 'kid.one' });
    expect(otherSchool.statusCode).toBe(400);

    const ok = await register({ user: { username: 'parent.z', password: 'secret-pass-1', email: 'pz@mail.example', role: 'parent' }, school: 'green-valley', name: 'P Z', phone_number: '+91 98100 00001', child_username: 'KID.ONE' });
    expect(ok.statusCode).toBe(201);
    const [link] = await t.db.select({ status: parentChildLinks.status }).from(parentChildLinks).innerJoin(users, eq(users.id, parentChildLinks.parentId)).where(eq(users.username, 'parent.z'));
    expect(link.status).toBe('pending');
  });
});

describe('POST /api/account/login/', () => {
  it('signs in by username or email and returns the spec shape', async () => {
    const byName = await login('kid.one', PASSWORD);
    expect(byName.statusCode).toBe(200);
    const body = loginResponseSchema.parse(byName.json());
    expect(body).toMatchObject({ username: 'kid.one', role: 'student', is_superuser: false, dashboard_url: '/dashboard' });
    expect(body.token.length).toBeGreaterThanOrEqual(40);
    const byEmail = await login('KID.ONE@test.example', PASSWORD);
    expect(byEmail.statusCode).toBe(200);
  });

  it('answers wrong credentials with 400 Invalid credentials, for unknown users too', async () => {
    for (const res of [await login('kid.one', 'wrong-password'), await login('nobody', 'whatever')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid credentials' });
    }
  });

  it('records a login event with a running login number', async () => {
    const u = await createUser(t.db, { username: 'counter', role: 'student', schoolId: 1 });
    await login('counter', PASSWORD);
    await login('counter', PASSWORD);
    const rows = await t.db.select({ n: loginEvents.loginNum }).from(loginEvents).where(eq(loginEvents.userId, u.id)).orderBy(loginEvents.loginNum);
    expect(rows.map((r) => r.n)).toEqual([1, 2]);
  });

  it('sends each role to its dashboard; a superuser to /admin-dashboard', async () => {
    await createUser(t.db, { username: 'coach.ok', role: 'teacher', schoolId: 1 });
    await createUser(t.db, { username: 'boss', role: 'school', schoolId: null, isSuperuser: true });
    expect((await login('coach.ok', PASSWORD)).json().dashboard_url).toBe('/teacher_dashboard');
    expect((await login('boss', PASSWORD)).json()).toMatchObject({ dashboard_url: '/admin-dashboard', is_superuser: true });
  });

  it('refuses missing fields with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email: '' } });
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).errors?.length).toBeGreaterThan(0);
  });
});

describe('logout and /api/account/me/', () => {
  it('returns the signed-in user, and refuses the same token after logout', async () => {
    const { token } = (await login('kid.one', PASSWORD)).json();
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me/', headers: authHeader(token) });
    expect(me.statusCode).toBe(200);
    expect(meResponseSchema.parse(me.json())).toMatchObject({ username: 'kid.one', role: 'student', school: { name: 'Green Valley School, Sector 21, Noida' } });
    const out = await t.app.inject({ method: 'POST', url: '/api/account/logout/', headers: authHeader(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/account/me/', headers: authHeader(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe('Invalid or expired token.');
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/logout/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('detail');
  });
});
