import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountEndpoints, errorSchema, privacyRequestEndpoints, privacyRequestQueueSchema, privacyRequestSchema, privacyRequestsResponseSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { rowsOf } from '../../db/rows';
import { loginEvents } from '../../core/identity/accounts.table';
import { storedFiles } from '../files/files.table';
import { quizAttempts, quizzes } from '../quizzes/quizzes.table';
import { recordAudit } from '../audit';
import { PERSONAL_DATA } from './personal-data';
import { activityDaily } from '../activity/activity.table';
import { allLessons, createSubject } from '../lessons/lessons.fixtures';
import { recountKeptFigures } from '../staff-dashboard/kept-figures';
import { districtInvariants } from '../../seed/district/invariants';

/** Issue 31 items 3 and 4 (ADR 0037): requests about a child's data, the school's queue, and erasure with its proof. */
const roster = worldSpec({
  schools: { home: {}, away: { name: 'Away School, Sector 2, Pune' } },
  users: {
    asha: { role: 'student', school: 'home', name: 'Asha Rao', grade: 7 },
    meena: { role: 'student', school: 'home', name: 'Meena Iyer', grade: 7 },
    ravi: { role: 'student', school: 'away', name: 'Ravi Kumar', grade: 7 },
    mother: { role: 'parent', school: 'home', name: 'Lata Rao' },
    waiting: { role: 'parent', school: 'home' },
    coach: { role: 'teacher', school: 'home' },
    office: { role: 'school', school: 'home', name: 'Sunita Kapoor' },
    farOffice: { role: 'school', school: 'away' },
    root: { role: 'school', superuser: true },
  },
});
const people: typeof roster = { ...roster, links: [['mother', 'asha'], ['waiting', 'asha', 'pending']] };
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
});
afterAll(() => t.close());

const file = (who: Who, body: Record<string, unknown>, username = 'asha') =>
  w.as(who).inject({ method: 'POST', url: `/api/privacy/students/${username}/requests/`, payload: body });
const decide = (who: Who, id: number, body: Record<string, unknown>) =>
  w.as(who).inject({ method: 'POST', url: `/api/privacy/requests/${id}/decision/`, payload: body });
