import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountEndpoints, myNoticeSchema, noticeEndpoints, noticeVersionsResponseSchema, privacyNoticeSchema,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { eq } from 'drizzle-orm';
import { users } from '../../core/identity/accounts.table';
import { auditLog } from '../audit/audit.table';
import { NOTICE_TEXT_REVISION } from './notice-text';
import { publishStandardNotice } from './notice.service';
import { privacyNoticeAcceptances, privacyNotices } from './notice.table';

/** Issue 31 item 1: a versioned privacy notice in English and Hindi, accepted at sign-up and again after a new version. */
const people = worldSpec({
  schools: { home: {} },
  users: {
    asha: { role: 'student', school: 'home' },
    mother: { role: 'parent', school: 'home' },
    coach: { role: 'teacher', school: 'home' },
    root: { role: 'school', superuser: true, name: 'Programme Admin' },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
});
afterAll(() => t.close());

const notice = (who: Who, version?: number) => w.as(who).call(noticeEndpoints.notice, { query: version ? { version } : {} });
const due = async (who: PersonOf<typeof people>) => (await w.as(who).ok(accountEndpoints.me)).privacy_notice_due;
const publish = (who: Who, body: Record<string, unknown>) => w.as(who).inject({ method: 'POST', url: '/api/privacy/notice/versions/', payload: body });
const goodVersion = {
  contact_name: 'Grievance Officer, Prayog Programme', contact_email: 'grievance@programme.example',
  changes_en: 'The programme now has its own grievance contact.', changes_hi: 'कार्यक्रम का अब अपना शिकायत संपर्क है।',
};

describe('the privacy notice', () => {
  it('is published as version 1 at the server’s start, in English and Hindi, for anyone to read', async () => {
    const res = await notice('anonymous');
    expect(res.statusCode, res.body).toBe(200);
    const body = privacyNoticeSchema.parse(res.json());
    expect(body.version).toBe(1);
    expect(body.contact).toBeNull();
    expect(body.changes).toBeNull();
    // Each purpose of the personal-data map is itemised, in both languages, and so is who is responsible.
    const english = body.sections.flatMap((s) => [s.heading.en, ...s.paragraphs.en]).join('\n');
    for (const word of ['data fiduciary', 'Account:', 'Learning:', 'School records:', 'Messages:', 'Security:', 'advertising']) expect(english).toContain(word);
    for (const s of body.sections) {
      expect(s.heading.hi).toMatch(/[\u0900-\u097F]/);
      expect(s.paragraphs.hi).toHaveLength(s.paragraphs.en.length);
    }
  });

  it('is not published twice by a second start, nor by two starts at once', async () => {
    await Promise.all([publishStandardNotice(t.db), publishStandardNotice(t.db)]);
    const rows = await t.db.select().from(privacyNotices);
    expect(rows.map((r) => [r.version, r.textRevision])).toEqual([[1, NOTICE_TEXT_REVISION]]);
  });

  it('is due for every account until accepted, and accepting records who, which version and when', async () => {
    expect(await due('asha')).toBe(true);
    const before = Date.now();
    const res = await w.as('asha').call(noticeEndpoints.acceptNotice, { body: { version: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(1);
    expect(Date.parse(res.json().accepted_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await due('asha')).toBe(false);
    expect(await due('mother')).toBe(true);
    const mine = myNoticeSchema.parse((await w.as('asha').call(noticeEndpoints.myNotice)).json());
    expect(mine).toEqual({ current_version: 1, accepted: { version: 1, accepted_at: res.json().accepted_at }, school_contact: null });
    // Accepting again keeps the first time.
    const again = await w.as('asha').ok(noticeEndpoints.acceptNotice, { body: { version: 1 } });
    expect(again.accepted_at).toBe(res.json().accepted_at);
  });

  it('refuses to record a version that is not the current one, and bad input, changing nothing', async () => {
    const res = await w.as('mother').call(noticeEndpoints.acceptNotice, { body: { version: 2 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/has changed/);
    for (const payload of [{}, { version: 'one' }, { version: 0 }, { version: 1.5 }]) {
      expect((await w.as('mother').inject({ method: 'POST', url: '/api/privacy/notice/acceptances/', payload })).statusCode).toBe(400);
    }
    expect((await w.as('anonymous').call(noticeEndpoints.acceptNotice, { body: { version: 1 } })).statusCode).toBe(401);
    const rows = await t.db.select().from(privacyNoticeAcceptances);
    expect(rows.map((r) => r.userId)).toEqual([w.id.asha]);
    expect((await notice('anonymous', 99)).statusCode).toBe(404);
  });
});

describe('a new version, published by an administrator', () => {
  it('is refused to staff, students and parents, and refused with bad input', async () => {
    for (const who of ['coach', 'asha', 'mother'] as const) expect((await publish(who, goodVersion)).statusCode).toBe(403);
    expect((await publish('anonymous', goodVersion)).statusCode).toBe(401);
    for (const bad of [{ ...goodVersion, contact_email: 'nope' }, { ...goodVersion, changes_hi: ' ' }, { contact_name: 'x' }]) {
      const res = await publish('root', bad);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    expect(await t.db.$count(privacyNotices)).toBe(1);
  });

  it('carries the contact and what changed, is audited, and asks everyone to accept again', async () => {
    const res = await publish('root', goodVersion);
    expect(res.statusCode, res.body).toBe(201);
    const body = privacyNoticeSchema.parse(res.json());
    expect(body.version).toBe(2);
    expect(body.contact).toEqual({ name: goodVersion.contact_name, email: goodVersion.contact_email });
    expect(body.changes).toEqual({ en: goodVersion.changes_en, hi: goodVersion.changes_hi });
    expect(body.sections.at(-1)!.paragraphs.en.at(-1)).toContain('grievance@programme.example');
    expect(await due('asha')).toBe(true);
    // Version 1 can still be read as it was.
    expect(privacyNoticeSchema.parse((await notice('asha', 1)).json()).contact).toBeNull();
    const audit = await t.db.select().from(auditLog);
    expect(audit.map((a) => [a.actorId, a.entity, a.entityId])).toContainEqual([w.id.root, 'privacy_notice', '2']);
  });

  it('lists every version with its acceptances, for administrators only', async () => {
    await w.as('coach').ok(noticeEndpoints.acceptNotice, { body: { version: 2 } });
    const list = noticeVersionsResponseSchema.parse((await w.as('root').call(noticeEndpoints.noticeVersions)).json());
    expect(list.results.map((v) => [v.version, v.published_by, v.acceptances])).toEqual([[2, 'Programme Admin', 1], [1, null, 1]]);
    expect((await w.as('coach').call(noticeEndpoints.noticeVersions)).statusCode).toBe(403);
  });
});

describe('signing up', () => {
  const signUp = (version: number | undefined, username: string) => w.as('anonymous').call(accountEndpoints.register, {
    body: {
      user: { username, password: 'a-good-new-pass-7', email: `${username}@mail.example`, role: 'student' },
      join_code: w.joinCode.home, name: 'New Student', grade: 7, section: 'A',
      ...(version === undefined ? {} : { privacy_notice_version: version }),
    },
  });

  it('records the acceptance of the current version with the new account', async () => {
    const res = await signUp(2, 'new.reader');
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.db.select().from(privacyNoticeAcceptances);
    expect(rows.filter((r) => r.version === 2)).toHaveLength(2);
  });

  it('refuses an older version before making the account, and without one the notice waits for the first sign-in', async () => {
    const res = await signUp(1, 'stale.reader');
    expect(res.statusCode).toBe(409);
    expect(await t.db.$count(users, eq(users.username, 'stale.reader'))).toBe(0);
    expect((await signUp(undefined, 'later.reader')).statusCode).toBe(201);
    const list = noticeVersionsResponseSchema.parse((await w.as('root').call(noticeEndpoints.noticeVersions)).json());
    expect(list.results[0].acceptances).toBe(2);
  });
});
