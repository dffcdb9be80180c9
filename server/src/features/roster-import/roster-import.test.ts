import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { errorSchema, rosterPreviewSchema, ROSTER_MAX_ROWS, ROSTER_MESSAGES, type RosterPreview } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { users } from '../../core/identity/accounts.table';
import { csvOf, STUDENTS_URL, TEACHERS_URL, uploadAs } from './test-helpers';

const people = worldSpec({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' }, away: { name: 'Away School, Sector 1, Delhi' } },
  users: {
    office: { role: 'school', school: 'home' },
    'away.office': { role: 'school', school: 'away' },
    coach: { role: 'teacher', school: 'home' },
    asha: { role: 'student', school: 'home', name: 'Asha Rao' },
    // Holds the username Add User's rule would make from 'Ravi Kumar' first.
    'ravi.kumar': { role: 'student', school: 'away', name: 'Ravi Kumar' },
    mum: { role: 'parent', school: 'home' },
    admin: { role: 'school', superuser: true },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  Object.assign(id, w.id, { home: w.school.home, away: w.school.away });
});
afterAll(() => t.close());

/** A CSV uploaded to an import as `who` (multipart: sent with inject). */
const upload = (who: Who, url: string, csv: string | Buffer, query = '', headers: Record<string, string> = {}) =>
  uploadAs(w.as(who), url, csv, query, headers);
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0].n;
const preview = async (who: Who, csv: string | Buffer, url = STUDENTS_URL, query = '?dry_run=true'): Promise<RosterPreview> => {
  const res = await upload(who, url, csv, query);
  expect(res.statusCode, res.body).toBe(200);
  return rosterPreviewSchema.parse(res.json());
};
const refused = async (status: number, csv: string | Buffer, detail: string | RegExp, who: Who = 'office') => {
  const res = await upload(who, STUDENTS_URL, csv, '?dry_run=true');
  expect(res.statusCode, res.body).toBe(status);
  expect(errorSchema.parse(res.json()).detail).toMatch(detail);
};
const CLASS = csvOf('name,grade,section', ['Meera Iyer,7,A', 'Kabir Singh,7,B']);

describe('who may import', () => {
  it.each([STUDENTS_URL, TEACHERS_URL])('refuses anonymous callers (401) and teachers, students and parents (403) at %s', async (url) => {
    expect((await upload('anonymous', url, CLASS, '?dry_run=true')).statusCode).toBe(401);
    for (const who of ['coach', 'asha', 'mum'] as const) expect((await upload(who, url, CLASS, '?dry_run=true')).statusCode, who).toBe(403);
    expect((await upload('coach', url, CLASS)).statusCode).toBe(403);
  });

  it('lets a superuser import into the school named by ?school=, and asks for one otherwise', async () => {
    const res = await upload('admin', STUDENTS_URL, CLASS, '?dry_run=true');
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).detail).toMatch(/Choose a school/);
    expect((await upload('admin', STUDENTS_URL, CLASS, '?dry_run=true&school=999999')).statusCode).toBe(404);
    const body = await preview('admin', CLASS, STUDENTS_URL, `?dry_run=true&school=${id.home}`);
    expect(body.rows.map((r) => r.username)).toEqual(['meera.iyer', 'kabir.singh']);
  });

  it("imports into the caller's own school whatever ?school= says: another school's account cannot reach this one", async () => {
    const res = await upload('away.office', STUDENTS_URL, csvOf('name,grade,section', ['Away Newcomer,6,C']), `?school=${id.home}`);
    expect(res.statusCode, res.body).toBe(201);
    const [made] = await t.db.select({ schoolId: users.schoolId }).from(users).where(eq(users.username, 'away.newcomer'));
    expect(made.schoolId).toBe(id.away);
  });
});

