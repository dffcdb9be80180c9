import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints, learnerEndpoints, ROSTER_MESSAGES, rosterPreviewSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import { createWorld, worldSpec, type WorldOf } from '../../test/world';
import { csvOf, STUDENTS_URL, upload } from '../roster-import/test-helpers';

/** Names that would pass for the platform or its staff are nobody's new username, however the account is made. */
const RESERVED = 'This username is reserved. Please choose another.';
let t: TestApp;
const people = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    office: { role: 'school', school: 'green-valley' },
    // An account that already has such a name (made before the list grew) keeps it.
    support: { role: 'teacher', school: 'green-valley' },
  },
});
let w: WorldOf<typeof people>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
});
afterAll(() => t.close());

const register = (username: string, language = 'en') => w.as('anonymous').call(accountEndpoints.register, {
  headers: { 'accept-language': language },
  body: { user: { username, password: 'secret-pass-1', email: `${username.toLowerCase()}@mail.example`, role: 'teacher' }, school: 'green-valley', name: 'P' },
});

describe('reserved usernames', () => {
  it.each(['admin', 'Administrator', 'ROOT', 'support', 'help', 'prayog', 'System', 'superuser', 'staff', 'security', 'official'])('refuses to sign up as %s', async (username) => {
    const res = await register(username);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: `user.username: ${RESERVED}`, errors: [{ field: 'user.username', message: RESERVED }] });
  });

  it('says so in Hindi to a Hindi reader', async () => {
    const res = await register('admin', 'hi');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('यह यूज़रनेम आरक्षित है। कृपया कोई दूसरा यूज़रनेम चुनें।');
  });

  it('still lets names that only contain such a word sign up', async () => {
    expect((await register('admin.rahul')).statusCode).toBe(201);
  });

  it('refuses them in Add student, and a CSV import reports the row', async () => {
    const add = await w.as('office').call(learnerEndpoints.schoolAddStudent, { body: { name: 'Asha', grade: 7, section: 'A', username: 'Admin' } });
    expect(add.statusCode).toBe(400);
    expect(add.json()).toMatchObject({ detail: `username: ${RESERVED}` });
    const res = await upload(t, w.token.office, STUDENTS_URL, csvOf('name,grade,section,username', ['Asha,7,A,prayog', 'Ravi,7,A,ravi.k']), '?dry_run=true');
    expect(res.statusCode, res.body).toBe(200);
    const preview = rosterPreviewSchema.parse(res.json());
    expect(preview.errors).toEqual([{ line: 2, reason: ROSTER_MESSAGES.badUsername }]);
    expect(preview.rows.map((r) => r.username)).toEqual(['ravi.k']);
  });

  it('never makes one from a name', async () => {
    const res = await upload(t, w.token.office, STUDENTS_URL, csvOf('name,grade,section', ['Helpdesk,7,A', 'Principal,7,B']), '?dry_run=true');
    const preview = rosterPreviewSchema.parse(res.json());
    expect(preview.rows.map((r) => r.username)).toEqual(['helpdesk2', 'principal2']);
  });

  it('leaves existing accounts with such a name signing in', async () => {
    const res = await w.as('anonymous').call(accountEndpoints.login, { body: { username_or_email: 'support', password: PASSWORD } });
    expect(res.statusCode).toBe(200);
  });
});
