/** Subjects and lessons made in the app, and what students see of them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authoredContentEndpoints, authoringDeleteResponseSchema, authoringEndpoints as api, authoringLessonSchema, authoringSubjectSchema, curriculumResponseSchema, lessonEndpoints,
  lessonListSchema, subjectListSchema, subjectsResponseSchema, type AuthoringLesson, type CreateLessonRequest, type CreateSubjectRequest,
  type UpdateLessonRequest, type UpdateSubjectRequest,
} from '@prayog/contract';
import { createAuthoringWorld, quizBody, question, type AuthoringWorld } from './test-world';

let w: AuthoringWorld;
let subjectId = 0;
beforeAll(async () => {
  w = await createAuthoringWorld();
  const res = await w.as('superuser').call(api.createSubject, {
    body: { grade: 7, name: 'Electronics', slug: 'electronics', description: 'Circuits and components', school_ids: [w.cast.homeSchoolId] },
  });
  expect(res.statusCode, res.body).toBe(201);
  subjectId = res.json().id;
}, 60_000);
afterAll(() => w.t.close());

const admin = () => w.as('superuser');
const createSubject = (body: CreateSubjectRequest) => admin().call(api.createSubject, { body });
const updateSubject = (id: number, body: UpdateSubjectRequest) => admin().call(api.updateSubject, { params: { id }, body });
const listSubjects = (query: { grade?: number; include_archived?: 'true' } = {}) => admin().call(api.listSubjects, { query });
const createLesson = (body: CreateLessonRequest, subject = subjectId) => admin().call(api.createLesson, { params: { id: subject }, body });
const updateLesson = (id: number, body: UpdateLessonRequest) => admin().call(api.updateLesson, { params: { id }, body });
/** A lesson file or subject image upload (multipart, so raw). */
const upload = (url: string, payload: FormData) => admin().inject({ method: 'POST', url, payload });
const addLesson = async (body: CreateLessonRequest): Promise<AuthoringLesson> => {
  const res = await createLesson(body);
  expect(res.statusCode, res.body).toBe(201);
  return authoringLessonSchema.parse(res.json());
};
const lessonsOf = async (query: { include_archived?: 'true' } = {}) =>
  lessonListSchema.parse((await admin().call(api.listLessons, { params: { id: subjectId }, query })).json()).lessons;
const viewer = async (actor: 'student' | 'otherStudent') => {
  const res = await w.as(actor).call(lessonEndpoints.curriculum, { params: { grade: 7, subject: 'electronics' } });
  return res.statusCode === 200 ? curriculumResponseSchema.parse(res.json()) : res.statusCode;
};

describe('subjects', () => {
  it('answers the new subject in its shape, offered to the chosen schools, and audits it', async () => {
    const list = subjectListSchema.parse((await listSubjects({ grade: 7 })).json());
    expect(list.results.find((s) => s.id === subjectId)).toEqual({
      id: subjectId, grade: 7, name: 'Electronics', slug: 'electronics', description: 'Circuits and components', image_url: null,
      school_ids: [w.cast.homeSchoolId], lesson_count: 0, archived: false, in_use: false,
    });
    const audit = await w.lastAudit();
    expect(audit).toMatchObject({ entity: 'subject', action: 'create', entityId: String(subjectId), actorId: w.cast.ids.superuser });
  });

  it('refuses a slug the grade already has (409), an unknown school (400) and a bad slug (400); another grade may reuse the slug', async () => {
    expect((await createSubject({ grade: 7, name: 'Again', slug: 'electronics' })).statusCode).toBe(409);
    expect((await createSubject({ grade: 7, name: 'Nowhere', slug: 'nowhere', school_ids: [2147483000] })).statusCode).toBe(400);
    expect((await createSubject({ grade: 7, name: 'Bad', slug: 'Not A Slug' })).statusCode).toBe(400);
    expect((await createSubject({ grade: 13, name: 'Bad', slug: 'bad' })).statusCode).toBe(400);
    const other = await createSubject({ grade: 8, name: 'Electronics', slug: 'electronics' });
    expect(other.statusCode).toBe(201);
    expect(authoringSubjectSchema.parse(other.json()).school_ids).toEqual([]);
  });

  it('deletes a subject nobody used', async () => {
    const made = authoringSubjectSchema.parse((await createSubject({ grade: 5, name: 'Spare', slug: 'spare' })).json());
    await createLesson({ name: 'Spare lesson' }, made.id);
    const res = authoringDeleteResponseSchema.parse((await admin().call(api.deleteSubject, { params: { id: made.id } })).json());
    expect(res).toEqual({ detail: 'Deleted.', archived: false });
    expect((await admin().call(api.listLessons, { params: { id: made.id } })).statusCode).toBe(404);
    expect((await listSubjects({ include_archived: 'true' })).json().results.map((s: { slug: string }) => s.slug)).not.toContain('spare');
  });
});

