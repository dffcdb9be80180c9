/** Writing content in other languages (ADR 0044): the side-by-side views, the save, and what it stores. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  TRANSLATIONS_MESSAGES, newsTranslationsSchema, subjectTranslationsSchema, translationItemSchema, translationsEndpoints as api,
  type TranslatableKind, type TranslationItem,
} from '@prayog/contract';
import type { Actor } from '../../test/cast';
import { answerTranslations, lessonTranslations, quizTranslations } from './translations.table';
import { createTranslationWorld, type TranslationWorld } from './test-world';

let w: TranslationWorld;
beforeAll(async () => { w = await createTranslationWorld(); }, 60_000);
afterAll(() => w.t.close());

const save = (actor: Actor, kind: TranslatableKind, id: number, fields: Record<string, string | null>, language = 'hi') =>
  w.as(actor).call(api.save, { params: { kind, id, language }, body: { fields } });
const saved = async (kind: TranslatableKind, id: number, fields: Record<string, string | null>, language = 'hi') => {
  const res = await save('superuser', kind, id, fields, language);
  expect(res.statusCode, res.body).toBe(200);
  return translationItemSchema.parse(res.json());
};
const view = async (actor: Actor, language = 'hi') =>
  subjectTranslationsSchema.parse((await w.as(actor).call(api.subject, { params: { id: w.content.subjectId }, query: { language } })).json());
const itemOf = (items: TranslationItem[], kind: TranslatableKind, id: number) => items.find((i) => i.kind === kind && i.id === id)!;
const textOf = (item: TranslationItem, field: string) => item.fields.find((f) => f.field === field)!.text;

describe('the subject view', () => {
  it('lists the subject, its lessons by position, then each quiz with its questions and their answers, archived ones left out', async () => {
    const c = w.content;
    const { items } = await view('superuser');
    expect(items.map((i) => `${i.kind}:${i.label}`)).toEqual([
      'subject:subject', 'lesson:lesson 1', 'lesson:lesson 2',
      'quiz:quiz', 'question:question 1', 'answer:option 1',
      'quiz:quiz', 'question:question 1', 'answer:option 1', 'answer:option 2',
      'quiz:quiz', 'question:question 1', 'answer:option 1', 'answer:option 2',
      'question:question 2', 'answer:accepted 1', 'question:question 3', 'answer:accepted 1',
    ]);
    // Quizzes by name: Away check, Light basics, Mirrors check.
    expect(items.filter((i) => i.kind === 'quiz').map((i) => i.id)).toEqual([c.awayQuiz.id, c.everySchoolQuiz.id, c.homeQuiz.id]);
    expect(items.some((i) => i.id === c.archivedLessonId && i.kind === 'lesson')).toBe(false);
    expect(items.some((i) => i.id === c.archivedQuizId && i.kind === 'quiz')).toBe(false);
    const light = itemOf(items, 'lesson', c.lessonIds[0]);
    expect(light).toMatchObject({
      role: 'lesson', position: 1, parent_id: c.subjectId, editable: true, missing: 2, updated_at: null,
      fields: [{ field: 'name', source: 'Light', text: null }, { field: 'content_html', source: '<p>Light travels in straight lines.</p>', text: null }],
      files: { hint_url: null, source_hint_url: null, lesson_plan_url: null, source_lesson_plan_url: null },
    });
    // An empty English field is nothing to translate.
    expect(itemOf(items, 'lesson', c.lessonIds[1]).missing).toBe(1);
    expect(itemOf(items, 'answer', c.homeQuiz.accepted)).toMatchObject({ role: 'accepted', parent_id: c.homeQuiz.shortText, files: null });
    expect(itemOf(items, 'quiz', c.homeQuiz.id)).toMatchObject({ parent_id: c.subjectId, position: null, fields: [{ field: 'quiz_name', source: 'Mirrors check' }, { field: 'topic' }] });
  });

  it('shows a teacher every school’s quizzes and their own school’s, and lets them write only their own', async () => {
    const c = w.content;
    const { items } = await view('teacher');
    expect(items.filter((i) => i.kind === 'quiz').map((i) => i.id)).toEqual([c.everySchoolQuiz.id, c.homeQuiz.id]);
    expect(items.some((i) => i.kind === 'question' && i.id === c.awayQuiz.question)).toBe(false);
    const editable = items.filter((i) => i.editable).map((i) => `${i.kind}:${i.id}`);
    expect(editable).toEqual([
      `quiz:${c.homeQuiz.id}`, `question:${c.homeQuiz.choice}`, ...c.homeQuiz.options.map((id) => `answer:${id}`),
      `question:${c.homeQuiz.shortText}`, `answer:${c.homeQuiz.accepted}`, `question:${c.homeQuiz.numeric}`, `answer:${c.homeQuiz.number}`,
    ]);
  });
});

describe('saving a version', () => {
  it('writes the fields given, reads them back beside the English, and records who and when in the audit log', async () => {
    const c = w.content;
    const item = await saved('subject', c.subjectId, { name: ' प्रकाशिकी ', description: 'प्रकाश, दर्पण और लेंस' });
    expect(item).toMatchObject({ kind: 'subject', id: c.subjectId, missing: 0, editable: true });
    expect(item.fields).toEqual([
      { field: 'name', source: 'Optics', text: 'प्रकाशिकी' }, { field: 'description', source: 'Light, mirrors and lenses', text: 'प्रकाश, दर्पण और लेंस' },
    ]);
    expect(Date.now() - Date.parse(item.updated_at!)).toBeLessThan(60_000);
    expect(itemOf((await view('superuser')).items, 'subject', c.subjectId)).toEqual(item);
    // Another language is another version: Marathi is still missing.
    expect(itemOf((await view('superuser', 'mr')).items, 'subject', c.subjectId).missing).toBe(2);
    expect(await w.lastAudit()).toMatchObject({
      entity: 'translation', action: 'update', entityId: `subject:${c.subjectId}`, actorId: w.cast.ids.superuser, schoolId: null,
      before: { language: 'hi', name: null, description: null }, after: { language: 'hi', name: 'प्रकाशिकी' },
    });
  });

  it('keeps fields left out, clears a field set empty or null, and removes a version left with nothing', async () => {
    const id = w.content.homeQuiz.id;
    await saved('quiz', id, { quiz_name: 'दर्पण जाँच', topic: 'दर्पण' });
    const kept = await saved('quiz', id, { topic: '' });
    expect(kept.fields.map((f) => f.text)).toEqual(['दर्पण जाँच', null]);
    expect(kept.missing).toBe(1);
    const rows = () => w.t.db.select().from(quizTranslations).where(and(eq(quizTranslations.quizId, id), eq(quizTranslations.language, 'hi')));
    expect(await rows()).toHaveLength(1);
    const cleared = await saved('quiz', id, { quiz_name: null });
    expect(cleared).toMatchObject({ missing: 2, updated_at: null });
    expect(await rows()).toHaveLength(0);
    // The teacher's write is recorded under the quiz's school.
    expect((await save('teacher', 'quiz', id, { topic: 'दर्पण' })).statusCode).toBe(200);
    expect(await w.lastAudit()).toMatchObject({ schoolId: w.cast.homeSchoolId, actorId: w.cast.ids.teacher, entityId: `quiz:${id}` });
  });

  it('stores a lesson’s rich text sanitised, as the lesson’s own is', async () => {
    const item = await saved('lesson', w.content.lessonIds[0], { content_html: '<p onclick="x()">प्रकाश <strong>सीधी</strong> रेखा में<script>alert(1)</script></p><a href="javascript:alert(2)">यहाँ</a>' });
    const html = textOf(item, 'content_html')!;
    expect(html).toContain('<strong>सीधी</strong>');
    expect(html).not.toMatch(/script|onclick|javascript/);
    // Nothing visible left: no version of that field.
    expect(textOf(await saved('lesson', w.content.lessonIds[0], { content_html: '<script>alert(1)</script>' }), 'content_html')).toBeNull();
  });

  it('keeps a typed answer’s match key (numbers in any script’s digits); options have none', async () => {
    const q = w.content.homeQuiz;
    const key = async (answerId: number) => (await w.t.db.select({ k: answerTranslations.matchKey }).from(answerTranslations)
      .where(and(eq(answerTranslations.answerId, answerId), eq(answerTranslations.language, 'hi'))))[0]?.k;
    await saved('answer', q.accepted, { text: '  दर्पण। ' });
    expect(await key(q.accepted)).toBe('दर्पण');
    await saved('answer', q.number, { text: '९.८' });
    expect(await key(q.number)).toBe('9.8');
    await saved('answer', q.options[1], { text: 'प्रकाश बनाता है' });
    expect(await key(q.options[1])).toBeNull();
    const notANumber = await save('superuser', 'answer', q.number, { text: 'नौ' });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().detail).toBe(TRANSLATIONS_MESSAGES.numericAnswer);
    expect(await key(q.number)).toBe('9.8');
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const c = w.content;
    const before = await w.auditCount();
    const unknown = await save('superuser', 'quiz', c.homeQuiz.id, { quiz_name: 'x', text: 'y' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ detail: TRANSLATIONS_MESSAGES.unknownField, errors: [{ field: 'fields.text' }] });
    const english = await save('superuser', 'quiz', c.homeQuiz.id, { quiz_name: 'x' }, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().errors[0]).toEqual({ field: 'language', message: TRANSLATIONS_MESSAGES.sourceLanguage });
    expect((await save('superuser', 'quiz', c.homeQuiz.id, { quiz_name: 'x' }, 'fr')).statusCode).toBe(400);
    expect((await save('superuser', 'quiz', c.homeQuiz.id, {})).json().detail).toBe(TRANSLATIONS_MESSAGES.nothingToChange);
    expect((await save('superuser', 'quiz', c.homeQuiz.id, { quiz_name: 'x'.repeat(1001) })).json().detail).toBe(TRANSLATIONS_MESSAGES.tooLong);
    const notObject = await w.as('superuser').inject({ method: 'PUT', url: `/api/authoring/translations/quiz/${c.homeQuiz.id}/hi/`, payload: { fields: { topic: 5 } } });
    expect(notObject.statusCode).toBe(400);
    expect(await w.auditCount()).toBe(before);
    const hi = await w.as('superuser').call(api.save, { params: { kind: 'quiz', id: c.homeQuiz.id, language: 'hi' }, body: { fields: { text: 'x' } }, headers: { 'accept-language': 'hi' } });
    expect(hi.json().detail).toMatch(/[\u0900-\u097F]/);
  });
});

describe('the news view', () => {
  it('lists the news newest first, then the updates still running; an ended update is left out', async () => {
    const c = w.content;
    await saved('update', c.currentUpdateId, { message: 'अगले हफ़्ते परीक्षा' });
    const res = newsTranslationsSchema.parse((await w.as('superuser').call(api.news, { query: { language: 'hi' } })).json());
    expect(res.items.map((i) => `${i.kind}:${i.id}`)).toEqual([`news:${c.newsIds[1]}`, `news:${c.newsIds[0]}`, `update:${c.currentUpdateId}`]);
    expect(res.items[2]).toMatchObject({ role: 'update', missing: 0, fields: [{ field: 'message', source: 'Exams next week', text: 'अगले हफ़्ते परीक्षा' }] });
    expect(res.items[0]).toMatchObject({ label: 'news', missing: 2, editable: true });
  });
});

describe('lesson documents in a language', () => {
  const url = (lessonId: number, fileKind: string, language = 'hi') => `/api/authoring/translations/lesson/${lessonId}/${language}/files/${fileKind}/`;
  const pdf = () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n% संकेत\n%%EOF\n')], { type: 'application/pdf' }), 'hint.pdf');
    return form;
  };

  it('uploads a hint beside the English one, serves it, and removes it again (the version goes when nothing is left)', async () => {
    const lessonId = w.content.lessonIds[1];
    const res = await w.as('superuser').inject({ method: 'POST', url: url(lessonId, 'hint'), payload: pdf() });
    expect(res.statusCode, res.body).toBe(200);
    const item = translationItemSchema.parse(res.json());
    expect(item.files).toMatchObject({ hint_url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\/$/), source_hint_url: null, lesson_plan_url: null });
    expect(item.missing).toBe(1);
    const file = await w.as('student').inject({ method: 'GET', url: item.files!.hint_url! });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('%PDF');
    expect(await w.lastAudit()).toMatchObject({ entity: 'translation', entityId: `lesson:${lessonId}`, after: { language: 'hi', hint: expect.any(String) } });
    const removed = await w.as('superuser').inject({ method: 'DELETE', url: url(lessonId, 'hint') });
    expect(translationItemSchema.parse(removed.json()).files!.hint_url).toBeNull();
    expect(await w.t.db.select().from(lessonTranslations).where(eq(lessonTranslations.lessonId, lessonId))).toHaveLength(0);
  });

  it('refuses another type (415), English (400), an archived or missing lesson (404) and a text field’s name as a document (400)', async () => {
    const lessonId = w.content.lessonIds[1];
    const png = new FormData();
    png.append('file', new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')], { type: 'image/png' }), 'hint.png');
    expect((await w.as('superuser').inject({ method: 'POST', url: url(lessonId, 'hint'), payload: png })).statusCode).toBe(415);
    expect((await w.as('superuser').inject({ method: 'POST', url: url(lessonId, 'hint', 'en'), payload: pdf() })).statusCode).toBe(400);
    expect((await w.as('superuser').inject({ method: 'POST', url: url(w.content.archivedLessonId, 'hint'), payload: pdf() })).statusCode).toBe(404);
    expect((await w.as('superuser').inject({ method: 'DELETE', url: url(2147483000, 'lesson_plan') })).statusCode).toBe(404);
    expect((await w.as('superuser').inject({ method: 'DELETE', url: url(lessonId, 'ppt') })).statusCode).toBe(400);
    expect(await w.t.db.select().from(lessonTranslations).where(eq(lessonTranslations.lessonId, lessonId))).toHaveLength(0);
  });
});
