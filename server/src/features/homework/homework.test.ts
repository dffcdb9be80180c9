import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  errorSchema, holidayHomeworkListSchema, holidayHomeworkSchema, HOMEWORK_MAX_FILE_BYTES, HOMEWORK_MESSAGES, homeworkEndpoints, type EndpointQuery,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { storedFiles } from '../files/files.table';
import { schools } from '../../core/identity/schools.table';
import type { StudentContext } from '../../core/identity/student-context';
import { holidayHomeworkSubmissions } from './homework.table';
import { submitHolidayHomework } from './homework.service';

let t: TestApp;
const URL = '/api/student_dashboard/holiday-homework/';
const HOME = { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' };
const people = worldSpec({
  schools: { home: HOME, away: { name: 'Away School, Sector 1, Delhi' } },
  users: {
    asha: { role: 'student', school: 'home', grade: 7, section: 'B' },
    classmate: { role: 'student', school: 'home', grade: 7, section: 'B' },
    coach: { role: 'teacher', school: 'home' },
    'away.coach': { role: 'teacher', school: 'away' },
  },
});
type Person = PersonOf<typeof people>;
let w: WorldOf<typeof people>;
const pdfBytes = (size = 64) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
};

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
});
afterAll(() => t.close());

interface Submission {
  school?: string;
  grade?: string;
  section?: string;
  text?: string;
  file?: { bytes: Buffer; name: string; type?: string };
}

/** A submission as the form sends it: multipart, so raw. */
const submit = (who: Person | null, s: Submission) => {
  const form = new FormData();
  for (const key of ['school', 'grade', 'section', 'text'] as const) {
    const value = s[key];
    if (value !== undefined) form.append(key, value);
  }
  if (s.file) form.append('file', new Blob([new Uint8Array(s.file.bytes)], { type: s.file.type ?? 'application/pdf' }), s.file.name);
  return w.as(who ?? 'anonymous').inject({ method: 'POST', url: URL, payload: form });
};
const list = async (who: Person, query: EndpointQuery<typeof homeworkEndpoints.list> = {}) => {
  const res = await w.as(who).call(homeworkEndpoints.list, { query });
  expect(res.statusCode).toBe(200);
  return holidayHomeworkListSchema.parse(res.json());
};
const base = { school: HOME.code, grade: '7', section: 'B' };

/** Rows, file metadata and stored bytes: a refused submission must leave all three as they were. */
async function storedState() {
  const [rows] = await t.db.select({ n: count() }).from(holidayHomeworkSubmissions);
  const [files] = await t.db.select({ n: count() }).from(storedFiles);
  // The test app keeps bytes in a MemoryFileStorage; its map is the ground truth of what was written.
  const bytes = (t.ctx.storage as unknown as { files: Map<string, Buffer> }).files.size;
  return { rows: rows.n, files: files.n, bytes };
}

