import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { errorSchema } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser, linkParent } from '../../test/fixtures';
import { loginEvents } from '../../core/identity/accounts.table';
import { issueToken } from '../../core/identity/sessions';
import { storedFiles } from '../files/files.table';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const school = await createSchool(t.db);
  const other = await createSchool(t.db, 'hill', 'Hill School');
  const asha = await createUser(t.db, { username: 'asha', role: 'student', schoolId: school.id, name: 'Asha Rao' });
  const ravi = await createUser(t.db, { username: 'ravi', role: 'student', schoolId: school.id });
  const mother = await createUser(t.db, { username: 'mother', role: 'parent', schoolId: school.id });
  const stranger = await createUser(t.db, { username: 'stranger', role: 'parent', schoolId: school.id });
  const pendingParent = await createUser(t.db, { username: 'pending', role: 'parent', schoolId: school.id });
  const coach = await createUser(t.db, { username: 'coach', role: 'teacher', schoolId: school.id });
  const office = await createUser(t.db, { username: 'office', role: 'school', schoolId: other.id });
  const admin = await createUser(t.db, { username: 'root', role: 'school', schoolId: null, isSuperuser: true });
  await linkParent(t.db, mother.id, asha.id);
  await linkParent(t.db, pendingParent.id, asha.id, 'pending');
  await t.db.insert(loginEvents).values([
    { userId: asha.id, schoolId: school.id, loggedInAt: new Date('2026-06-01T05:00:00Z'), loginNum: 1 },
    { userId: ravi.id, schoolId: school.id, loggedInAt: new Date('2026-06-01T06:00:00Z'), loginNum: 1 },
  ]);
  const key = await t.ctx.storage.put(Buffer.from('my holiday homework'));
  await t.db.insert(storedFiles).values({ storageKey: key, originalName: 'volcano.txt', contentType: 'text/plain', sizeBytes: 19, kind: 'homework', ownerId: asha.id, schoolId: school.id });
  for (const u of [asha, ravi, mother, stranger, pendingParent, coach, office, admin]) tokens[u.username] = await issueToken(t.db, u.id, 1);
});
afterAll(() => t.close());

const download = (who: string | null, username = 'asha', language = 'en') => t.app.inject({
  method: 'GET', url: `/api/privacy/students/${username}/export/`,
  headers: { ...(who ? authHeader(tokens[who]) : {}), 'accept-language': language },
});

function unzip(body: Buffer) {
  return unzipSync(new Uint8Array(body));
}

describe('GET /api/privacy/students/:username/export/', () => {
  it("gives the student a ZIP of their records as JSON and CSV, their files and a summary, with no secrets and no one else's rows", async () => {
    const res = await download('asha');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="prayog-data-asha-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const files = unzip(res.rawPayload);
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'data/users.json', 'data/users.csv', 'data/student_profiles.json',
      'data/login_events.json', 'data/parent_child_links.json', 'data/stored_files.json', 'data/auth_tokens.json']));
    const user = JSON.parse(strFromU8(files['data/users.json']));
    expect(user).toHaveLength(1);
    expect(user[0]).toMatchObject({ username: 'asha', name: 'Asha Rao', email: 'asha@test.example' });
    expect(user[0]).not.toHaveProperty('password_hash');
    expect(JSON.parse(strFromU8(files['data/auth_tokens.json']))[0]).not.toHaveProperty('token_hash');
    expect(JSON.parse(strFromU8(files['data/stored_files.json']))[0]).not.toHaveProperty('storage_key');
    const logins = JSON.parse(strFromU8(files['data/login_events.json']));
    expect(logins).toEqual([expect.objectContaining({ logged_in_at: '2026-06-01T05:00:00+00:00', login_num: 1 })]);
    // A byte-order mark first, so a spreadsheet reads the Hindi in it as UTF-8 (the decoder drops it from the text).
    expect([...files['data/login_events.csv'].slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(strFromU8(files['data/login_events.csv'])).toMatch(/^id,user_id,school_id,logged_in_at,login_num\r?\n/);
    const homework = names.find((n) => n.startsWith('files/') && n.endsWith('-volcano.txt'));
    expect(homework && strFromU8(files[homework])).toBe('my holiday homework');
    const readme = strFromU8(files['README.txt']);
    expect(readme).toContain('Your data on Prayog: asha');
    expect(readme).toContain('- login_events (1): Every sign-in: when.');
    // Nothing of another student: ravi's sign-in is not in it.
    expect(JSON.stringify(logins)).not.toContain('06:00');
  });

  it('writes the summary in Hindi when the caller reads Hindi', async () => {
    const res = await download('asha', 'asha', 'hi');
    const readme = strFromU8(unzip(res.rawPayload)['README.txt']);
    expect(readme).toContain('प्रयोग पर आपका डेटा: asha');
    expect(readme).toMatch(/[\u0900-\u097F]/);
  });

  it('is for the student, a parent whose link is confirmed and administrators; everyone else is refused', async () => {
    expect((await download('mother')).statusCode).toBe(200);
    expect((await download('root')).statusCode).toBe(200);
    for (const who of ['ravi', 'stranger', 'pending', 'coach', 'office']) {
      const res = await download(who);
      expect(res.statusCode, who).toBe(403);
      expect(errorSchema.parse(res.json()).detail).toBe("You can only download your own data or your child's.");
    }
    expect((await download(null)).statusCode).toBe(401);
  });

  it('answers 403 for a username that does not exist (no probing), 404 for an administrator', async () => {
    expect((await download('mother', 'nobody')).statusCode).toBe(403);
    expect((await download('root', 'nobody')).statusCode).toBe(404);
  });
});
