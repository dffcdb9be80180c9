import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableAvatarsResponseSchema, endpointPath, errorSchema, profileEndpoints, studentProfileSchema, type EndpointBody, type StudentProfile,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { avatars } from '../../core/identity/students.table';

const people = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    asha: { role: 'student', school: 'green-valley', grade: 7, section: 'A', name: 'Asha Rao' },
    classmate: { role: 'student', school: 'green-valley', grade: 7, section: 'A' },
    coach: { role: 'teacher', school: 'green-valley' },
    admin: { role: 'school', superuser: true },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
const OWN_ONLY = 'You can only view or change your own profile.';

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(avatars).values([
    { key: 'robot', label: 'Robot', imagePath: '/avatars/robot.svg' },
    { key: 'owl', label: 'Owl', imagePath: '/avatars/owl.svg' },
  ]);
  w = await createWorld(t, people);
});
afterAll(() => t.close());

const getProfile = (who: Who, username: string) => w.as(who).call(profileEndpoints.get, { params: { username } });
const patchProfile = (who: Who, username: string, body: EndpointBody<typeof profileEndpoints.update>) =>
  w.as(who).call(profileEndpoints.update, { params: { username }, body });
/** A change the contract does not allow (a bad value, or a field that cannot be changed), sent as it is. */
const patchRaw = (who: Who, username: string, payload: object) =>
  w.as(who).inject({ method: 'PATCH', url: `/api${endpointPath(profileEndpoints.update, { username })}`, payload });
const chooseAvatar = (who: Who, username: string, choice: string | null) => {
  const form = new FormData();
  if (choice !== null) form.append('avatar_choice', choice);
  return w.as(who).inject({ method: 'POST', url: `/api${endpointPath(profileEndpoints.uploadAvatar, { username })}`, payload: form });
};
const cancelClassChange = (who: Who, username: string) => w.as(who).call(profileEndpoints.cancelClassChange, { params: { username } });
const avatarsOf = (who: Who) => w.as(who).call(profileEndpoints.avatars);
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
    expect((await getProfile('anonymous', 'asha')).statusCode).toBe(401);
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
    const res = await cancelClassChange('asha', 'asha');
    expect(res.statusCode).toBe(200);
    expect(studentProfileSchema.parse(res.json())).toMatchObject({ grade: 7, section: 'A', class_change: null });
    const again = await cancelClassChange('asha', 'asha');
    expect(again.statusCode).toBe(404);
    expect(errorSchema.parse(again.json()).detail).toBe('No class change is waiting.');
    expect((await cancelClassChange('classmate', 'asha')).statusCode).toBe(403);
    expect((await cancelClassChange('coach', 'asha')).statusCode).toBe(403);
  });

  it.each([
    ['grade 13', { grade: 13 }, 'grade'],
    ['grade 0', { grade: 0 }, 'grade'],
    ['section L', { section: 'L' }, 'section'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a name over 120 characters', { name: 'x'.repeat(121) }, 'name'],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, field) => {
    const before = await ownProfile();
    const res = await patchRaw('asha', 'asha', { ...payload, name: 'name' in payload ? payload.name : 'Changed Name' });
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
    const res = await patchRaw('asha', 'asha', { ...payload, name: 'Sneaky' });
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
    const res = await avatarsOf('asha');
    expect(res.statusCode).toBe(200);
    const body = availableAvatarsResponseSchema.parse(res.json());
    expect(body.available_avatars).toEqual({ robot: '/avatars/robot.svg', owl: '/avatars/owl.svg' });
    expect(body.avatars.map((a) => a.label)).toEqual(['Owl', 'Robot']);
  });

  it('is for signed-in students', async () => {
    expect((await avatarsOf('anonymous')).statusCode).toBe(401);
    expect((await avatarsOf('coach')).statusCode).toBe(403);
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
    const res = await w.as('asha').inject({
      method: 'POST', url: `/api${endpointPath(profileEndpoints.uploadAvatar, { username: 'asha' })}`, payload: { avatar_choice: 'robot' },
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