describe('the dry run', () => {
  it('answers what would be created and saves nothing', async () => {
    const before = await userCount();
    const body = await preview('office', CLASS);
    expect(body).toEqual({
      kind: 'students', total_rows: 2, errors: [],
      rows: [
        { line: 2, name: 'Meera Iyer', grade: 7, section: 'A', username: 'meera.iyer', email: null, phone: null },
        { line: 3, name: 'Kabir Singh', grade: 7, section: 'B', username: 'kabir.singh', email: null, phone: null },
      ],
    });
    expect(await userCount()).toBe(before);
  });

  it('names each bad row with its line and every reason, and keeps the good rows', async () => {
    const csv = csvOf('name,grade,section,username,email,parent_phone', [
      'Good One,07,a,,,+91 98765-43210', //                      line 2: grade "07", section "a", phone tidied
      ',7,A,,,', //                                               3: no name
      'Bad Grade,13,A,,,', //                                     4
      'Bad Section,7,Z,,,', //                                    5
      'Bad Username,7,A,has space,,', //                          6
      'Taken Username,7,A,ASHA,,', //                             7: asha exists (any case)
      'Twice One,7,A,twin,,', //                                  8
      'Twice Two,7,A,Twin,,', //                                  9
      'Bad Email,7,A,,not-an-email,', //                          10
      'Taken Email,7,A,,Asha@Test.Example,', //                   11: asha's
      'Email One,7,A,,same@school.example,', //                   12
      'Email Two,7,A,,SAME@school.example,', //                   13
      'Bad Phone,7,A,,,12345', //                                 14
      'Two Problems,0,Q,,,', //                                   15
      'Reserved,7,A,students,,', //                               16
      'Placeholder Email,7,A,,x@no-email.invalid,', //            17
      `${'Long '.repeat(30)},7,A,,,`, //                          18
    ]);
    const body = await preview('office', csv);
    const m = ROSTER_MESSAGES;
    expect(body.total_rows).toBe(17);
    expect(body.rows).toEqual([{ line: 2, name: 'Good One', grade: 7, section: 'A', username: 'good.one', email: null, phone: '+919876543210' }]);
    expect(body.errors).toEqual([
      { line: 3, reason: m.missingName },
      { line: 4, reason: m.badGrade },
      { line: 5, reason: m.badSection },
      { line: 6, reason: m.badUsername },
      { line: 7, reason: m.usernameTaken },
      { line: 8, reason: m.usernameTwice.replace('{{line}}', '9') },
      { line: 9, reason: m.usernameTwice.replace('{{line}}', '8') },
      { line: 10, reason: m.badEmail },
      { line: 11, reason: m.emailTaken },
      { line: 12, reason: m.emailTwice.replace('{{line}}', '13') },
      { line: 13, reason: m.emailTwice.replace('{{line}}', '12') },
      { line: 14, reason: m.badPhone },
      { line: 15, reason: `${m.badGrade} ${m.badSection}` },
      { line: 16, reason: m.badUsername },
      { line: 17, reason: m.badEmail },
      { line: 18, reason: m.longName },
    ]);
  });

  it('makes usernames as Add User does, never twice and never one an account holds', async () => {
    const body = await preview('office', csvOf('name,grade,section,username', [
      'Asha Verma,7,A,', 'Asha Verma,7,B,', 'Ravi Kumar,8,A,', 'José Müller,8,A,', 'अनन्या,8,A,', 'Given Name,8,A,asha.verma3', 'Asha Verma,8,C,',
    ]));
    expect(body.errors).toEqual([]);
    // asha.verma3 is the file's own (line 7), so the third Asha Verma gets asha.verma4; ravi.kumar exists; 'student'
    // is reserved, so a name with no Latin letters gets student2.
    expect(body.rows.map((r) => r.username)).toEqual(['asha.verma', 'asha.verma2', 'ravi.kumar2', 'jose.muller', 'student2', 'asha.verma3', 'asha.verma4']);
  });

  it('gives a teacher whose name has no Latin letters a username from "teacher", not "student"', async () => {
    const body = await preview('office', csvOf('name', ['अनन्या', 'Al', 'Meena Sharma']), TEACHERS_URL);
    expect(body.rows.map((r) => [r.username, r.grade, r.section])).toEqual([['teacher', null, null], ['al.teacher', null, null], ['meena.sharma', null, null]]);
  });

  it('reads a byte-order mark, Windows line endings, quoted commas and line breaks, and blank lines', async () => {
    const csv = '\ufeffName,Grade,Section,Parent Phone\r\n"Verma, Asha",7,a,"98765 43210"\r\n\r\n,,,\r\n"Rao, ""Ravi""","08",B,\r\n"Two\r\nLines",9,C,\r\nLast Row,10,D,\r\n';
    const body = await preview('office', csv);
    expect(body.errors).toEqual([]);
    expect(body.rows.map((r) => [r.line, r.name, r.grade, r.section, r.phone])).toEqual([
      [2, 'Verma, Asha', 7, 'A', '9876543210'],
      [5, 'Rao, "Ravi"', 8, 'B', null],
      [6, 'Two Lines', 9, 'C', null],
      [8, 'Last Row', 10, 'D', null],
    ]);
  });

  it('takes headers in any case and order, with spaces, and ignores columns it does not know', async () => {
    const body = await preview('office', csvOf(' SECTION ,Roll No,NAME,grade , parent-phone,Name', ['c,17,Tara Ashok,VII,9876543210,ignored']));
    expect(body.rows).toEqual([{ line: 2, name: 'Tara Ashok', grade: 7, section: 'C', username: 'tara.ashok', email: null, phone: '9876543210' }]);
  });

  it("reads semicolons between values, and Excel's Unicode Text (UTF-16, tabs)", async () => {
    const semicolons = await preview('office', 'name;grade;section\n"Iyer; Meera";7;A\n');
    expect(semicolons.rows.map((r) => [r.name, r.grade, r.section])).toEqual([['Iyer; Meera', 7, 'A']]);
    const unicodeText = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name\tgrade\tsection\r\nअनन्या Rao, Jr\t8\tb\r\n', 'utf16le')]);
    const tabs = await preview('office', unicodeText);
    expect(tabs.rows.map((r) => [r.name, r.grade, r.section, r.username])).toEqual([['अनन्या Rao, Jr', 8, 'B', 'rao.jr']]);
  });

  it('reads a file Excel saved as Windows-1252', async () => {
    const body = await preview('office', Buffer.from('name,grade,section\nJos\xe9 Fern\xe1ndez,6,A\n', 'latin1'));
    expect(body.rows.map((r) => [r.name, r.username])).toEqual([['José Fernández', 'jose.fernandez']]);
  });
});

