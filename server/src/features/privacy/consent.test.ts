import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentEndpoints, consentsResponseSchema, leaderboardEndpoints, staffLeaderboardEndpoints } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { initialsOf } from './consent.service';
import { parentalConsents } from './consent.table';
import { quizAttempts, quizzes } from '../quizzes/quizzes.table';

/** Issue 31 item 2: parents' consent per purpose, its ledger, and leaderboards that follow it at once. */
const roster = worldSpec({
  schools: { home: {}, away: { name: 'Away School, Sector 2, Pune' } },
  users: {
    asha: { role: 'student', school: 'home', name: 'Asha Rao', grade: 7 },
    ravi: { role: 'student', school: 'away', name: 'Ravi Kumar', grade: 7 },
    mother: { role: 'parent', school: 'home', name: 'Lata Rao' },
    father: { role: 'parent', school: 'home', name: 'Mohan Rao' },
    waiting: { role: 'parent', school: 'home' },
    coach: { role: 'teacher', school: 'home' },
    office: { role: 'school', school: 'home', name: 'Sunita Kapoor' },
    farCoach: { role: 'teacher', school: 'away' },
    root: { role: 'school', superuser: true },
  },
});
const people: typeof roster = { ...roster, links: [['mother', 'asha'], ['father', 'asha']] };
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  // The school confirmed the mothers' link: she is "verified by" the school office.
  await t.db.execute(`update parent_child_links set decided_by = ${w.id.office} where parent_id = ${w.id.mother}`);
  // A parent who asked for a link the school has not confirmed.
  await t.db.execute(`insert into parent_child_links (parent_id, student_id, status) values (${w.id.waiting}, ${w.id.asha}, 'pending')`);
  t.changedBehindTheApp();
});
afterAll(() => t.close());

const consentsOf = (who: Who, username = 'asha') => w.as(who).call(consentEndpoints.consents, { params: { username } });
const decide = (who: Who, purpose: string, given: unknown, child?: string) =>
  w.as(who).inject({ method: 'PUT', url: `/api/privacy/consents/${child ? `?child=${child}` : ''}`, payload: { purpose, given } });
const given = async (purpose: string) => consentsResponseSchema.parse((await consentsOf('asha')).json()).purposes.find((p) => p.purpose === purpose)!.given;

