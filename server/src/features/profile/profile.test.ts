import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableAvatarsResponseSchema, errorSchema, studentProfileSchema, type StudentProfile } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser } from '../../test/fixtures';
import { avatars } from '../../core/identity/students.table';
import { tokensFor } from '../../test/tokens';

let t: TestApp;
const token: Record<string, string> = {};
const OWN_ONLY = 'You can only view or change your own profile.';

beforeAll(async () => {
  t = await createTestApp();
  const home = await createSchool(t.db);
  await t.db.insert(avatars).values([
    { key: 'robot', label: 'Robot', imagePath: '/avatars/robot.svg' },
    { key: 'owl', label: 'Owl', imagePath: '/avatars/owl.svg' },
  ]);
  await createUser(t.db, { username: 'asha', role: 'student', schoolId: home.id, grade: 7, section: 'A', name: 'Asha Rao' });
  await createUser(t.db, { username: 'classmate', role: 'student', schoolId: home.id, grade: 7, section: 'A' });
  await createUser(t.db, { username: 'coach', role: 'teacher', schoolId: home.id });
  await createUser(t.db, { username: 'admin', role: 'school', schoolId: null, isSuperuser: true });
  Object.assign(token, await tokensFor(t.db, ['asha', 'classmate', 'coach', 'admin']));
});
afterAll(() => t.close());

const profileUrl = (username: string) => `/api/student_dashboard/student-profile/${username}/`;
const getProfile = (who: string | null, username: string) =>
  t.app.inject({ method: 'GET', url: profileUrl(username), headers: who ? authHeader(token[who]) : {} });
const patchProfile = (who: string, username: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: profileUrl(username), headers: authHeader(token[who]), payload });
const chooseAvatar = (who: string, username: string, choice: string | null) => {
  const form = new FormData();
  if (choice !== null) form.append('avatar_choice', choice);
  return t.app.inject({ method: 'POST', url: `${profileUrl(username)}upload-avatar/`, headers: authHeader(token[who]), payload: form });
};
const ownProfile = async (): Promise<StudentProfile> => studentProfileSchema.parse((await getProfile('asha', 'asha')).json());

describe('GET /student_dashboard/student-profile/{username}/', () => {
  it("returns the student's own profile in the contract's shape", async () => {
    const res = await getProfile('asha', 'asha');
    expect(res.statusCode).toBe(200);
    expect(studentProfileSchema.parse(res.json())).toEqual({
      user: { username: 'asha', email: 'asha@test.example' }, name: 'Asha Rao', grade: 7, section: 'A',
      profile_pic: null, avatar_key: null, school: 'Green Valley School, Sector 21, Noida', class_change: null,
    });
  });

  it('matches the username case-insensitively, as sign-in does', async () => {
    expect((await getProfile('asha', 'ASHA')).statusCode).toBe(200);
  });

  it("refuses another student's profile, staff and anonymous callers", async () => {
    const other = await getProfile('asha', 'classmate');
    expect(other.statusCode).toBe(403);
    expect(errorSchema.parse(other.json()).detail).toBe(OWN_ONLY);
    expect((await getProfile('coach', 'asha')).statusCode).toBe(403);
    expect((await getProfile('coach', 'coach')).statusCode).toBe(403);
    expect((await getProfile(null, 'asha')).statusCode).toBe(401);
  });

  it('lets a superuser read a student profile and answers 404 "No profile data found." for non-students', async () => {
    expect((await getProfile('admin', 'asha')).statusCode).toBe(200);
    const none = await getProfile('admin', 'admin');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'No profile data found.' });
  });
});

