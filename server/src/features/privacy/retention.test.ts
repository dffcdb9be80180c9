import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { noticeEndpoints, privacyNoticeSchema, privacyRequestQueueSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type WorldOf } from '../../test/world';
import { rowsOf } from '../../db/rows';
import { storedFiles } from '../files/files.table';
import { publishStandardNotice } from './notice.service';
import { runRetention, RETENTION_WARNING_HOURS } from './retention.service';

/** Issue 31 item 6 (ADR 0038): a student's data is erased RETENTION_DAYS after they left, with a warning 48 hours before. */
const people = worldSpec({
  schools: { home: {} },
  users: {
    leaver: { role: 'student', school: 'home', name: 'Kiran Das' },
    stayer: { role: 'student', school: 'home', name: 'Priya Nair' },
    returner: { role: 'student', school: 'home', name: 'Arjun Mehta' },
    mother: { role: 'parent', school: 'home', name: 'Rekha Das' },
    office: { role: 'school', school: 'home' },
    coach: { role: 'teacher', school: 'home' },
  },
  links: [['mother', 'leaver']],
});

const DAYS = 365;
const DAY = 86_400_000;
let t: TestApp;
let w: WorldOf<typeof people>;
let storageKey: string;
const start = new Date('2027-06-01T04:00:00Z');
const at = (days: number, hours = 0) => new Date(start.getTime() + days * DAY + hours * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  // Kiran and Arjun left on the first of June 2027; Priya is still at the school.
  await t.db.execute(sql`update users set deactivated_at = ${start} where id in (${w.id.leaver}, ${w.id.returner})`);
  storageKey = await t.ctx.storage.put(Buffer.from('a project report'));
  await t.db.insert(storedFiles).values({ storageKey, originalName: 'report.txt', contentType: 'text/plain', sizeBytes: 16, kind: 'homework', ownerId: w.id.leaver, schoolId: w.school.home });
  t.changedBehindTheApp();
});
afterAll(() => t.close());

