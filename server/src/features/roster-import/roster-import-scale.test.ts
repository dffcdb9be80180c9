import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { rosterPreviewSchema, ROSTER_MAX_ROWS, SECTIONS } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, type World } from '../../test/world';
import { users } from '../../core/identity/accounts.table';
import { studentProfiles } from '../../core/identity/students.table';
import { verifyPassword } from '../accounts/password';
import { csvOf, slipsOf, STUDENTS_URL, uploadAs } from './test-helpers';

let t: TestApp;
let w: World<'green-valley', 'office' | 'asha.verma'>;
let schoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, {
    schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
    users: {
      office: { role: 'school', school: 'green-valley' },
      // Already taken: the file's Asha Vermas start numbering after it.
      'asha.verma': { role: 'student', school: 'green-valley' },
    },
  });
  schoolId = w.school['green-valley'];
});
afterAll(() => t.close());

const FIRST = ['Asha', 'Ravi', 'Meera', 'Kabir', 'Tara', 'Arjun', 'Ananya', 'Rohan', 'Isha', 'Vikram', 'Priya', 'Aditya', 'Sneha', 'Karan', 'Diya', 'Manish', 'Pooja', 'Nikhil', 'Kavya', 'Siddharth'];
const LAST = ['Verma', 'Sharma', 'Iyer', 'Singh', 'Rao', 'Gupta', 'Patel', 'Nair', 'Reddy', 'Das', 'Khan', 'Joshi', 'Mehta', 'Bose', 'Kulkarni'];

/**
 * A whole school's list: 300 names shared by about 17 students each (so most usernames are numbered), every
 * fourth with a parent phone, every tenth with a username of its own, classes 1–12 A–D.
 */
function schoolList(): string {
  const rows = Array.from({ length: ROSTER_MAX_ROWS }, (_, i) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
    const phone = i % 4 === 0 ? `98${String(10_000_000 + i).padStart(8, '0')}` : '';
    const username = i % 10 === 3 ? `own.${i}` : '';
    return `${name},${(i % 12) + 1},${SECTIONS[i % 4]},${username},${phone}`;
  });
  return csvOf('name,grade,section,username,parent_phone', rows, '\r\n');
}

describe(`a file of ${ROSTER_MAX_ROWS} students`, () => {
  it('is previewed and then imported within a few seconds, every username different', async () => {
    const csv = schoolList();
    const before = (await t.db.select({ n: count() }).from(users))[0].n;

    let started = performance.now();
    const dry = await uploadAs(w.as('office'), STUDENTS_URL, csv, '?dry_run=true');
    const previewMs = Math.round(performance.now() - started);
    expect(dry.statusCode, dry.body.slice(0, 200)).toBe(200);
    const preview = rosterPreviewSchema.parse(dry.json());
    expect([preview.rows.length, preview.errors]).toEqual([ROSTER_MAX_ROWS, []]);
    expect(new Set(preview.rows.map((r) => r.username.toLowerCase())).size).toBe(ROSTER_MAX_ROWS);
    expect(preview.rows.find((r) => r.name === 'Asha Verma')!.username).toBe('asha.verma2');

    started = performance.now();
    const res = await uploadAs(w.as('office'), STUDENTS_URL, csv);
    const importMs = Math.round(performance.now() - started);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
    console.log(`roster import of ${ROSTER_MAX_ROWS} students on ${t.ctx.database.engine}: preview ${previewMs} ms, import with the slips PDF ${importMs} ms (${res.rawPayload.length} bytes)`);
    // A generous bound so a slow CI machine never fails; the times themselves are printed above.
    expect(importMs).toBeLessThan(60_000);

    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await t.db.select({ n: count() }).from(users))[0].n).toBe(before + ROSTER_MAX_ROWS);
    expect((await t.db.select({ n: count() }).from(studentProfiles).where(eq(studentProfiles.schoolId, schoolId)))[0].n).toBe(ROSTER_MAX_ROWS + 1);
    const slips = slipsOf(res.rawPayload);
    expect(slips.length).toBe(ROSTER_MAX_ROWS);
    expect(new Set(slips.map((s) => s.username.toLowerCase())).size).toBe(ROSTER_MAX_ROWS);
    // Any slip's password is the one its account holds.
    const sample = slips[1234];
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, sample.username));
    expect(await verifyPassword(row.hash, sample.password)).toBe(true);
  }, 120_000);
});
