/** Who may read and write versions of content in other languages (ADR 0044): every route as every kind of caller. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATIONS_MESSAGES, translationsEndpoints as api, type TranslatableKind } from '@prayog/contract';
import type { Actor } from '../../test/cast';
import { createTranslationWorld, type TranslationWorld } from './test-world';

let w: TranslationWorld;
beforeAll(async () => { w = await createTranslationWorld(); }, 60_000);
afterAll(() => w.t.close());

const NOT_STAFF: Actor[] = ['student', 'otherStudent', 'linkedParent', 'unlinkedParent', 'school', 'otherSchool'];
const save = (actor: Actor, kind: TranslatableKind, id: number, fields: Record<string, string | null>, language = 'hi') =>
  w.as(actor).call(api.save, { params: { kind, id, language }, body: { fields } });

describe('reads', () => {
  it('refuses anonymous callers (401), school accounts, students and parents (403) on every read', async () => {
    const c = w.content;
    const reads = [
      (a: Actor) => w.as(a).call(api.coverage, { query: { language: 'hi' } }),
      (a: Actor) => w.as(a).call(api.subject, { params: { id: c.subjectId }, query: { language: 'hi' } }),
      (a: Actor) => w.as(a).call(api.news, { query: { language: 'hi' } }),
    ];
    for (const read of reads) {
      expect((await read('anonymous')).statusCode).toBe(401);
      for (const actor of NOT_STAFF) expect((await read(actor)).statusCode, actor).toBe(403);
    }
  });

  it('lets teachers read coverage, the subjects offered to their school (404 for others) and the news view (their notifications)', async () => {
    const c = w.content;
    const subject = (actor: Actor, id: number) => w.as(actor).call(api.subject, { params: { id }, query: { language: 'hi' } });
    expect((await w.as('teacher').call(api.coverage, { query: { language: 'hi' } })).statusCode).toBe(200);
    expect((await subject('teacher', c.subjectId)).statusCode).toBe(200);
    expect((await subject('otherTeacher', c.subjectId)).statusCode).toBe(404);
    expect((await subject('teacher', c.awaySubjectId)).statusCode).toBe(404);
    expect((await subject('otherTeacher', c.awaySubjectId)).statusCode).toBe(200);
    expect((await subject('superuser', c.awaySubjectId)).statusCode).toBe(200);
    expect((await subject('superuser', c.archivedSubjectId)).statusCode).toBe(404);
    expect((await subject('superuser', 2147483000)).statusCode).toBe(404);
    // A teacher's news view holds only the notifications they sent (translations-notifications.test.ts).
    expect((await w.as('teacher').call(api.news, { query: { language: 'hi' } })).statusCode).toBe(200);
    expect((await w.as('superuser').call(api.news, { query: { language: 'hi' } })).statusCode).toBe(200);
  });
});

describe('writes', () => {
  it('lets a teacher write their own school’s quiz, its questions and answers, and the notifications they sent', async () => {
    const q = w.content.homeQuiz;
    expect((await save('teacher', 'quiz', q.id, { topic: 'दर्पण' })).statusCode).toBe(200);
    expect((await save('teacher', 'question', q.choice, { text: 'दर्पण क्या करता है?' })).statusCode).toBe(200);
    expect((await save('teacher', 'answer', q.options[0], { text: 'प्रकाश को परावर्तित करता है' })).statusCode).toBe(200);
    expect((await save('teacher', 'notification', w.content.notificationId, { subject: 'गृहकार्य' })).statusCode).toBe(200);
  });

  it('refuses a teacher every school’s quiz, another school’s, subjects, lessons, news, updates and another’s notification (403, nothing written)', async () => {
    const c = w.content;
    const before = await w.auditCount();
    const refused: [Actor, TranslatableKind, number, string][] = [
      ['teacher', 'quiz', c.everySchoolQuiz.id, 'quiz_name'],
      ['teacher', 'question', c.everySchoolQuiz.question, 'text'],
      ['teacher', 'answer', c.everySchoolQuiz.options[0], 'text'],
      ['teacher', 'quiz', c.awayQuiz.id, 'quiz_name'],
      ['teacher', 'question', c.awayQuiz.question, 'text'],
      ['otherTeacher', 'quiz', c.homeQuiz.id, 'quiz_name'],
      ['otherTeacher', 'answer', c.homeQuiz.accepted, 'text'],
      ['teacher', 'subject', c.subjectId, 'name'],
      ['teacher', 'lesson', c.lessonIds[0], 'name'],
      ['teacher', 'news', c.newsIds[1], 'title'],
      ['teacher', 'update', c.currentUpdateId, 'message'],
      ['otherTeacher', 'notification', c.notificationId, 'message'],
    ];
    for (const [actor, kind, id, field] of refused) {
      const res = await save(actor, kind, id, { [field]: 'नहीं' });
      expect(res.statusCode, `${actor} ${kind}`).toBe(403);
      expect(res.json().detail).toBe(TRANSLATIONS_MESSAGES.notYours);
    }
    for (const actor of NOT_STAFF) expect((await save(actor, 'quiz', c.homeQuiz.id, { topic: 'x' })).statusCode, actor).toBe(403);
    expect((await save('anonymous', 'quiz', c.homeQuiz.id, { topic: 'x' })).statusCode).toBe(401);
    expect(await w.auditCount()).toBe(before);
  });

  it('lets a superuser write every kind', async () => {
    const c = w.content;
    const all: [TranslatableKind, number, string][] = [
      ['subject', c.subjectId, 'name'], ['lesson', c.lessonIds[0], 'name'], ['quiz', c.everySchoolQuiz.id, 'quiz_name'],
      ['question', c.awayQuiz.question, 'text'], ['answer', c.everySchoolQuiz.options[1], 'text'], ['news', c.newsIds[0], 'title'],
      ['update', c.currentUpdateId, 'message'], ['notification', c.notificationId, 'message'],
    ];
    for (const [kind, id, field] of all) expect((await save('superuser', kind, id, { [field]: 'হ্যাঁ' }, 'bn')).statusCode, kind).toBe(200);
  });

  it('answers 404 for a missing or archived item, before anyone is told whether they may write it', async () => {
    const c = w.content;
    expect((await save('superuser', 'quiz', 2147483000, { topic: 'x' })).statusCode).toBe(404);
    expect((await save('teacher', 'answer', 2147483000, { text: 'x' })).statusCode).toBe(404);
    expect((await save('superuser', 'lesson', c.archivedLessonId, { name: 'x' })).statusCode).toBe(404);
    expect((await save('superuser', 'subject', c.archivedSubjectId, { name: 'x' })).json().detail).toBe(TRANSLATIONS_MESSAGES.notFound);
    expect((await save('teacher', 'quiz', c.archivedQuizId, { topic: 'x' })).statusCode).toBe(404);
  });

  it('lets only superusers upload or remove a lesson’s documents in a language', async () => {
    const url = `/api/authoring/translations/lesson/${w.content.lessonIds[0]}/hi/files/hint/`;
    for (const actor of ['teacher', 'school', 'student', 'linkedParent'] as Actor[]) {
      expect((await w.as(actor).inject({ method: 'DELETE', url })).statusCode, actor).toBe(403);
    }
    expect((await w.as('anonymous').inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await w.as('superuser').inject({ method: 'DELETE', url })).statusCode).toBe(200);
  });
});
