import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { errorSchema, privacyEndpoints } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { loginEvents } from '../../core/identity/accounts.table';
import { storedFiles } from '../files/files.table';

const roster = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' }, hill: { name: 'Hill School' } },
  users: {
    asha: { role: 'student', school: 'green-valley', name: 'Asha Rao' },
    ravi: { role: 'student', school: 'green-valley' },
    mother: { role: 'parent', school: 'green-valley' },
    stranger: { role: 'parent', school: 'green-valley' },
    pending: { role: 'parent', school: 'green-valley' },
    coach: { role: 'teacher', school: 'green-valley' },
    office: { role: 'school', school: 'hill' },
    root: { role: 'school', superuser: true },
  },
});
// The links are added after, so the people's names are taken from `users` and the links are checked against them.
const people: typeof roster = { ...roster, links: [['mother', 'asha'], ['pending', 'asha', 'pending']] };
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  const school = { id: w.school['green-valley'] };
  const { asha, ravi } = w.id;
  await t.db.insert(loginEvents).values([
    { userId: asha, schoolId: school.id, loggedInAt: new Date('2026-06-01T05:00:00Z'), loginNum: 1 },
    { userId: ravi, schoolId: school.id, loggedInAt: new Date('2026-06-01T06:00:00Z'), loginNum: 1 },
  ]);
  const key = await t.ctx.storage.put(Buffer.from('my holiday homework'));
  await t.db.insert(storedFiles).values({ storageKey: key, originalName: 'volcano.txt', contentType: 'text/plain', sizeBytes: 19, kind: 'homework', ownerId: asha, schoolId: school.id });
});
afterAll(() => t.close());

const download = (who: Who, username = 'asha', language = 'en') =>
  w.as(who).call(privacyEndpoints.studentExport, { params: { username }, headers: { 'accept-language': language } });

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
    for (const who of ['ravi', 'stranger', 'pending', 'coach', 'office'] as const) {
      const res = await download(who);
      expect(res.statusCode, who).toBe(403);
      expect(errorSchema.parse(res.json()).detail).toBe("You can only download your own data or your child's.");
    }
    expect((await download('anonymous')).statusCode).toBe(401);
  });

  it('answers 403 for a username that does not exist (no probing), 404 for an administrator', async () => {
    expect((await download('mother', 'nobody')).statusCode).toBe(403);
    expect((await download('root', 'nobody')).statusCode).toBe(404);
  });
});