const countRequests = async () => rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from privacy_requests`))[0].n;
const queue = (who: Who, query = '') => w.as(who).inject({ method: 'GET', url: `/api/privacy/requests/${query}` });

describe('filing a request about a child', () => {
  it('is open to the student and a confirmed parent, with a deadline PRIVACY_REQUEST_DAYS away', async () => {
    const res = await file('mother', { kind: 'correction', details: 'Her name is spelt Asha, not Aasha.' });
    expect(res.statusCode, res.body).toBe(201);
    const request = privacyRequestSchema.parse(res.json());
    expect(request).toMatchObject({
      kind: 'correction', status: 'open', student_username: 'asha', student_name: 'Asha Rao', class_name: '7 A', requested_by_role: 'parent',
      requested_by_name: 'Lata Rao', details: 'Her name is spelt Asha, not Aasha.', overdue: false, decided_at: null, erased: null,
    });
    const days = (Date.parse(request.due_at) - Date.parse(request.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(t.ctx.config.privacyRequestDays, 3);
    const own = await file('asha', { kind: 'nominee', details: 'If I cannot, my aunt acts for me.', nominee_name: 'Kavita Rao', nominee_contact: '98100 00000' });
    expect(own.statusCode, own.body).toBe(201);
    expect(privacyRequestSchema.parse(own.json())).toMatchObject({ requested_by_role: 'student', nominee_name: 'Kavita Rao', nominee_contact: '98100 00000' });
  });

  it('refuses everyone else, administrators included, with 403 and stores nothing', async () => {
    const before = await countRequests();
    for (const who of ['waiting', 'meena', 'coach', 'office', 'farOffice', 'ravi', 'root'] as const) {
      const res = await file(who, { kind: 'grievance', details: 'Someone else asking.' });
      expect(res.statusCode, who).toBe(403);
      expect(errorSchema.parse(res.json()).detail).toBeTruthy();
    }
    expect((await file('anonymous', { kind: 'grievance', details: 'x' })).statusCode).toBe(401);
    expect(await countRequests()).toBe(before);
  });

  it('says what is wrong with bad input (400) and refuses a second open request of a kind (409)', async () => {
    for (const body of [{ kind: 'correction', details: '  ' }, { kind: 'refund', details: 'x' }, { kind: 'nominee', details: 'My uncle.' }, { kind: 'grievance', details: 'x'.repeat(2001) }]) {
      const res = await file('asha', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorSchema.parse(res.json()).detail).toBeTruthy();
    }
    const again = await file('asha', { kind: 'correction', details: 'The same again.' });
    expect(again.statusCode).toBe(409);
    expect(errorSchema.parse(again.json()).detail).toMatch(/already waiting/);
  });

  it("lists a child's requests for the student, the parent and the school's staff, and not for others", async () => {
    for (const who of ['asha', 'mother', 'coach', 'office', 'root'] as const) {
      const res = await w.as(who).call(privacyRequestEndpoints.studentRequests, { params: { username: 'asha' } });
      expect(res.statusCode, who).toBe(200);
      expect(privacyRequestsResponseSchema.parse(res.json()).results.map((r) => r.kind)).toEqual(['nominee', 'correction']);
    }
    for (const who of ['waiting', 'meena', 'farOffice'] as const) {
      expect((await w.as(who).call(privacyRequestEndpoints.studentRequests, { params: { username: 'asha' } })).statusCode, who).toBe(403);
    }
  });
});

describe("the school's queue and its decisions", () => {
  it('shows the school account its own requests, open ones by deadline; another school sees none of them', async () => {
    const own = privacyRequestQueueSchema.parse((await queue('office')).json());
    expect(own.count).toBe(2);
    expect(own.results.every((r) => r.status === 'open')).toBe(true);
    expect(Date.parse(own.results[0].due_at)).toBeLessThanOrEqual(Date.parse(own.results[1].due_at));
    expect(privacyRequestQueueSchema.parse((await queue('farOffice')).json()).count).toBe(0);
    expect((await queue('coach')).statusCode).toBe(403);
    expect((await queue('root')).statusCode).toBe(400);
    expect(privacyRequestQueueSchema.parse((await queue('root', `?school=${w.school.home}`)).json()).count).toBe(2);
  });

  it('marks a request past its deadline as overdue', async () => {
    await t.db.execute(sql`update privacy_requests set due_at = now() - interval '1 day' where kind = 'nominee'`);
    const rows = privacyRequestQueueSchema.parse((await queue('office')).json()).results;
    expect(rows[0]).toMatchObject({ kind: 'nominee', overdue: true });
  });

  it('records a decision with its reason and an audit entry, once: deciding again is 409, another school 403', async () => {
    const [open] = privacyRequestQueueSchema.parse((await queue('office', '?status=open')).json()).results.filter((r) => r.kind === 'correction');
    expect((await decide('farOffice', open.id, { status: 'done', reason: 'x' })).statusCode).toBe(403);
    expect((await decide('coach', open.id, { status: 'done', reason: 'x' })).statusCode).toBe(403);
    expect((await decide('office', open.id, { status: 'done', reason: ' ' })).statusCode).toBe(400);
    expect((await decide('office', 999_999, { status: 'done', reason: 'x' })).statusCode).toBe(404);
    const res = await decide('office', open.id, { status: 'done', reason: 'Corrected in the class register.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(privacyRequestSchema.parse(res.json())).toMatchObject({ status: 'done', decision_reason: 'Corrected in the class register.', decided_by_name: 'Sunita Kapoor', overdue: false });
    expect((await decide('office', open.id, { status: 'refused', reason: 'Changed my mind.' })).statusCode).toBe(409);
    const audit = rowsOf<{ action: string; after: unknown }>(await t.db.execute(sql`select action, after from audit_log where entity = 'privacy_request' and entity_id = ${String(open.id)}`));
    expect(audit).toHaveLength(1);
    expect(audit[0].action).toBe('approve');
    expect(JSON.stringify(audit[0].after)).not.toContain('Corrected');
    // The parent sees the answer in the child's list.
    const mine = privacyRequestsResponseSchema.parse((await w.as('mother').call(privacyRequestEndpoints.studentRequests, { params: { username: 'asha' } })).json());
    expect(mine.results.find((r) => r.id === open.id)).toMatchObject({ status: 'done', decision_reason: 'Corrected in the class register.' });
  });

  it('lets only one of two decisions made at once through', async () => {
    const filed = privacyRequestSchema.parse((await file('asha', { kind: 'grievance', details: 'The leaderboard shows my full name.' })).json());
    const answers = await Promise.all([
      decide('office', filed.id, { status: 'done', reason: 'Initials shown now.' }),
      decide('root', filed.id, { status: 'refused', reason: 'Shown as the rules say.' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('an erasure carried out', () => {
  let quizId: number;
  let storageKey: string;
  beforeAll(async () => {
    const home = w.school.home;
    const [quiz] = await t.db.insert(quizzes).values({ quizName: 'Magnets', topic: 'Magnets', quizType: 'homework', timeMinutes: 10, grade: 7 }).returning();
    quizId = quiz.id;
    await t.db.insert(quizAttempts).values([[w.id.asha, 90], [w.id.meena, 70]].map(([studentId, scorePercent]) => ({
      quizId, studentId, status: 'submitted' as const, deadlineAt: new Date(), submittedAt: new Date(),
      totalQuestions: 10, correctCount: scorePercent / 10, wrongCount: 10 - scorePercent / 10, scorePercent,
    })));
    await t.db.insert(loginEvents).values([w.id.asha, w.id.meena].map((userId) => ({ userId, schoolId: home, loggedInAt: new Date('2026-06-01T05:00:00Z'), loginNum: 1 })));
    const { subject, lessons } = await createSubject(t.db, { grade: 7, slug: 'magnets', name: 'Magnets', lessons: allLessons([home]) });
    await t.db.insert(activityDaily).values([[w.id.asha, 600], [w.id.meena, 300]].map(([studentId, seconds]) => ({
      studentId, day: '2026-06-01', lessonId: lessons[0].id, subjectId: subject.id, action: 'content', seconds,
    })));
    // The school's day figures as the dashboards keep them: sums of those rows.
    await recountKeptFigures(t.db);
    storageKey = await t.ctx.storage.put(Buffer.from('my holiday homework'));
    await t.db.insert(storedFiles).values({ storageKey, originalName: 'volcano.txt', contentType: 'text/plain', sizeBytes: 19, kind: 'homework', ownerId: w.id.asha, schoolId: home });
    await recordAudit(t.db, { schoolId: home, actorId: w.id.office, action: 'update', entity: 'student_account', entityId: w.id.asha, before: { username: 'asha', name: 'Asha Rao' }, after: { username: 'asha', name: 'Asha Rao', grade: 7 } });
    t.changedBehindTheApp();
  });

  const schoolTotal = async () => rowsOf<{ students: number; score_sum: number }>(await t.db.execute(sql`select students, score_sum::int as score_sum from quiz_school_totals where quiz_id = ${quizId} and school_id = ${w.school.home}`))[0];

  it('removes every record of the child, their files and sessions, keeps the school totals right and leaves a proof without personal data', async () => {
    expect(await schoolTotal()).toEqual({ students: 2, score_sum: 160 });
    const filed = privacyRequestSchema.parse((await file('mother', { kind: 'erasure', details: 'Please erase all of Asha Rao’s data: she has left the school.' })).json());
    const res = await decide('office', filed.id, { status: 'done', reason: 'She left the school in May.' });
    expect(res.statusCode, res.body).toBe(200);
    const proof = privacyRequestSchema.parse(res.json());
    expect(proof).toMatchObject({ status: 'done', student_username: null, student_name: null, details: '', nominee_name: null });
    expect(proof.erased).toMatchObject({ users: 1, quiz_attempts: 1, login_events: 1, stored_files: 1, parent_child_links: 2 });

    // Not one row of the personal-data map names her any more.
    const left: string[] = [];
    for (const entry of PERSONAL_DATA) {
      for (const column of [...entry.subject, ...(entry.actor ?? [])]) {
        const [row] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(entry.table)} where ${sql.identifier(column)} = ${w.id.asha}`));
        if (row.n > 0) left.push(`${entry.table}.${column}: ${row.n}`);
      }
    }
    expect(left).toEqual([]);
    // Her file's bytes are gone, her session ends at once, and the audit log no longer spells out her name.
    await expect(t.ctx.storage.get(storageKey)).rejects.toThrow();
    expect((await w.as('asha').call(accountEndpoints.me)).statusCode).toBe(401);
    const named = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from audit_log where before::text like '%Asha Rao%' or after::text like '%Asha Rao%'`));
    expect(named[0].n).toBe(0);
    const proofAudit = rowsOf<{ after: unknown }>(await t.db.execute(sql`select after from audit_log where entity = 'privacy_request' and entity_id = ${String(filed.id)}`));
    expect(JSON.stringify(proofAudit[0].after)).not.toMatch(/asha|Asha/);
    // The school's figures now count Meena alone, exactly as recomputed from what is left.
    expect(await schoolTotal()).toEqual({ students: 1, score_sum: 70 });
    const day = rowsOf<{ logins: number; learners: number; seconds: number }>(await t.db.execute(sql`select logins, learners, seconds from school_day_stats where school_id = ${w.school.home} and day = '2026-06-01'`));
    expect(day).toEqual([{ logins: 1, learners: 1, seconds: 300 }]);
    const rule = 'a school day whose kept figures differ from the sign-ins and activity';
    const [differing] = rowsOf<{ count: number }>(await t.db.execute(districtInvariants(new Date())[rule]));
    expect(Number(differing.count)).toBe(0);
    // The proof is the school's: still in its queue, decided.
    const rows = privacyRequestQueueSchema.parse((await queue('office', '?status=done')).json()).results;
    expect(rows.find((r) => r.id === filed.id)).toMatchObject({ kind: 'erasure', student_username: null, details: '' });
  });
});