describe('a parent’s consent for their child', () => {
  it('starts with nothing decided: the consent purposes off, the educational ones on', async () => {
    const body = consentsResponseSchema.parse((await consentsOf('mother')).json());
    expect(body.purposes).toEqual([
      { purpose: 'learning_records', basis: 'educational', given: true, since: null },
      { purpose: 'leaderboards', basis: 'consent', given: false, since: null },
      { purpose: 'notifications', basis: 'educational', given: true, since: null },
    ]);
    expect(body.history).toEqual([]);
  });

  it('is recorded with the notice version, how the parent was verified and by whom, and given twice stays one', async () => {
    const res = await decide('mother', 'leaderboards', true);
    expect(res.statusCode, res.body).toBe(200);
    expect((await decide('mother', 'leaderboards', true)).statusCode).toBe(200);
    const body = consentsResponseSchema.parse(res.json());
    expect(body.purposes.find((p) => p.purpose === 'leaderboards')!.given).toBe(true);
    expect(body.history).toHaveLength(1);
    expect(body.history[0]).toMatchObject({
      purpose: 'leaderboards', parent_name: 'Lata Rao', notice_version: 1, verified_how: 'school-confirmed-link', verified_by: 'Sunita Kapoor', withdrawn_at: null,
    });
    expect(await t.db.$count(parentalConsents)).toBe(1);
  });

  it('is withdrawn as easily, at once, and the ledger keeps both times', async () => {
    const res = await decide('mother', 'leaderboards', false);
    expect(res.statusCode).toBe(200);
    const body = consentsResponseSchema.parse(res.json());
    expect(body.purposes.find((p) => p.purpose === 'leaderboards')).toMatchObject({ given: false });
    expect(body.history[0].withdrawn_at).not.toBeNull();
    expect(Date.parse(body.history[0].withdrawn_at!)).toBeGreaterThanOrEqual(Date.parse(body.history[0].given_at!));
    // Given again: a new entry, the old one kept.
    await decide('mother', 'leaderboards', true);
    expect(consentsResponseSchema.parse((await consentsOf('asha')).json()).history).toHaveLength(2);
  });

  it('is given by either confirmed parent, and holds while one of them gives it', async () => {
    await decide('mother', 'leaderboards', false);
    await decide('father', 'leaderboards', true);
    expect(await given('leaderboards')).toBe(true);
    await decide('mother', 'leaderboards', false); // hers was already withdrawn: nothing changes
    expect(await given('leaderboards')).toBe(true);
    await decide('father', 'leaderboards', false);
    expect(await given('leaderboards')).toBe(false);
  });

  it('is decided only by a confirmed parent; others may read what their rule allows; bad input changes nothing', async () => {
    const before = await t.db.$count(parentalConsents);
    for (const who of ['waiting', 'asha', 'coach', 'root'] as const) expect((await decide(who, 'leaderboards', true)).statusCode).toBe(403);
    expect((await decide('anonymous', 'leaderboards', true)).statusCode).toBe(401);
    expect((await decide('mother', 'leaderboards', true, 'ravi')).statusCode).toBe(403);
    for (const [purpose, value] of [['advertising', true], ['learning', true], ['leaderboards', 'yes'], ['leaderboards', null]] as const) {
      const res = await decide('mother', purpose, value);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    expect(await t.db.$count(parentalConsents)).toBe(before);
    for (const who of ['asha', 'mother', 'coach', 'office', 'root'] as const) expect((await consentsOf(who)).statusCode).toBe(200);
    for (const who of ['waiting', 'farCoach', 'ravi'] as const) expect((await consentsOf(who)).statusCode).toBe(403);
  });
});

describe('leaderboards follow the consent at once', () => {
  beforeAll(async () => {
    // Both children ranked on the all-schools list: Asha 90, Ravi 80.
    const [quiz] = await t.db.insert(quizzes).values({ quizName: 'Magnets', topic: 'Magnets', quizType: 'homework', timeMinutes: 10, grade: 7 }).returning();
    await t.db.insert(quizAttempts).values([[w.id.asha, 90], [w.id.ravi, 80]].map(([studentId, scorePercent]) => ({
      quizId: quiz.id, studentId, status: 'submitted' as const, deadlineAt: new Date(), submittedAt: new Date(),
      totalQuestions: 10, correctCount: scorePercent / 10, wrongCount: 10 - scorePercent / 10, scorePercent,
    })));
    t.changedBehindTheApp();
  });
  const overall = async (who: 'asha' | 'ravi') => (await w.as(who).ok(leaderboardEndpoints.leaderboard)).overall_leaders.map((l) => l.user);

  it('names a child to other schools only while a parent’s consent is given, and by initials otherwise', async () => {
    expect(initialsOf('Asha Rao')).toBe('A. R.');
    await decide('mother', 'leaderboards', false);
    expect(await overall('ravi')).toEqual(['A. R.', 'Ravi Kumar']);
    // Her own school's students see her name; another school's child without consent is initials to her.
    expect(await overall('asha')).toEqual(['Asha Rao', 'R. K.']);
    await decide('mother', 'leaderboards', true);
    expect(await overall('ravi')).toEqual(['Asha Rao', 'Ravi Kumar']);
  });

  it('does the same on another school’s staff dashboard, with no kept answer from before the change', async () => {
    const nationwide = async () => (await w.as('farCoach').ok(staffLeaderboardEndpoints.teacher)).nationwide.map((l) => l.name);
    expect(await nationwide()).toEqual(['Asha Rao', 'Ravi Kumar']);
    await decide('mother', 'leaderboards', false);
    expect(await nationwide()).toEqual(['A. R.', 'Ravi Kumar']);
  });

  it("names a child with no confirmed parent as the school's recorded basis says, and a parent's decision always prevails", async () => {
    const basis = (who: 'home' | 'away', named: boolean) => w.as('root').inject({
      method: 'PUT', url: `/api/privacy/schools/${w.school[who]}/agreement/`,
      payload: { agreed_on: '2026-06-01', signatory: 'Principal', grievance_name: 'Officer', grievance_email: 'officer@school.example', unlinked_children_named: named },
    });
    // Ravi has no confirmed parent: initials to Asha's school until his school records that such children are named.
    expect(await overall('asha')).toEqual(['Asha Rao', 'R. K.']);
    expect((await basis('away', true)).statusCode).toBe(200);
    expect(await overall('asha')).toEqual(['Asha Rao', 'Ravi Kumar']);
    // Asha has confirmed parents who have not given it: their decision holds whatever her school's basis says.
    expect((await basis('home', true)).statusCode).toBe(200);
    expect(await overall('ravi')).toEqual(['A. R.', 'Ravi Kumar']);
    expect((await basis('away', false)).statusCode).toBe(200);
    expect(await overall('asha')).toEqual(['Asha Rao', 'R. K.']);
  });
});
