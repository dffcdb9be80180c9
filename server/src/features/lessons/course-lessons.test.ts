import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseLessonEndpoints, courseLessonsSchema, fileEndpoints, type CourseLessons, type EndpointQuery } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { buildLessonPlanPdf, buildLessonSlidesPdf } from '../../content/pdfs';
import { getLesson } from '../../content/catalogue';
import { storeFile } from '../files/files.service';
import { lessonSchools, lessons, subjects } from './lessons.table';

const people = worldSpec({
  schools: { gv: { name: 'Green Valley School, Sector 21, Noida' }, other: { name: 'Other School, Sector 9, Delhi' } },
  users: {
    coach: { role: 'teacher', school: 'gv' },
    office: { role: 'school', school: 'gv' },
    farcoach: { role: 'teacher', school: 'other' },
    stu: { role: 'student', school: 'gv', grade: 7, section: 'A' },
    parent: { role: 'parent', school: 'gv' },
    root: { role: 'school', superuser: true },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
let gvId: number;
let otherId: number;
const subjectIds: Record<string, number> = {};

/*
 * Green Valley is offered grade 7 Robotics 1–3 (4 is hidden from the front end), grade 7 Electronics 1–2 and grade 8
 * Robotics 1; Other School grade 7 Electronics 3 and grade 9 Robotics 1, which Green Valley is not offered.
 * Robotics 7 lesson 1 has its lesson plan and slides stored.
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  gvId = w.school.gv; otherId = w.school.other;
  const [gv, other] = [{ id: gvId }, { id: otherId }];

  const subject = async (key: string, grade: number, slug: string, name: string) => {
    const [row] = await db.insert(subjects).values({ grade, slug, name }).returning();
    subjectIds[key] = row.id;
    return row.id;
  };
  const r7 = await subject('r7', 7, 'robotics', 'Robotics');
  const e7 = await subject('e7', 7, 'electronics', 'Electronics');
  const r8 = await subject('r8', 8, 'robotics', 'Robotics');
  const r9 = await subject('r9', 9, 'robotics', 'Robotics');
  const plan = await storeFile(db, t.ctx.storage, {
    bytes: await buildLessonPlanPdf('robotics', 1, 7), kind: 'lesson_plan', contentType: 'application/pdf', originalName: 'robotics-grade-7-lesson-1-plan.pdf',
  });
  const slides = await storeFile(db, t.ctx.storage, {
    bytes: await buildLessonSlidesPdf('robotics', 1), kind: 'lesson_ppt', contentType: 'application/pdf', originalName: 'robotics-lesson-1-slides.pdf',
  });
  const lesson = async (subjectId: number, position: number, schools: number[], extra: Partial<typeof lessons.$inferInsert> = {}) => {
    const [row] = await db.insert(lessons).values({ subjectId, position, name: `Lesson ${position}`, simulatorUrl: '/api/content/simulators/robot-grid/', ...extra }).returning();
    if (schools.length) await db.insert(lessonSchools).values(schools.map((schoolId) => ({ lessonId: row.id, schoolId })));
  };
  await lesson(r7, 2, [gv.id]);
  await lesson(r7, 1, [gv.id, other.id], { name: getLesson('robotics', 1).lesson.name, lessonPlanFileId: plan, lessonPptFileId: slides, videoUrl: 'https://video.example/robot' });
  await lesson(r7, 3, [gv.id], { simulatorUrl: null });
  await lesson(r7, 4, [gv.id], { displayOnFrontend: false });
  await lesson(e7, 1, [gv.id]);
  await lesson(e7, 2, [gv.id]);
  await lesson(e7, 3, [other.id]);
  await lesson(r8, 1, [gv.id]);
  await lesson(r9, 1, [other.id]);
});
afterAll(() => t.close());

type Query = EndpointQuery<typeof courseLessonEndpoints.teacher>;
const get = (who: Who, query: Query = {}) => w.as(who).call(courseLessonEndpoints.teacher, { query });
/** A stored file at the address a lesson gives (/api/files/<id>/). */
const file = (who: Who, address: string) => w.as(who).call(fileEndpoints.file, { params: { fileId: address.split('/').at(-2)! } });
async function lessonsOf(who: Who, query: Query = {}): Promise<CourseLessons> {
  const res = await get(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return courseLessonsSchema.parse(res.json());
}

describe('GET /api/teacher_dashboard/course-lessons/', () => {
  it('offers the school\'s grades and subjects for the selects, and no lessons until a grade is chosen', async () => {
    const body = await lessonsOf('coach');
    expect(body.grades).toEqual([7, 8]);
    expect(body.courses).toEqual([
      { course_id: subjectIds.e7, course_name: 'Electronics', grade: 7, text_language: 'en' },
      { course_id: subjectIds.r7, course_name: 'Robotics', grade: 7, text_language: 'en' },
      { course_id: subjectIds.r8, course_name: 'Robotics', grade: 8, text_language: 'en' },
    ]);
    expect(body).toMatchObject({ count: 0, results: [] });
  });

  it('lists a grade\'s lessons offered to the school and shown on the front end, by subject then position', async () => {
    const body = await lessonsOf('coach', { grade: 7 });
    expect(body.results.map((l) => [l.course_name, l.position])).toEqual([
      ['Electronics', 1], ['Electronics', 2], ['Robotics', 1], ['Robotics', 2], ['Robotics', 3],
    ]);
    expect(body.count).toBe(5);
    // The cascading selects still get every grade and subject.
    expect(body.grades).toEqual([7, 8]);
    const withSubject = await lessonsOf('coach', { grade: 7, course: subjectIds.r7 });
    expect(withSubject.results.map((l) => l.position)).toEqual([1, 2, 3]);
    expect((await lessonsOf('coach', { course: subjectIds.r8 })).results.map((l) => [l.grade, l.course_name, l.position])).toEqual([[8, 'Robotics', 1]]);
    // A subject of another grade, or one the school is not offered, lists nothing.
    expect((await lessonsOf('coach', { grade: 8, course: subjectIds.r7 })).results).toEqual([]);
    expect((await lessonsOf('coach', { grade: 9 })).results).toEqual([]);
    expect((await lessonsOf('coach', { course: subjectIds.r9 })).results).toEqual([]);
  });

  it('gives each lesson its plan, slides, video and simulator addresses with the files\' content types', async () => {
    const [first, second, third] = (await lessonsOf('coach', { grade: 7, course: subjectIds.r7 })).results;
    expect(first).toMatchObject({
      lesson_name: 'What Is a Robot?', course_id: subjectIds.r7, course_name: 'Robotics', grade: 7, lesson_video: 'https://video.example/robot',
      lesson_plans: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\/$/), lesson_plan_content_type: 'application/pdf',
      lesson_ppt: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\/$/), lesson_ppt_content_type: 'application/pdf',
      lesson_editor: '/api/content/simulators/robot-grid/', display_on_frontend: true,
    });
    expect(second).toMatchObject({ lesson_video: null, lesson_plans: null, lesson_plan_content_type: null, lesson_ppt: null, lesson_ppt_content_type: null });
    expect(third.lesson_editor).toBeNull();

    for (const address of [first.lesson_plans!, first.lesson_ppt!]) {
      const res = await file('coach', address);
      expect(res.statusCode, address).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }
    // The slides are course material for every signed-in user; the plan is for staff.
    expect((await file('stu', first.lesson_ppt!)).statusCode).toBe(200);
    expect((await file('stu', first.lesson_plans!)).statusCode).toBe(404);
  });

  it('answers each school for its own offer; a superuser names the school', async () => {
    const away = await lessonsOf('farcoach', { grade: 7 });
    expect(away.grades).toEqual([7, 9]);
    expect(away.results.map((l) => [l.course_name, l.position])).toEqual([['Electronics', 3], ['Robotics', 1]]);
    expect(await lessonsOf('root', { school: gvId, grade: 7 })).toEqual(await lessonsOf('coach', { grade: 7 }));
    expect((await lessonsOf('root', { school: otherId })).grades).toEqual([7, 9]);
    expect((await get('root', { grade: 7 })).statusCode).toBe(400);
  });

  it('is for teachers only', async () => {
    expect((await get('anonymous')).statusCode).toBe(401);
    for (const who of ['stu', 'parent', 'office'] as const) expect((await get(who)).statusCode, who).toBe(403);
  });
});

describe('the lesson slides', () => {
  it('are a landscape PDF with a title slide, a slide per section and one of key terms, the same bytes every time', async () => {
    const { lesson } = getLesson('electronics', 3);
    const pdf = await buildLessonSlidesPdf('electronics', 3);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = pdf.toString('latin1');
    expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBe(lesson.sections.length + 2);
    expect(text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect((await buildLessonSlidesPdf('electronics', 3)).equals(pdf)).toBe(true);
    await expect(buildLessonSlidesPdf('cooking', 1)).rejects.toThrow();
  });
});