describe('files the import refuses', () => {
  it('names the problems in Hindi when the reader asks for Hindi, the errors too', async () => {
    const csv = csvOf('name,grade,section,username', ['Hindi One,13,Z,', 'Twin A,7,A,twin.h', 'Twin B,7,A,twin.h']);
    const res = await upload('office', STUDENTS_URL, csv, '?dry_run=true', { 'accept-language': 'hi' });
    expect(res.statusCode).toBe(200);
    const { errors } = rosterPreviewSchema.parse(res.json());
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4]);
    for (const e of errors) expect(e.reason).toMatch(/[\u0900-\u097F]/);
    expect(errors[1].reason).toContain('4');
    const missing = await upload('office', STUDENTS_URL, csvOf('Name', ['Asha']), '?dry_run=true', { 'accept-language': 'hi' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/[\u0900-\u097F].*grade, section/);
  });

  it('names the required columns a file lacks', async () => {
    await refused(400, csvOf('Name,Class', ['Asha,7']), ROSTER_MESSAGES.missingColumns.replace('{{columns}}', 'grade, section'));
  });

  it(`refuses more than ${ROSTER_MAX_ROWS} rows, and a file with no rows`, async () => {
    const rows = Array.from({ length: ROSTER_MAX_ROWS + 1 }, (_, i) => `Student ${i},7,A`);
    await refused(400, csvOf('name,grade,section', rows), ROSTER_MESSAGES.tooManyRows);
    await refused(400, 'name,grade,section\r\n\r\n', ROSTER_MESSAGES.empty);
    await refused(400, '', ROSTER_MESSAGES.empty);
  });

  it('refuses what is not CSV, a form without the file, a file over 2 MB and a body that is not multipart', async () => {
    await refused(400, 'name,grade,section\n"Asha,7,A\n', ROSTER_MESSAGES.notCsv);
    await refused(400, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x14, 0x00]), ROSTER_MESSAGES.notCsv);
    await refused(413, `name,grade,section\n${'Asha Verma,7,A\n'.repeat(150_000)}`, ROSTER_MESSAGES.tooLarge);
    const empty = new FormData();
    empty.append('other', 'x');
    const noFile = await w.as('office').inject({ method: 'POST', url: `${STUDENTS_URL}?dry_run=true`, payload: empty });
    expect([noFile.statusCode, errorSchema.parse(noFile.json()).detail]).toEqual([400, ROSTER_MESSAGES.noFile]);
    const json = await w.as('office').inject({ method: 'POST', url: STUDENTS_URL, payload: { name: 'x' } });
    expect([json.statusCode, errorSchema.parse(json.json()).detail]).toEqual([415, ROSTER_MESSAGES.notMultipart]);
  });

  // The route fuzz calls these routes only as a superuser without ?school= (refused before the body is read), so the
  // school account sends the malformed bodies here.
  it('answers a malformed body with a 4xx and a detail, never a 5xx', async () => {
    const bodies: [string | Buffer, string][] = [
      ['--B\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nname,grade', 'multipart/form-data; boundary=B'],
      ['--B\r\n\r\nno headers\r\n--B--\r\n', 'multipart/form-data; boundary=B'],
      ['not multipart at all', 'multipart/form-data; boundary=B'],
      ['--B\r\n', 'multipart/form-data'],
      ['--B\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nname,grade,section\n\u0000,7,A\r\n--B--\r\n', 'multipart/form-data; boundary=B'],
      ['--B\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n\r\n--B--\r\n', 'multipart/form-data; boundary=B'],
      ['name,grade,section\nAsha,7,A\n', 'text/csv'],
    ];
    for (const [payload, type] of bodies) {
      for (const query of ['', '?dry_run=true']) {
        const res = await w.as('office').inject({ method: 'POST', url: `${STUDENTS_URL}${query}`, payload, headers: { 'content-type': type } });
        expect(res.statusCode, `${JSON.stringify(payload).slice(0, 60)} → ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(errorSchema.parse(res.json()).detail).toBeTruthy();
      }
    }
  });
});