describe('PATCH /student_dashboard/student-profile/{username}/', () => {
  it('changes the name at once; another grade and section is only asked for (the class stays until approved)', async () => {
    const res = await patchProfile('asha', 'asha', { name: '  Asha R. ', grade: 8, section: 'C' });
    expect(res.statusCode).toBe(200);
    const answered = studentProfileSchema.parse(res.json());
    expect(answered).toMatchObject({ name: 'Asha R.', grade: 7, section: 'A', class_change: { grade: 8, section: 'C' } });
    expect(await ownProfile()).toEqual(answered);
  });

  it('replaces a waiting request when asked again (a partial update keeps the other field); the own class withdraws it', async () => {
    const res = await patchProfile('asha', 'asha', { section: 'K' });
    expect(res.statusCode).toBe(200);
    expect(await ownProfile()).toMatchObject({ grade: 7, section: 'A', class_change: { grade: 7, section: 'K' } });
    expect((await patchProfile('asha', 'asha', { grade: 7, section: 'A' })).json()).toMatchObject({ grade: 7, section: 'A', class_change: null });
  });

  it('lets the student withdraw a waiting request, then answers 404', async () => {
    await patchProfile('asha', 'asha', { grade: 9 });
    const url = `${profileUrl('asha')}class-change/`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: authHeader(token.asha) });
    expect(res.statusCode).toBe(200);
    expect(studentProfileSchema.parse(res.json())).toMatchObject({ grade: 7, section: 'A', class_change: null });
    const again = await t.app.inject({ method: 'DELETE', url, headers: authHeader(token.asha) });
    expect(again.statusCode).toBe(404);
    expect(errorSchema.parse(again.json()).detail).toBe('No class change is waiting.');
    expect((await t.app.inject({ method: 'DELETE', url, headers: authHeader(token.classmate) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: authHeader(token.coach) })).statusCode).toBe(403);
  });

  it.each([
    ['grade 13', { grade: 13 }, 'grade'],
    ['grade 0', { grade: 0 }, 'grade'],
    ['section L', { section: 'L' }, 'section'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a name over 120 characters', { name: 'x'.repeat(121) }, 'name'],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, field) => {
    const before = await ownProfile();
    const res = await patchProfile('asha', 'asha', { ...payload, name: 'name' in payload ? payload.name : 'Changed Name' });
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).errors?.[0]?.field).toBe(field);
    expect(await ownProfile()).toEqual(before);
  });

  it.each([
    ['username', { username: 'someone' }],
    ['email', { email: 'new@test.example' }],
    ['user', { user: { username: 'someone', email: 'new@test.example' } }],
  ])('refuses a change of %s with "Username and email cannot be changed." and changes nothing else', async (_label, payload) => {
    const before = await ownProfile();
    const res = await patchProfile('asha', 'asha', { ...payload, name: 'Sneaky' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Username and email cannot be changed.');
    expect(await ownProfile()).toEqual(before);
  });

  it("refuses to change another student's profile", async () => {
    const res = await patchProfile('asha', 'classmate', { name: 'Hacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(OWN_ONLY);
    const classmate = studentProfileSchema.parse((await getProfile('classmate', 'classmate')).json());
    expect(classmate.name).toBe('classmate');
  });
});

describe('GET /student_dashboard/student-profile/avatars/', () => {
  it('maps each avatar key to its image address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/student_dashboard/student-profile/avatars/', headers: authHeader(token.asha) });
    expect(res.statusCode).toBe(200);
    const body = availableAvatarsResponseSchema.parse(res.json());
    expect(body.available_avatars).toEqual({ robot: '/avatars/robot.svg', owl: '/avatars/owl.svg' });
    expect(body.avatars.map((a) => a.label)).toEqual(['Owl', 'Robot']);
  });

  it('is for signed-in students', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/student_dashboard/student-profile/avatars/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/student_dashboard/student-profile/avatars/', headers: authHeader(token.coach) })).statusCode).toBe(403);
  });
});

describe('POST /student_dashboard/student-profile/{username}/upload-avatar/', () => {
  it('sets profile_pic to the chosen avatar and returns the updated profile', async () => {
    const res = await chooseAvatar('asha', 'asha', 'owl');
    expect(res.statusCode).toBe(200);
    expect(studentProfileSchema.parse(res.json())).toMatchObject({ avatar_key: 'owl', profile_pic: '/avatars/owl.svg' });
    expect((await ownProfile()).profile_pic).toBe('/avatars/owl.svg');
  });

  it('refuses an unknown avatar or a missing choice with 400 and keeps the current one', async () => {
    const unknown = await chooseAvatar('asha', 'asha', 'dragon');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Unknown avatar.');
    expect((await chooseAvatar('asha', 'asha', null)).statusCode).toBe(400);
    expect((await ownProfile()).avatar_key).toBe('owl');
  });

  it('answers 415 with a detail when the body is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST', url: `${profileUrl('asha')}upload-avatar/`, headers: authHeader(token.asha), payload: { avatar_choice: 'robot' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toMatch(/multipart\/form-data/);
    expect((await ownProfile()).avatar_key).toBe('owl');
  });

  it("refuses to change another student's avatar", async () => {
    const res = await chooseAvatar('asha', 'classmate', 'robot');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(OWN_ONLY);
    expect(studentProfileSchema.parse((await getProfile('classmate', 'classmate')).json()).avatar_key).toBeNull();
  });
});
