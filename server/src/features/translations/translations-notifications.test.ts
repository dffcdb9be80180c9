/**
 * Notifications in other languages (ADR 0044): the news view lists a superuser the administrators' notifications and a
 * teacher only the ones they sent; the coverage row counts the same; a recipient then reads the version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  bellResponseSchema, coverageSchema, newsTranslationsSchema, notificationEndpoints, translationItemSchema, translationsEndpoints as api,
  type TranslationCoverage, type TranslationItem,
} from '@prayog/contract';
import type { Actor } from '../../test/cast';
import { notificationRecipients, notifications } from '../notifications/notifications.table';
import { createTranslationWorld, type TranslationWorld } from './test-world';

let w: TranslationWorld;
/** The superuser's to every school (to the student), the superuser's to the home school, one whose sender is gone. */
let ids: { toAll: number; toHome: number; senderGone: number; schoolOwn: number };

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  w = await createTranslationWorld();
  const db = w.t.db;
  const su = w.cast.ids.superuser;
  const rows = await db.insert(notifications).values([
    { subject: 'Holiday', message: 'School is closed on Monday.', sentBy: su, schoolId: null, createdAt: minutesAgo(3) },
    { subject: 'Visit', message: 'An inspector visits on Friday.', sentBy: su, schoolId: w.cast.homeSchoolId, createdAt: minutesAgo(2) },
    { subject: 'Welcome', message: 'Welcome to Prayog.', sentBy: null, schoolId: null, createdAt: minutesAgo(1) },
    // A school account's own notice to its school: the school's, not the administrators'.
    { subject: 'Sports day', message: 'Wear white.', sentBy: w.cast.ids.school, schoolId: w.cast.homeSchoolId, createdAt: minutesAgo(4) },
  ]).returning();
  ids = { toAll: rows[0].id, toHome: rows[1].id, senderGone: rows[2].id, schoolOwn: rows[3].id };
  await db.insert(notificationRecipients).values({ notificationId: ids.toAll, userId: w.cast.ids.student });
}, 60_000);
afterAll(() => w.t.close());

const newsView = async (actor: Actor, language = 'hi') => {
  const res = await w.as(actor).call(api.news, { query: { language } });
  expect(res.statusCode, res.body).toBe(200);
  return newsTranslationsSchema.parse(res.json()).items;
};
const notes = (items: TranslationItem[]) => items.filter((i) => i.kind === 'notification');
const coverage = async (actor: Actor, language = 'hi', acceptLanguage?: string): Promise<TranslationCoverage> => {
  const res = await w.as(actor).call(api.coverage, { query: { language }, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : undefined });
  expect(res.statusCode, res.body).toBe(200);
  return coverageSchema.parse(res.json());
};
const newsRowOf = (c: TranslationCoverage) => c.rows.find((r) => r.subject_id === null);
const sums = (items: TranslationItem[]) => ({
  fields: items.reduce((n, i) => n + i.fields.filter((f) => f.source !== '').length, 0),
  missing: items.reduce((n, i) => n + i.missing, 0),
});