describe('POST /student_dashboard/holiday-homework/', () => {
  it('stores a text-only submission and answers 201 with the stored record', async () => {
    const res = await submit('asha', { ...base, text: 'I built a robot arm from cardboard.' });
    expect(res.statusCode).toBe(201);
    const body = holidayHomeworkSchema.parse(res.json());
    expect(body).toMatchObject({ text: 'I built a robot arm from cardboard.', file: null, file_name: null, school: HOME.name, grade: 7, section: 'B' });
    expect(Date.now() - Date.parse(body.submitted_at)).toBeLessThan(60_000);
  });

  it("accepts the school by its name as well as by its value, and files it under the student's own class", async () => {
    const res = await submit('asha', { school: HOME.name, grade: '7', text: 'By name' });
    expect(res.statusCode).toBe(201);
    expect(holidayHomeworkSchema.parse(res.json())).toMatchObject({ grade: 7, section: 'B' });
  });

  it('takes grade and section from the profile, whatever the form sends (or leaves out)', async () => {
    const sent = await submit('asha', { ...base, grade: '11', section: 'K', text: 'Other class?' });
    expect(holidayHomeworkSchema.parse(sent.json())).toMatchObject({ grade: 7, section: 'B' });
    const omitted = await submit('asha', { school: HOME.code, text: 'No class sent' });
    expect(omitted.statusCode).toBe(201);
    expect(holidayHomeworkSchema.parse(omitted.json())).toMatchObject({ grade: 7, section: 'B' });
  });

  it('stores a PDF that the owner and a teacher of the school can download, but not a classmate or another school', async () => {
    const bytes = pdfBytes(2048);
    const res = await submit('asha', { ...base, file: { bytes, name: 'my-homework.pdf' } });
    expect(res.statusCode).toBe(201);
    const body = holidayHomeworkSchema.parse(res.json());
    expect(body.text).toBeNull();
    expect(body.file_name).toBe('my-homework.pdf');
    expect(body.file).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/$/);

    // The address the submission names, followed as it is.
    const fetchAs = (who: Person) => w.as(who).inject({ method: 'GET', url: body.file! });
    const own = await fetchAs('asha');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(own.rawPayload, bytes)).toBe(0);
    expect((await fetchAs('coach')).statusCode).toBe(200);
    expect((await fetchAs('classmate')).statusCode).toBe(404);
    expect((await fetchAs('away.coach')).statusCode).toBe(404);
  });

  it('recognises a PDF by its content, whatever name and type the browser gave it', async () => {
    const res = await submit('asha', { ...base, file: { bytes: pdfBytes(), name: 'scan', type: 'application/octet-stream' } });
    expect(res.statusCode).toBe(201);
    expect(holidayHomeworkSchema.parse(res.json()).file_name).toBe('scan.pdf');
  });

  it('refuses a non-PDF named .pdf with 415 "Please upload a PDF file only." and stores nothing', async () => {
    const before = await storedState();
    const res = await submit('asha', { ...base, text: 'with a fake PDF', file: { bytes: Buffer.from('\x89PNG\r\n\x1a\n not a pdf'), name: 'photo.pdf' } });
    expect(res.statusCode).toBe(415);
    expect(errorSchema.parse(res.json()).detail).toBe(HOMEWORK_MESSAGES.notPdf);
    expect(await storedState()).toEqual(before);
  });

  it('accepts a PDF of exactly 10 MB', async () => {
    const res = await submit('asha', { ...base, file: { bytes: pdfBytes(HOMEWORK_MAX_FILE_BYTES), name: 'big.pdf' } });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a PDF over 10 MB with 413 and stores nothing', async () => {
    const before = await storedState();
    const res = await submit('asha', { ...base, text: 'too big', file: { bytes: pdfBytes(HOMEWORK_MAX_FILE_BYTES + 1), name: 'huge.pdf' } });
    expect(res.statusCode).toBe(413);
    expect(errorSchema.parse(res.json()).detail).toBe(HOMEWORK_MESSAGES.tooLarge);
    expect(await storedState()).toEqual(before);
  });

  it.each([
    ['no text and no file', {}],
    ['only spaces as text', { text: '   \n ' }],
    ['an empty file input', { file: { bytes: Buffer.alloc(0), name: '', type: 'application/octet-stream' } }],
  ])('refuses %s with 400 "Please add text or upload a file before submitting."', async (_label, extra) => {
    const before = await storedState();
    const res = await submit('asha', { ...base, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(HOMEWORK_MESSAGES.empty);
    expect(await storedState()).toEqual(before);
  });

  it.each([
    ['grade 13', { grade: '13' }, 'grade'],
    ['section L', { section: 'L' }, 'section'],
    ['a missing school', { school: undefined }, 'school'],
  ])('refuses %s with 400 and stores nothing', async (_label, extra, field) => {
    const before = await storedState();
    const res = await submit('asha', { ...base, text: 'hello', file: { bytes: pdfBytes(), name: 'a.pdf' }, ...extra });
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).errors?.[0]?.field).toBe(field);
    expect(await storedState()).toEqual(before);
  });

  it("refuses another school's name with 400 and stores nothing", async () => {
    const before = await storedState();
    const res = await submit('asha', { ...base, school: 'away', text: 'hello', file: { bytes: pdfBytes(), name: 'a.pdf' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(HOMEWORK_MESSAGES.otherSchool);
    expect(await storedState()).toEqual(before);
  });

  it('removes the stored bytes again when the database refuses the submission', async () => {
    const before = await storedState();
    const [school] = await t.db.select().from(schools).where(eq(schools.code, HOME.code));
    // A student id with no user row: the file's owner foreign key fails after the bytes were written.
    const ghost: StudentContext = { id: 987654, username: 'ghost', name: 'Ghost', schoolId: school.id, schoolName: school.name, timeZone: 'Asia/Kolkata', grade: 7, section: 'B', joinedAt: new Date() };
    await expect(submitHolidayHomework(t.db, t.ctx.storage, ghost, { ...base, text: 'x' }, [
      { fieldname: 'file', filename: 'a.pdf', mimetype: 'application/pdf', bytes: pdfBytes() },
    ])).rejects.toThrow();
    expect(await storedState()).toEqual(before);
  });

  it('answers 415 when the body is not multipart', async () => {
    const res = await w.as('asha').inject({ method: 'POST', url: URL, payload: { ...base, text: 'json' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe(HOMEWORK_MESSAGES.notMultipart);
  });

  it('is for signed-in students only', async () => {
    expect((await submit(null, { ...base, text: 'x' })).statusCode).toBe(401);
    expect((await submit('coach', { ...base, text: 'x' })).statusCode).toBe(403);
  });
});

describe('GET /student_dashboard/holiday-homework/', () => {
  it("lists only the student's own submissions, newest first, with a total count", async () => {
    await submit('classmate', { ...base, text: 'classmate work' });
    const mine = await list('asha');
    expect(mine.count).toBe(7);
    expect(mine.results).toHaveLength(7);
    expect(mine.results.every((r) => r.text !== 'classmate work')).toBe(true);
    const times = mine.results.map((r) => Date.parse(r.submitted_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(mine.results[0].file_name).toBe('big.pdf');
    expect(mine.results.at(-1)?.text).toBe('I built a robot arm from cardboard.');
    expect((await list('classmate')).results.map((r) => r.text)).toEqual(['classmate work']);
  });

  it('pages with limit and offset', async () => {
    const all = await list('asha');
    const page = await list('asha', { limit: 2, offset: 1 });
    expect(page.count).toBe(all.count);
    expect(page.results.map((r) => r.id)).toEqual(all.results.slice(1, 3).map((r) => r.id));
    const bad = await w.as('asha').call(homeworkEndpoints.list, { query: { limit: 0 } });
    expect(bad.statusCode).toBe(400);
  });

  it('is for signed-in students only', async () => {
    expect((await w.as('anonymous').call(homeworkEndpoints.list)).statusCode).toBe(401);
    expect((await w.as('coach').call(homeworkEndpoints.list)).statusCode).toBe(403);
  });
});