describe('lessons', () => {
  it('stores content sanitised: script, event handlers and javascript: links are gone, formatting and safe links stay', async () => {
    const lesson = await addLesson({
      name: 'Cells and batteries',
      content_html: '<h2>Cells</h2><p onclick="steal()">A cell <strong>stores</strong> energy.<script>alert(1)</script></p>'
        + '<img src="https://images.example/cell.png" onerror="alert(2)" alt="A cell"><a href="javascript:alert(3)">click</a>'
        + '<a href="https://en.wikipedia.org/wiki/Battery">more</a><iframe src="https://evil.example/embed/x"></iframe>'
        + '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    });
    expect(lesson.position).toBe(1);
    expect(lesson.content_html).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:|evil\.example/i);
    expect(lesson.content_html).toContain('<h2>Cells</h2>');
    expect(lesson.content_html).toContain('<strong>stores</strong>');
    expect(lesson.content_html).toContain('src="https://images.example/cell.png"');
    expect(lesson.content_html).toContain('href="https://en.wikipedia.org/wiki/Battery"');
    expect(lesson.content_html).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(lesson.content_page_url).toBe(`/api/content/lesson-pages/${lesson.id}/`);

    // The page the viewer frames serves what was stored, under a policy that runs no script at all.
    // The address the lesson names, followed as it is.
    const page = await w.as('student').inject({ method: 'GET', url: lesson.content_page_url! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
    expect(page.body).toContain('<strong>stores</strong>');
    expect(page.body).not.toMatch(/onerror|javascript:|<script/i);

    const patched = authoringLessonSchema.parse((await updateLesson(lesson.id, { content_html: '<p>New <b>text</b></p><svg onload="alert(1)"></svg>' })).json());
    expect(patched.content_html).toBe('<p>New <b>text</b></p>');
  });

  it('takes YouTube links only (kept in watch form), the built-in simulators only and an existing practice quiz only', async () => {
    const lesson = await addLesson({ name: 'Resistors', video_url: 'https://youtu.be/dQw4w9WgXcQ', simulator: 'ohms-law' });
    expect(lesson).toMatchObject({ position: 2, video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', simulator: 'ohms-law' });
    // Raw: an unknown simulator does not type-check.
    for (const body of [{ video_url: 'https://vimeo.com/12345' }, { video_url: 'javascript:alert(1)' }, { simulator: 'flight-sim' }, { practice_quiz_id: 2147483000 }]) {
      const res = await admin().inject({ method: 'PATCH', url: `/api/authoring/lessons/${lesson.id}/`, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    const cleared = authoringLessonSchema.parse((await updateLesson(lesson.id, { video_url: null, simulator: null })).json());
    expect(cleared).toMatchObject({ video_url: null, simulator: null });
  });

  it('keeps positions unique: a taken position is 409, a PATCH of position swaps the two lessons, a ninth lesson is 409', async () => {
    const third = await addLesson({ name: 'Switches' });
    expect(third.position).toBe(3);
    expect((await createLesson({ name: 'Clash', position: 2 })).statusCode).toBe(409);
    expect((await createLesson({ name: 'Nine', position: 9 })).statusCode).toBe(400);

    const moved = authoringLessonSchema.parse((await updateLesson(third.id, { position: 1 })).json());
    expect(moved.position).toBe(1);
    expect((await lessonsOf()).map((l) => [l.position, l.name])).toEqual([[1, 'Switches'], [2, 'Resistors'], [3, 'Cells and batteries']]);
    expect(await w.lastAudit()).toMatchObject({ entity: 'lesson', action: 'update', entityId: String(third.id) });

    // A free position is simply taken.
    expect(authoringLessonSchema.parse((await updateLesson(third.id, { position: 6 })).json()).position).toBe(6);
    expect(authoringLessonSchema.parse((await updateLesson(third.id, { position: 1 })).json()).position).toBe(1);

    for (const name of ['Four', 'Five', 'Six', 'Seven', 'Eight']) await addLesson({ name });
    const full = await createLesson({ name: 'Nine' });
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toBe('A subject has at most 8 lessons.');
  });

  it('offers the lessons to the subject\'s schools only; changing the schools changes what their students see', async () => {
    const home = await viewer('student');
    expect(typeof home === 'number' ? home : home.data.map((l) => l.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const first = typeof home === 'number' ? null : home.data[0];
    expect(first).toMatchObject({ name: 'Switches', editor: null });
    const away = await viewer('otherStudent');
    expect(typeof away === 'number' ? away : away.data).toEqual([]);
    const panel = subjectsResponseSchema.parse((await w.as('otherStudent').call(lessonEndpoints.subjects)).json());
    expect(panel.subjects.map((s) => s.slug)).not.toContain('electronics');

    const both = authoringSubjectSchema.parse((await updateSubject(subjectId, { school_ids: [w.cast.homeSchoolId, w.cast.awaySchoolId] })).json());
    expect(both.school_ids.sort()).toEqual([w.cast.homeSchoolId, w.cast.awaySchoolId].sort());
    const nowAway = await viewer('otherStudent');
    expect(typeof nowAway === 'number' ? nowAway : nowAway.data).toHaveLength(8);
  });

  it('deletes a lesson nobody used, and archives one a student completed: hidden from students, its place free, kept in the list on request', async () => {
    const lessons = await lessonsOf();
    const unused = lessons.find((l) => l.position === 8)!;
    expect(authoringDeleteResponseSchema.parse((await admin().call(api.deleteLesson, { params: { id: unused.id } })).json())).toEqual({ detail: 'Deleted.', archived: false });
    expect((await updateLesson(unused.id, { name: 'Gone' })).statusCode).toBe(404);

    const first = lessons.find((l) => l.position === 1)!;
    expect((await w.as('student').call(lessonEndpoints.completeLesson, { params: { grade: 7, subject: 'electronics', position: 1 } })).statusCode).toBe(200);
    expect((await lessonsOf()).find((l) => l.id === first.id)!.in_use).toBe(true);
    const archived = authoringDeleteResponseSchema.parse((await admin().call(api.deleteLesson, { params: { id: first.id } })).json());
    expect(archived).toEqual({ detail: 'Students have used it, so it was archived: hidden from students and kept for reports.', archived: true });

    const seen = await viewer('student');
    expect(typeof seen === 'number' ? seen : seen.data.map((l) => l.name)).not.toContain('Switches');
    expect((await lessonsOf()).map((l) => l.id)).not.toContain(first.id);
    expect((await lessonsOf({ include_archived: 'true' })).find((l) => l.id === first.id)).toMatchObject({ archived: true, position: 1 });
    expect((await w.as('student').call(authoredContentEndpoints.lessonPage, { params: { id: first.id } })).statusCode).toBe(404);

    // Its position is free for a new lesson; restoring the archived one then finds the place taken.
    const replacement = await addLesson({ name: 'Switches again', position: 1 });
    expect(replacement.position).toBe(1);
    const restore = await updateLesson(first.id, { archived: false });
    expect(restore.statusCode).toBe(409);
    expect(authoringLessonSchema.parse((await updateLesson(first.id, { archived: false, position: 8 })).json()))
      .toMatchObject({ archived: false, position: 8 });
  });

  it('takes uploads checked by content: the hint a PDF (another type 415), the subject image served publicly', async () => {
    const [lesson] = await lessonsOf();
    const form = (bytes: Buffer, name: string) => {
      const data = new FormData();
      data.append('file', new Blob([bytes]), name);
      return data;
    };
    const pdf = Buffer.from('%PDF-1.4\n% hint\n%%EOF\n');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const hint = await upload(`/api/authoring/lessons/${lesson.id}/files/hint/`, form(pdf, 'hint.pdf'));
    expect(hint.statusCode, hint.body).toBe(200);
    const hintUrl = authoringLessonSchema.parse(hint.json()).hint_url!;
    expect(hintUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/$/);
    const read = await w.as('student').inject({ method: 'GET', url: hintUrl });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');

    const wrong = await upload(`/api/authoring/lessons/${lesson.id}/files/hint/`, form(png, 'hint.pdf'));
    expect(wrong.statusCode).toBe(415);
    expect((await upload(`/api/authoring/lessons/${lesson.id}/files/slides/`, form(pdf, 'x.pdf'))).statusCode).toBe(400);
    const removed = authoringLessonSchema.parse((await admin().call(api.deleteLessonFile, { params: { id: lesson.id, kind: 'hint' } })).json());
    expect(removed.hint_url).toBeNull();

    const image = await upload(`/api/authoring/subjects/${subjectId}/image/`, form(png, 'card.png'));
    expect(image.statusCode, image.body).toBe(200);
    const imageUrl = authoringSubjectSchema.parse(image.json()).image_url!;
    const served = await w.as('anonymous').inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const panel = subjectsResponseSchema.parse((await w.as('student').call(lessonEndpoints.subjects)).json());
    expect(panel.subjects.find((s) => s.slug === 'electronics')?.image).toBe(imageUrl);
  });

  it("serves a lesson's practice quiz as a self-check; a graded quiz may not ask its questions (409), so the page stays served", async () => {
    const made = await admin().call(api.createQuiz, { body: quizBody({ name: 'Practice: resistors', kind: 'practice', subject_id: subjectId, questions: [question('What does a resistor do?', ['Limits current', 'Stores charge'])] }) });
    const practiceId = made.json().quiz.id as number;
    const lesson = (await lessonsOf()).find((l) => l.name === 'Resistors')!;
    const linked = authoringLessonSchema.parse((await updateLesson(lesson.id, { practice_quiz_id: practiceId })).json());
    expect(linked.practice_quiz_id).toBe(practiceId);
    const url = `/api/content/lesson-pages/${lesson.id}/practice/`;
    const seen = await viewer('student');
    expect(typeof seen === 'number' ? seen : seen.data.find((l) => l.id === lesson.id)?.quiz).toBe(url);
    const page = await w.as('anonymous').call(authoredContentEndpoints.practicePage, { params: { id: lesson.id } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('What does a resistor do?');

    const paper = await admin().call(api.createQuiz, { body: quizBody({ name: 'Test paper', questions: [question('  what does a RESISTOR do? ', ['Limits current', 'Makes light'])] }) });
    // The answer key on the page is never that of a paper a class sits (ADR 0022): the paper is refused, not the page withdrawn.
    expect(paper.statusCode, paper.body).toBe(409);
    expect((await w.as('anonymous').call(authoredContentEndpoints.practicePage, { params: { id: lesson.id } })).statusCode).toBe(200);
  });

  it('archives a subject a student used (hidden from the panel and the viewer) and restores it', async () => {
    const res = authoringDeleteResponseSchema.parse((await admin().call(api.deleteSubject, { params: { id: subjectId } })).json());
    expect(res.archived).toBe(true);
    expect(await viewer('student')).toBe(404);
    const panel = subjectsResponseSchema.parse((await w.as('student').call(lessonEndpoints.subjects)).json());
    expect(panel.subjects.map((s) => s.slug)).not.toContain('electronics');
    expect(subjectListSchema.parse((await listSubjects()).json()).results.map((s) => s.id)).not.toContain(subjectId);
    const listed = subjectListSchema.parse((await listSubjects({ include_archived: 'true' })).json()).results.find((s) => s.id === subjectId);
    expect(listed).toMatchObject({ archived: true, in_use: true });
    expect(listed!.school_ids).toHaveLength(2);

    const restored = authoringSubjectSchema.parse((await updateSubject(subjectId, { archived: false })).json());
    expect(restored.archived).toBe(false);
    const back = await viewer('student');
    expect(typeof back === 'number' ? back : back.data.length).toBe(8);
  });
});
