/** What is missing per subject and language (ADR 0044): the coverage rows agree with the views and go down with a save. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coverageSchema, newsTranslationsSchema, subjectTranslationsSchema, translationsEndpoints as api, type TranslationCoverage, type TranslationItem,
} from '@prayog/contract';
import type { Actor } from '../../test/cast';
import { createTranslationWorld, type TranslationWorld } from './test-world';

let w: TranslationWorld;
beforeAll(async () => { w = await createTranslationWorld(); }, 60_000);
afterAll(() => w.t.close());

const coverage = async (actor: Actor, language = 'hi'): Promise<TranslationCoverage> => {
  const res = await w.as(actor).call(api.coverage, { query: { language } });
  expect(res.statusCode, res.body).toBe(200);
  return coverageSchema.parse(res.json());
};
const rowOf = (c: TranslationCoverage, subjectId: number | null) => c.rows.find((r) => r.subject_id === subjectId)!;
/** The counts the editor's items make: fields with English text, and those without a version. */
const sums = (items: TranslationItem[]) => ({
  fields: items.reduce((n, i) => n + i.fields.filter((f) => f.source !== '').length, 0),
  missing: items.reduce((n, i) => n + i.missing, 0),
});
const subjectItems = async (actor: Actor, language = 'hi') =>
  subjectTranslationsSchema.parse((await w.as(actor).call(api.subject, { params: { id: w.content.subjectId }, query: { language } })).json()).items;

describe('coverage', () => {
  it('lists every subject not archived by grade, then name, and the news, updates and notifications last, for a superuser', async () => {
    const c = await coverage('superuser');
    expect(c.language).toBe('hi');
    expect(c.rows.map((r) => r.name)).toEqual(['Away only', 'Optics', 'Robotics', 'News, updates and notifications']);
    expect(c.rows.some((r) => r.subject_id === w.content.archivedSubjectId)).toBe(false);
    expect(rowOf(c, null)).toMatchObject({ grade: null });
    // An empty description is nothing to translate.
    expect(rowOf(c, w.content.awaySubjectId)).toEqual({ subject_id: w.content.awaySubjectId, name: 'Away only', grade: 6, fields: 1, missing: 1 });
  });

  it('counts a subject as its view lists it: the subject, its lessons, its quizzes with their questions and answers', async () => {
    // Optics: 2 subject fields, 3 lesson fields (one lesson has no text), 3 quizzes × 2 fields, 5 questions, 7 answers.
    expect(rowOf(await coverage('superuser'), w.content.subjectId)).toMatchObject({ fields: 23, missing: 23 });
    expect(rowOf(await coverage('superuser'), w.content.subjectId)).toMatchObject(sums(await subjectItems('superuser')));
    // A teacher's view has no away-school quiz (2 fields, a question, an answer).
    const teacher = await coverage('teacher');
    expect(rowOf(teacher, w.content.subjectId)).toMatchObject({ fields: 19, missing: 19 });
    expect(rowOf(teacher, w.content.subjectId)).toMatchObject(sums(await subjectItems('teacher')));
  });

  it('shows a teacher only the subjects offered to their school, and the notifications they sent (no news)', async () => {
    expect((await coverage('teacher')).rows.map((r) => r.name)).toEqual(['Optics', 'Robotics', 'Notifications you sent']);
    expect((await coverage('otherTeacher')).rows.map((r) => r.name)).toEqual(['Away only', 'Robotics']);
  });

  it('goes down with each field saved, in that language only, and up again when a version is cleared', async () => {
    const c = w.content;
    const before = rowOf(await coverage('superuser'), c.subjectId).missing;
    const put = (kind: 'lesson' | 'answer', id: number, fields: Record<string, string | null>) =>
      w.as('superuser').call(api.save, { params: { kind, id, language: 'hi' }, body: { fields } });
    expect((await put('lesson', c.lessonIds[0], { name: 'प्रकाश', content_html: '<p>प्रकाश सीधी रेखा में चलता है।</p>' })).statusCode).toBe(200);
    expect((await put('answer', c.homeQuiz.accepted, { text: 'दर्पण' })).statusCode).toBe(200);
    expect(rowOf(await coverage('superuser'), c.subjectId).missing).toBe(before - 3);
    expect(rowOf(await coverage('superuser', 'bn'), c.subjectId).missing).toBe(before);
    expect(rowOf(await coverage('teacher'), c.subjectId).missing).toBe(19 - 3);
    expect(rowOf(await coverage('superuser'), c.subjectId)).toMatchObject(sums(await subjectItems('superuser')));
    expect((await put('lesson', c.lessonIds[0], { name: null })).statusCode).toBe(200);
    expect(rowOf(await coverage('superuser'), c.subjectId).missing).toBe(before - 2);
  });

  it('counts the news and the updates still running as the news view lists them', async () => {
    const news = newsTranslationsSchema.parse((await w.as('superuser').call(api.news, { query: { language: 'mr' } })).json());
    // Two news items (title and content each) and one current update; the world's one notification is a teacher's own.
    expect(rowOf(await coverage('superuser', 'mr'), null)).toEqual({ subject_id: null, name: 'News, updates and notifications', grade: null, fields: 5, missing: 5 });
    expect(rowOf(await coverage('superuser', 'mr'), null)).toMatchObject(sums(news.items));
    const put = await w.as('superuser').call(api.save, { params: { kind: 'news', id: w.content.newsIds[0], language: 'mr' }, body: { fields: { title: 'विज्ञान मेळा' } } });
    expect(put.statusCode).toBe(200);
    expect(rowOf(await coverage('superuser', 'mr'), null).missing).toBe(4);
  });

  it('names the news row in the caller’s language, and refuses English (400)', async () => {
    const res = await w.as('superuser').call(api.coverage, { query: { language: 'bn' }, headers: { 'accept-language': 'hi' } });
    expect(rowOf(coverageSchema.parse(res.json()), null).name).toBe('समाचार, अपडेट और सूचनाएँ');
    expect((await w.as('superuser').call(api.coverage, { query: { language: 'en' } })).statusCode).toBe(400);
  });
});
