import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import {
  accountEndpoints, loginResponseSchema, registerResponseSchema, meResponseSchema, registrationErrorSchema, errorSchema, REGISTRATION_MESSAGES,
  type RegisterRequest,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import { callerWith, createWorld, seedWorld, type PersonSpec, type WorldOf, worldSpec } from '../../test/world';
import { users, loginEvents } from '../../core/identity/accounts.table';
import { parentChildLinks, parentProfiles } from '../../core/identity/parents.table';
import { studentProfiles } from '../../core/identity/students.table';
import { schools } from '../../core/identity/schools.table';

let t: TestApp;
// Type arguments spelt out: no one is in the other school, so its key would not be inferred.
const people = worldSpec<'green-valley' | 'other-school', 'kid.one'>({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' }, 'other-school': { name: 'Other School, Sector 9, Delhi' } },
  users: { 'kid.one': { role: 'student', school: 'green-valley', grade: 5, section: 'B' } },
});
let w: WorldOf<typeof people>;
let joinCode: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  joinCode = w.joinCode['green-valley'];
});
afterAll(() => t.close());

const studentPayload = (username: string, extra: Record<string, unknown> = {}) => ({
  user: { username, password: 'secret-pass-1', email: `${username}@mail.example`, role: 'student' },
  school: 'green-valley', join_code: joinCode, name: 'Riya Kapoor', grade: 6, section: 'C', ...extra,
});
// Sign-up is tested with any payload, complete or not: each is sent as it is, for the server to judge.
const register = (payload: unknown, headers: Record<string, string> = {}) =>
  w.as('anonymous').call(accountEndpoints.register, { body: payload as RegisterRequest, headers });
const login = (username_or_email: string, password: string) =>
  w.as('anonymous').call(accountEndpoints.login, { body: { username_or_email, password } });
/** Calls with a token a sign-in over HTTP returned. */
const signedIn = (token: string) => callerWith(t, token);
/** People added in the middle of a test (they sign in over HTTP). */
const addPeople = <U extends string>(people: Record<U, PersonSpec<never>>) => seedWorld(t.db, { users: people, signedIn: false });
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0].n;

