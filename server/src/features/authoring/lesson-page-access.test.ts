/** Who may read an authored lesson's page (third security review, finding 7: hidden lessons were public). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoredContentEndpoints, authoringEndpoints as api, authoringLessonSchema, authoringSubjectSchema, type AuthoringLesson, type CreateLessonRequest } from '@prayog/contract';
import type { Actor } from '../../test/cast';
import { createAuthoringWorld, type AuthoringWorld } from './test-world';

let w: AuthoringWorld;
let subjectId = 0;
const admin = () => w.as('superuser');

async function addLesson(name: string, over: Partial<CreateLessonRequest> = {}): Promise<AuthoringLesson> {
  const res = await admin().call(api.createLesson, { params: { id: subjectId }, body: { name, content_html: `<p>${name}: the text</p>`, ...over } });
  expect(res.statusCode, res.body).toBe(201);
  return authoringLessonSchema.parse(res.json());
}

beforeAll(async () => {
  w = await createAuthoringWorld();
  // Offered to the home school only.
  const res = await admin().call(api.createSubject, { body: { grade: 7, name: 'Optics', slug: 'optics', school_ids: [w.cast.homeSchoolId] } });
  expect(res.statusCode, res.body).toBe(201);
  subjectId = authoringSubjectSchema.parse(res.json()).id;
}, 60_000);
afterAll(() => w.t.close());

const page = (actor: Actor, lessonId: number) => w.as(actor).call(authoredContentEndpoints.lessonPage, { params: { id: lessonId } });
const statuses = async (lessonId: number, actors: readonly Actor[]) =>
  Object.fromEntries(await Promise.all(actors.map(async (a) => [a, (await page(a, lessonId)).statusCode] as const)));

const EVERYONE: readonly Actor[] = ['anonymous', 'student', 'otherStudent', 'linkedParent', 'unlinkedParent', 'teacher', 'otherTeacher', 'school', 'otherSchool', 'superuser'];

describe('GET /api/content/lesson-pages/{id}/', () => {
  it("serves a shown lesson to its school's students and staff and to superusers only: signed out 401, anyone else 404", async () => {
    const lesson = await addLesson('Mirrors');
    expect(await statuses(lesson.id, EVERYONE)).toEqual({
      anonymous: 401, student: 200, otherStudent: 404, linkedParent: 404, unlinkedParent: 404,
      teacher: 200, otherTeacher: 404, school: 200, otherSchool: 404, superuser: 200,
    });
    const res = await page('student', lesson.id);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'none'");
    // Answered per caller, so no shared cache may keep it for the next one.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<p>Mirrors: the text</p>');
    // The refusal says no more than a missing lesson does, so ids cannot be probed.
    const refused = await page('otherStudent', lesson.id);
    expect(refused.json()).toEqual({ detail: 'Lesson not found.' });
    expect((await page('otherStudent', 2147483000)).json()).toEqual({ detail: 'Lesson not found.' });
    expect(refused.body).not.toContain('Mirrors');
  });

  it('keeps a lesson not shown on the front end (a draft) from everyone but superusers, who author it', async () => {
    const draft = await addLesson('Lenses (draft)', { display_on_frontend: false });
    expect(await statuses(draft.id, EVERYONE)).toEqual({
      anonymous: 401, student: 404, otherStudent: 404, linkedParent: 404, unlinkedParent: 404,
      teacher: 404, otherTeacher: 404, school: 404, otherSchool: 404, superuser: 200,
    });
    expect((await page('superuser', draft.id)).body).toContain('Lenses (draft): the text');

    // Shown on the front end, it is the home school's at once.
    expect((await admin().call(api.updateLesson, { params: { id: draft.id }, body: { display_on_frontend: true } })).statusCode).toBe(200);
    expect((await page('student', draft.id)).statusCode).toBe(200);
  });

  it("follows the subject's schools: offered to the away school too, its people read it; taken back, they no longer do", async () => {
    const lesson = await addLesson('Prisms');
    expect((await page('otherStudent', lesson.id)).statusCode).toBe(404);
    const both = await admin().call(api.updateSubject, { params: { id: subjectId }, body: { school_ids: [w.cast.homeSchoolId, w.cast.awaySchoolId] } });
    expect(both.statusCode, both.body).toBe(200);
    expect(await statuses(lesson.id, ['otherStudent', 'otherTeacher', 'otherSchool', 'student'])).toEqual({
      otherStudent: 200, otherTeacher: 200, otherSchool: 200, student: 200,
    });

    const home = await admin().call(api.updateSubject, { params: { id: subjectId }, body: { school_ids: [w.cast.homeSchoolId] } });
    expect(home.statusCode, home.body).toBe(200);
    expect((await page('otherStudent', lesson.id)).statusCode).toBe(404);
  });
});