const exists = async (id: number) => rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from users where id = ${id}`))[0].n === 1;
const inbox = async (id: number) => rowsOf<{ subject: string; message: string }>(await t.db.execute(sql`
  select n.subject, n.message from notifications n join notification_recipients r on r.notification_id = n.id where r.user_id = ${id} order by n.id`));

describe('the retention rule', () => {
  it('does nothing before the warning is due', async () => {
    const run = await runRetention(t.db, DAYS, at(DAYS - 3));
    expect(run.warned).toBe(0);
    expect(run.erased).toEqual([]);
  });

  it('tells the school and the parent 48 hours before, once, in English and Hindi', async () => {
    const run = await runRetention(t.db, DAYS, at(DAYS - 2));
    expect(run.warned).toBe(2);
    expect(run.erased).toEqual([]);
    const [note] = await inbox(w.id.mother);
    expect(note.subject).toBe('Data to be erased on 2028-05-31: Kiran Das / Kiran Das का डेटा 2028-05-31 को मिटाया जाएगा');
    expect(note.message).toContain('deactivated on 2027-06-01');
    expect(note.message).toContain('reactivates the account');
    expect(note.message).toContain('फिर से सक्रिय');
    // The school office gets one notice for the students whose data goes that day, each named with the day they left,
    // not one per student (a class leaving at the end of the year would otherwise fill its bell).
    const office = await inbox(w.id.office);
    expect(office).toHaveLength(1);
    expect(office[0].subject).toBe('Data to be erased on 2028-05-31: 2 students / 2 विद्यार्थियों का डेटा 2028-05-31 को मिटाया जाएगा');
    expect(office[0].message).toContain('The accounts of these 2 students were deactivated on the dates shown.');
    expect(office[0].message).toContain('किसी विद्यार्थी का डेटा रखने के लिए');
    expect(office[0].message.split('\n').filter((line) => line.startsWith('- '))).toEqual(['- Arjun Mehta (2027-06-01)', '- Kiran Das (2027-06-01)']);
    expect(await inbox(w.id.coach)).toEqual([]);
    // Running again (another process, the next hour) tells nobody twice.
    expect((await runRetention(t.db, DAYS, at(DAYS - 2, 1))).warned).toBe(0);
    expect(await inbox(w.id.mother)).toHaveLength(1);
  });

  it('keeps a student whose account the school reactivated, and erases the others only after the warning has had 48 hours', async () => {
    await t.db.execute(sql`update users set deactivated_at = null where id = ${w.id.returner}`);
    expect((await runRetention(t.db, DAYS, at(DAYS, -1))).erased).toEqual([]);
    const run = await runRetention(t.db, DAYS, at(DAYS, RETENTION_WARNING_HOURS));
    expect(run.erased.map((e) => e.studentId)).toEqual([w.id.leaver]);
    expect(run.erased[0].storageKeys).toEqual([storageKey]);
    expect(await exists(w.id.leaver)).toBe(false);
    expect(await exists(w.id.returner)).toBe(true);
    expect(await exists(w.id.stayer)).toBe(true);
    // The school's proof: an erasure nobody asked for, decided by the rule, with the counts and no name.
    const queue = privacyRequestQueueSchema.parse((await w.as('office').inject({ method: 'GET', url: '/api/privacy/requests/?status=done' })).json());
    expect(queue.results).toHaveLength(1);
    expect(queue.results[0]).toMatchObject({ kind: 'erasure', requested_by_role: 'retention', student_name: null, details: '' });
    expect(queue.results[0].decision_reason).toBe('Kept 365 days after the account was deactivated on 2027-06-01, then erased as the privacy notice says.');
    expect(queue.results[0].erased).toMatchObject({ users: 1, stored_files: 1, retention_warnings: 1 });
    // Nothing is left to do.
    expect((await runRetention(t.db, DAYS, at(DAYS + 1))).erased).toEqual([]);
  });

  it('warns afresh about a student deactivated again, and never erases on a stale warning', async () => {
    const again = at(DAYS + 10);
    await t.db.execute(sql`update users set deactivated_at = ${again} where id = ${w.id.returner}`);
    // The old warning (about the first deactivation) does not count: no erasure a year after the first leaving.
    expect((await runRetention(t.db, DAYS, at(DAYS + 20))).erased).toEqual([]);
    const later = new Date(again.getTime() + (DAYS - 2) * DAY);
    expect((await runRetention(t.db, DAYS, later)).warned).toBe(1);
    expect(await exists(w.id.returner)).toBe(true);
    // A lone leaver of the day: the school's notice names the student in its subject, as a parent's does.
    const office = await inbox(w.id.office);
    expect(office).toHaveLength(2);
    expect(office[1].subject).toMatch(/^Data to be erased on \d{4}-\d{2}-\d{2}: Arjun Mehta \/ Arjun Mehta का डेटा/);
    expect(office[1].message).toContain("Arjun Mehta's account was deactivated on");
  });
});

describe('the notice says how long', () => {
  it('states the retention period and publishes a new version when a deployment changes it', async () => {
    const read = async () => privacyNoticeSchema.parse((await w.as('anonymous').call(noticeEndpoints.notice)).json());
    const before = await read();
    expect(JSON.stringify(before.sections)).toContain('365 days later every record of the student is erased');
    await publishStandardNotice(t.db, 365);
    expect((await read()).version).toBe(before.version);
    await publishStandardNotice(t.db, 730);
    const after = await read();
    expect(after.version).toBe(before.version + 1);
    expect(JSON.stringify(after.sections)).toContain('730 days later');
    expect(JSON.stringify(after.sections)).toContain('730 दिन बाद');
    expect(after.changes?.en).toBe("A student's data is now kept 730 days after they leave the school, then erased; the records of sign-ins, of time in lessons day by day and of who read or changed what are kept 24 months.");
  });

  it('states how long the logs kept by month stay (LOG_RETENTION_MONTHS) and publishes a new version when it changes', async () => {
    const read = async () => privacyNoticeSchema.parse((await w.as('anonymous').call(noticeEndpoints.notice)).json());
    await publishStandardNotice(t.db, 730);
    const before = await read();
    expect(JSON.stringify(before.sections)).toContain('who read or changed a student\'s records are kept 24 months');
    await publishStandardNotice(t.db, 730, 24);
    expect((await read()).version).toBe(before.version);
    await publishStandardNotice(t.db, 730, 36);
    const after = await read();
    expect(after.version).toBe(before.version + 1);
    expect(JSON.stringify(after.sections)).toContain('are kept 36 months, also while the student is at the school');
    expect(JSON.stringify(after.sections)).toContain('36 महीने रखे जाते हैं');
    expect(after.changes?.hi).toContain('36 महीने');
  });
});