describe('POST /api/account/register/', () => {
  it('creates a student with the school\'s join code who can sign in at once', async () => {
    const res = await register(studentPayload('riya.k', { join_code: joinCode.toLowerCase() }));
    expect(res.statusCode).toBe(201);
    const body = registerResponseSchema.parse(res.json());
    expect(body).toMatchObject({ username: 'riya.k', role: 'student', approval_status: 'approved' });
    const [profile] = await t.db.select().from(studentProfiles).innerJoin(users, eq(users.id, studentProfiles.userId)).where(eq(users.username, 'riya.k'));
    expect(profile.student_profiles).toMatchObject({ grade: 6, section: 'C' });
    expect((await login('riya.k', 'secret-pass-1')).statusCode).toBe(200);
  });

  it('refuses a student without the join code, or with another school\'s, creating nothing', async () => {
    const before = await userCount();
    const missing = await register(studentPayload('no.code', { join_code: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(registrationErrorSchema.parse(missing.json()).message).toBe(REGISTRATION_MESSAGES.joinCodeRequired);
    const wrong = await register(studentPayload('wrong.code', { join_code: 'ZZZZ9999' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'join_code', message: REGISTRATION_MESSAGES.wrongJoinCode }]);
    expect(await userCount()).toBe(before);
  });

  it('names every missing field of the chosen role at once (a student\'s school comes from the join code)', async () => {
    const res = await register({ user: { username: 'half.done', password: 'secret-pass-1', email: 'half@mail.example', role: 'student' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['name', 'grade', 'join_code']);
    const teacher = await register({ user: { username: 'half.teacher', password: 'secret-pass-1', email: 'half.t@mail.example', role: 'teacher' } });
    expect(teacher.json().errors.map((e: { field: string }) => e.field)).toEqual(['school', 'name']);
  });

  describe('a student who types the join code and leaves the school out (issue 28, item 5)', () => {
    it('joins the school the code names, which the answer names', async () => {
      const res = await register(studentPayload('code.only', { school: undefined, join_code: joinCode.toLowerCase() }));
      expect(res.statusCode).toBe(201);
      expect(registerResponseSchema.parse(res.json())).toMatchObject({ username: 'code.only', approval_status: 'approved', school: 'Green Valley School, Sector 21, Noida' });
      const [row] = await t.db.select({ schoolId: studentProfiles.schoolId }).from(studentProfiles).innerJoin(users, eq(users.id, studentProfiles.userId)).where(eq(users.username, 'code.only'));
      const [own] = await t.db.select({ id: users.schoolId }).from(users).where(eq(users.username, 'kid.one'));
      expect(row.schoolId).toBe(own.id);
      // An empty school, as the form sends it, is the same as none.
      const empty = await register(studentPayload('code.only2', { school: '' }));
      expect(empty.statusCode).toBe(201);
    });

    it('is refused, under the join code, when no school has that code; nothing is created', async () => {
      const before = await userCount();
      const res = await register(studentPayload('code.unknown', { school: undefined, join_code: 'ZZZZ9999' }));
      expect(res.statusCode).toBe(400);
      const body = registrationErrorSchema.parse(res.json());
      expect(body.message).toBe(REGISTRATION_MESSAGES.unknownJoinCode);
      expect(res.json().errors).toEqual([{ field: 'join_code', message: REGISTRATION_MESSAGES.unknownJoinCode }]);
      // In Hindi for a Hindi request, like every sign-up message.
      const hindi = await register(studentPayload('code.unknown', { school: undefined, join_code: 'ZZZZ9999' }), { 'accept-language': 'hi' });
      expect(hindi.json().message).toBe('इस जॉइन कोड का कोई स्कूल नहीं है। कृपया अपने शिक्षक से इसे जाँच लें।');
      expect(await userCount()).toBe(before);
    });

    it('with a chosen school, still needs that school\'s code: another school\'s code is refused', async () => {
      const res = await register(studentPayload('code.other', { school: 'other-school' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'join_code', message: REGISTRATION_MESSAGES.wrongJoinCode }]);
    });

    it('answers every sign-up with the school joined, staff included', async () => {
      const res = await register({ user: { username: 'new.coach', password: 'secret-pass-1', email: 'new.coach@mail.example', role: 'teacher' }, school: 'other-school', name: 'Coach' });
      expect(res.statusCode).toBe(201);
      expect(registerResponseSchema.parse(res.json())).toMatchObject({ approval_status: 'pending', school: 'Other School, Sector 9, Delhi' });
    });
  });

  it('refuses a duplicate username, case-insensitively, with 409, message and detail, creating nothing', async () => {
    const before = await userCount();
    const res = await register(studentPayload('RIYA.K', { user: { username: 'RIYA.K', password: 'secret-pass-1', email: 'other@mail.example', role: 'student' } }));
    expect(res.statusCode).toBe(409);
    const body = registrationErrorSchema.parse(res.json());
    expect(body.message).toBe('A user with that username already exists.');
    expect(body.detail).toBe(body.message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a duplicate email, case-insensitively', async () => {
    const res = await register(studentPayload('riya.two', { user: { username: 'riya.two', password: 'secret-pass-1', email: 'Riya.K@MAIL.example', role: 'student' } }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A user with that email already exists.');
  });

  it('lets exactly one of two simultaneous sign-ups with the same username through; the other gets 409, never 500', async () => {
    const payload = (email: string) => studentPayload('twin', { user: { username: 'twin', password: 'secret-pass-1', email, role: 'student' } });
    const results = await Promise.all([register(payload('twin1@mail.example')), register(payload('twin2@mail.example'))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('A user with that username already exists.');
    expect((await t.db.select({ n: count() }).from(users).where(eq(users.username, 'twin')))[0].n).toBe(1);
  });

  it('names the field of invalid input', async () => {
    const before = await userCount();
    const res = await register({ user: { username: 'x', password: 'short', email: 'not-an-email', role: 'wizard' } });
    expect(res.statusCode).toBe(400);
    const body = registrationErrorSchema.parse(res.json());
    expect(body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['user.username', 'user.password', 'user.email', 'user.role']));
    expect(await userCount()).toBe(before);
  });

  it('refuses an @ in a username, so sign-in never has to guess between a username and an email', async () => {
    const res = await register(studentPayload('kid.one@test.example'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('user.username');
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

  it('answers a parent the same whether or not the child exists, linking only a real child of the school as pending', async () => {
    const parent = (username: string, school: string, child: string) => register({
      user: { username, password: 'secret-pass-1', email: `${username}@mail.example`, role: 'parent' }, school, name: 'P', phone_number: '98100 00000', child_username: child,
    });
    const answers = [await parent('parent.x', 'green-valley', 'ghost'), await parent('parent.y', 'other-school', 'kid.one'), await parent('parent.z', 'green-valley', 'KID.ONE')];
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().message)).size).toBe(1);
    const links = await t.db.select({ parent: users.username, status: parentChildLinks.status }).from(parentChildLinks).innerJoin(users, eq(users.id, parentChildLinks.parentId));
    expect(links).toEqual([{ parent: 'parent.z', status: 'pending' }]);
    const asked = await t.db.select({ child: parentProfiles.requestedChildUsername }).from(parentProfiles).innerJoin(users, eq(users.id, parentProfiles.userId)).where(eq(users.username, 'parent.x'));
    expect(asked).toEqual([{ child: 'ghost' }]);
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

  it('reads an identifier with @ as an email only: an account whose username looks like another\'s email cannot hijack it', async () => {
    // Written straight into the table (the API refuses such usernames now), as an old account might be.
    await t.db.execute(sql.raw('alter table users drop constraint users_username_no_at_ck'));
    await addPeople({ 'kid.one@test.example': { role: 'student', school: w.school['green-valley'] } });
    for (let i = 0; i < 3; i++) expect((await login('kid.one@test.example', PASSWORD)).json().username).toBe('kid.one');
    await t.db.delete(users).where(eq(users.username, 'kid.one@test.example'));
    await t.db.execute(sql.raw("alter table users add constraint users_username_no_at_ck check (position('@' in username) = 0)"));
  });

  it('answers wrong credentials with 400 Invalid credentials, for unknown users too', async () => {
    for (const res of [await login('kid.one', 'wrong-password'), await login('nobody', 'whatever')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid credentials' });
    }
  });

  it('records a login event with a running login number', async () => {
    const u = { id: (await addPeople({ counter: { role: 'student', school: w.school['green-valley'] } })).id.counter };
    await login('counter', PASSWORD);
    await login('counter', PASSWORD);
    const rows = await t.db.select({ n: loginEvents.loginNum }).from(loginEvents).where(eq(loginEvents.userId, u.id)).orderBy(loginEvents.loginNum);
    expect(rows.map((r) => r.n)).toEqual([1, 2]);
  });

  it('sends each role to its dashboard; a superuser to /admin-dashboard', async () => {
    await addPeople({ 'coach.ok': { role: 'teacher', school: w.school['green-valley'] } });
    await addPeople({ boss: { role: 'school', superuser: true } });
    expect((await login('coach.ok', PASSWORD)).json().dashboard_url).toBe('/teacher_dashboard');
    expect((await login('boss', PASSWORD)).json()).toMatchObject({ dashboard_url: '/admin-dashboard', is_superuser: true });
  });

  it('refuses missing fields with 400', async () => {
    const res = await w.as('anonymous').inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email: '' } });
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).errors?.length).toBeGreaterThan(0);
  });
});

describe('logout and /api/account/me/', () => {
  it('returns the signed-in user, and refuses the same token after logout', async () => {
    const { token } = (await login('kid.one', PASSWORD)).json();
    const me = await signedIn(token).call(accountEndpoints.me);
    expect(me.statusCode).toBe(200);
    expect(meResponseSchema.parse(me.json())).toMatchObject({ username: 'kid.one', role: 'student', school: { name: 'Green Valley School, Sector 21, Noida', join_code: null } });
    const out = await signedIn(token).call(accountEndpoints.logout);
    expect(out.statusCode).toBe(200);
    const after = await signedIn(token).call(accountEndpoints.me);
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe('Invalid or expired token.');
  });

  it("names the zone every date and time is shown in: the school's, or Asia/Kolkata for an administrator", async () => {
    const { token } = (await login('kid.one', PASSWORD)).json();
    const me = await signedIn(token).call(accountEndpoints.me);
    expect(me.json().time_zone).toBe('Asia/Kolkata');
    const schoolId = (await t.db.select({ id: users.schoolId }).from(users).where(eq(users.username, 'kid.one')))[0].id!;
    await t.db.update(schools).set({ timeZone: 'Asia/Dubai' }).where(eq(schools.id, schoolId));
    const moved = await signedIn(token).call(accountEndpoints.me);
    expect(moved.json().time_zone).toBe('Asia/Dubai');
    await t.db.update(schools).set({ timeZone: 'Asia/Kolkata' }).where(eq(schools.id, schoolId));
  });

  it("shows the school's join code to its staff, who hand it to their classes", async () => {
    const { token } = (await login('coach.ok', PASSWORD)).json();
    const me = await signedIn(token).call(accountEndpoints.me);
    expect(me.json().school.join_code).toBe(joinCode);
  });

  it('keeps the chosen interface language with the account: sign-in and /me return it', async () => {
    const { token, language } = (await login('coach.ok', PASSWORD)).json();
    expect(language).toBeNull();
    const saved = await signedIn(token).call(accountEndpoints.preferences, { body: { language: 'hi' } });
    expect(saved.json()).toEqual({ language: 'hi' });
    expect((await signedIn(token).call(accountEndpoints.me)).json().language).toBe('hi');
    expect((await login('coach.ok', PASSWORD)).json().language).toBe('hi');
    const bad = await signedIn(token).inject({ method: 'PATCH', url: '/api/account/preferences/', payload: { language: 'fr' } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const res = await w.as('anonymous').call(accountEndpoints.logout);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('detail');
  });
});
