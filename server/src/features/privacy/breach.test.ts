import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { breachEndpoints, breachIncidentSchema, breachIncidentsSchema, errorSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type WorldOf } from '../../test/world';
import { rowsOf } from '../../db/rows';
import type { Mail } from '../../lib/mailer';

/** Issue 31 item 7 (ADR 0039): the breach register, telling the affected accounts, and the Board's report draft. */
const people = worldSpec({
  schools: { home: {}, away: { name: 'Away School, Sector 2, Pune' } },
  users: {
    asha: { role: 'student', school: 'home', name: 'Asha Rao' },
    ravi: { role: 'student', school: 'home', name: 'Ravi Kumar' },
    mother: { role: 'parent', school: 'home' },
    coach: { role: 'teacher', school: 'home' },
    office: { role: 'school', school: 'home' },
    far: { role: 'student', school: 'away' },
    root: { role: 'school', superuser: true },
  },
});

const mails: Mail[] = [];
let t: TestApp;
let w: WorldOf<typeof people>;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { mailer: async (mail) => { mails.push(mail); } });
  w = await createWorld(t, people);
  // Ravi reads Prayog in Hindi.
  await t.db.execute(sql`update users set language = 'hi' where id = ${w.id.ravi}`);
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Stolen laptop with a class list', discovered_at: new Date(Date.now() - 80 * 3_600_000).toISOString(),
  what_happened: 'A laptop holding the 7 A class list (names, usernames) was stolen from the lab on Monday.',
  consequences: 'Someone could try to sign in with these usernames.', measures: 'Every 7 A password was reset and the laptop locked remotely.',
  advice: 'Sign in with the new password your teacher gives you; ignore messages asking for it.', contact: 'Sunita Kapoor, office@home.example, 98100 00000',
  school_ids: [w.school.home], ...over,
});
const record = (who: 'root' | 'office' | 'coach' | 'asha', b: Record<string, unknown>) => w.as(who).inject({ method: 'POST', url: '/api/privacy/breaches/', payload: b });
const inbox = async (id: number) => rowsOf<{ subject: string; message: string }>(await t.db.execute(sql`
  select n.subject, n.message from notifications n join notification_recipients r on r.notification_id = n.id where r.user_id = ${id}`));

describe('the breach register', () => {
  let id: number;
  it('is for administrators only, and says what is wrong with bad input', async () => {
    for (const who of ['office', 'coach', 'asha'] as const) expect((await record(who, body())).statusCode, who).toBe(403);
    for (const bad of [{ title: '' }, { consequences: '  ' }, { discovered_at: 'yesterday' }, { discovered_at: new Date(Date.now() + 86_400_000).toISOString() }, { school_ids: [999_999] }]) {
      const res = await record('root', body(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorSchema.parse(res.json()).detail).toBeTruthy();
    }
  });

  it('records an incident with its 72-hour clock, overdue once past it, and tells nobody yet', async () => {
    const res = await record('root', body());
    expect(res.statusCode, res.body).toBe(201);
    const incident = breachIncidentSchema.parse(res.json());
    id = incident.id;
    expect(incident).toMatchObject({ title: 'Stolen laptop with a class list', schools: [{ id: w.school.home }], notified_at: null, reported_at: null, overdue: true });
    expect(incident.affected_accounts).toBe(5);
    expect(Date.parse(incident.report_due_at) - Date.parse(incident.discovered_at)).toBe(72 * 3_600_000);
    expect(await inbox(w.id.asha)).toEqual([]);
    const list = breachIncidentsSchema.parse((await w.as('root').call(breachEndpoints.breaches)).json());
    expect(list.results.map((i) => i.id)).toEqual([id]);
  });

  it("tells every affected account once, in their language, by email too, and never another school's", async () => {
    const res = await w.as('root').inject({ method: 'POST', url: `/api/privacy/breaches/${id}/notify/` });
    expect(res.statusCode, res.body).toBe(200);
    expect(breachIncidentSchema.parse(res.json())).toMatchObject({ notified_count: 5, emailed_count: 5 });
    const [english] = await inbox(w.id.asha);
    expect(english.subject).toBe('A data breach that concerns you: Stolen laptop with a class list');
    for (const part of ['What happened:\nA laptop holding', 'What it may mean for you:', 'What has been done:', 'What you can do:', 'Whom to contact:\nSunita Kapoor']) expect(english.message).toContain(part);
    const [hindi] = await inbox(w.id.ravi);
    expect(hindi.subject).toBe('एक डेटा उल्लंघन जो आपसे जुड़ा है: Stolen laptop with a class list');
    expect(hindi.message).toContain('क्या हुआ:\nA laptop holding');
    expect(await inbox(w.id.far)).toEqual([]);
    await expect.poll(() => mails.length).toBe(5);
    expect(mails.find((m) => m.subject.startsWith('एक डेटा'))).toBeTruthy();
    expect((await w.as('root').inject({ method: 'POST', url: `/api/privacy/breaches/${id}/notify/` })).statusCode).toBe(409);
    expect(await inbox(w.id.asha)).toHaveLength(1);
  });

  it('drafts the report to the Board with the extent counted and the intimation recorded, and stops the clock once reported', async () => {
    const res = await w.as('root').call(breachEndpoints.breachReport, { params: { id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="breach-${id}-board-report-draft.txt"`);
    const text = res.body;
    expect(text).toContain('DRAFT: intimation of a personal data breach to the Data Protection Board of India');
    expect(text).toContain('5 active accounts (1 parent, 1 school, 2 students, 1 teacher)');
    expect(text).toContain('Told in the app on');
    expect(text).toContain('A laptop holding the 7 A class list');
    const reported = await w.as('root').inject({ method: 'POST', url: `/api/privacy/breaches/${id}/reported/` });
    expect(breachIncidentSchema.parse(reported.json())).toMatchObject({ overdue: false });
    expect((await w.as('root').inject({ method: 'POST', url: `/api/privacy/breaches/${id}/reported/` })).statusCode).toBe(409);
    expect((await w.as('root').inject({ method: 'POST', url: '/api/privacy/breaches/999999/reported/' })).statusCode).toBe(404);
  });
});