describe('the news view’s notifications', () => {
  it('lists a superuser, after the news and updates, the administrators’ newest notifications (not a school’s or a teacher’s own)', async () => {
    const items = await newsView('superuser');
    expect(items.map((i) => i.kind)).toEqual(['news', 'news', 'update', 'notification', 'notification', 'notification']);
    expect(notes(items).map((i) => i.id)).toEqual([ids.senderGone, ids.toHome, ids.toAll]);
    expect(notes(items).find((i) => i.id === ids.toAll)).toEqual({
      kind: 'notification', id: ids.toAll, role: 'notification', label: 'notification', position: null, parent_id: null, editable: true,
      fields: [{ field: 'subject', source: 'Holiday', text: null }, { field: 'message', source: 'School is closed on Monday.', text: null }],
      missing: 2, files: null, updated_at: null,
    });
  });

  it('saves a superuser’s Hindi version, which the student recipient then reads in Hindi (English in another language)', async () => {
    const res = await w.as('superuser').call(api.save, {
      params: { kind: 'notification', id: ids.toAll, language: 'hi' }, body: { fields: { subject: 'छुट्टी', message: 'सोमवार को विद्यालय बंद रहेगा।' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(translationItemSchema.parse(res.json())).toMatchObject({ missing: 0, fields: [{ text: 'छुट्टी' }, { text: 'सोमवार को विद्यालय बंद रहेगा।' }] });
    expect(notes(await newsView('superuser')).find((i) => i.id === ids.toAll)?.fields.map((f) => f.text)).toEqual(['छुट्टी', 'सोमवार को विद्यालय बंद रहेगा।']);

    const bell = async (language: string) => {
      const read = await w.as('student').call(notificationEndpoints.bell, { query: {}, headers: { 'accept-language': language } });
      expect(read.statusCode, read.body).toBe(200);
      return bellResponseSchema.parse(read.json()).notifications.find((n) => n.id === ids.toAll);
    };
    expect(await bell('hi')).toMatchObject({ subject: 'छुट्टी', message: 'सोमवार को विद्यालय बंद रहेगा।', text_language: 'hi' });
    expect(await bell('mr')).toMatchObject({ subject: 'Holiday', message: 'School is closed on Monday.', text_language: 'en' });
  });

  it('lists a teacher only the notifications they sent, newest first (no news or updates), each theirs to write', async () => {
    // The cast's teacher sent one to each actor, the world's one more.
    const sent = await w.t.db.select({ id: notifications.id }).from(notifications)
      .where(eq(notifications.sentBy, w.cast.ids.teacher)).orderBy(desc(notifications.createdAt), desc(notifications.id));
    expect(sent.length).toBeGreaterThan(1);
    const items = await newsView('teacher');
    expect(items.map((i) => `${i.kind}:${i.id}:${i.editable}`)).toEqual(sent.map((n) => `notification:${n.id}:true`));
    const own = items.find((i) => i.id === w.content.notificationId)!;
    expect(own.fields.map((f) => f.source)).toEqual(['Homework', 'Bring a mirror.']);
    const res = await w.as('teacher').call(api.save, { params: { kind: 'notification', id: own.id, language: 'bn' }, body: { fields: { subject: 'বাড়ির কাজ' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await newsView('teacher', 'bn')).find((i) => i.id === own.id)).toMatchObject({ missing: 1, fields: [{ text: 'বাড়ির কাজ' }, { text: null }] });
    // The other teacher has sent nothing yet.
    expect(await newsView('otherTeacher')).toEqual([]);
  });

  it('refuses school accounts, students and parents (403) and anonymous callers (401)', async () => {
    for (const actor of ['school', 'otherSchool', 'student', 'linkedParent', 'unlinkedParent'] as Actor[]) {
      expect((await w.as(actor).call(api.news, { query: { language: 'hi' } })).statusCode, actor).toBe(403);
    }
    expect((await w.as('anonymous').call(api.news, { query: { language: 'hi' } })).statusCode).toBe(401);
  });
});

describe('the news row of the coverage', () => {
  it('counts a superuser’s notifications with the news and updates, as the view lists them, in the caller’s words', async () => {
    const row = newsRowOf(await coverage('superuser', 'mr'));
    // Two news (2 fields each), one update, three notifications (2 fields each).
    expect(row).toEqual({ subject_id: null, name: 'News, updates and notifications', grade: null, fields: 11, missing: 11 });
    expect(row).toMatchObject(sums(await newsView('superuser', 'mr')));
    expect(newsRowOf(await coverage('superuser', 'hi'))).toMatchObject({ ...sums(await newsView('superuser', 'hi')), missing: 9 });
    expect(newsRowOf(await coverage('superuser', 'mr', 'hi'))?.name).toBe('समाचार, अपडेट और सूचनाएँ');
  });

  it('gives a teacher a row of the notifications they sent, only once they have sent one', async () => {
    expect(newsRowOf(await coverage('otherTeacher'))).toBeUndefined();
    const [sent] = await w.t.db.insert(notifications).values({ subject: 'Test', message: 'Test on Tuesday.', sentBy: w.cast.ids.otherTeacher, schoolId: w.cast.awaySchoolId }).returning();
    const row = newsRowOf(await coverage('otherTeacher', 'hi', 'bn'));
    expect(row).toEqual({ subject_id: null, name: 'আপনার পাঠানো বিজ্ঞপ্তি', grade: null, fields: 2, missing: 2 });
    expect(notes(await newsView('otherTeacher')).map((i) => i.id)).toEqual([sent.id]);
    const teacherRow = newsRowOf(await coverage('teacher', 'bn'));
    expect(teacherRow).toMatchObject({ name: 'Notifications you sent', ...sums(await newsView('teacher', 'bn')) });
    // One field of one notification is written in Bengali.
    expect(teacherRow!.missing).toBe(teacherRow!.fields - 1);
  });
});
