import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { completeLessonResponseSchema, curriculumResponseSchema, fileUrl, lessonEndpoints, subjectsResponseSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { storeFile } from '../files/files.service';
import { allLessons, createSubject } from './lessons.fixtures';
import { lessonCompletions } from './lessons.table';

let t: TestApp;
const people = worldSpec({
  schools: { home: {}, away: { name: 'Away School, Sector 1, Delhi' } },
  users: {
    stu: { role: 'student', school: 'home', grade: 7 },
    mate: { role: 'student', school: 'home', grade: 7 },
    far: { role: 'student', school: 'away', grade: 7 },
    coach: { role: 'teacher', school: 'home' },
    mum: { role: 'parent', school: 'home' },
    admin: { role: 'school', superuser: true },
  },
});
let w: WorldOf<typeof people>;
let hintId: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  const { home, away } = w.school;
  hintId = await storeFile(t.db, t.ctx.storage, { bytes: Buffer.from('%PDF-1.4\n'), kind: 'hint', originalName: 'hint.pdf', contentType: 'application/pdf' });
  const robotics = allLessons([home, away]);
  robotics[0].hintFileId = hintId;
  await createSubject(t.db, { grade: 7, slug: 'robotics', name: 'Robotics', lessons: robotics });
  await createSubject(t.db, { grade: 7, slug: 'scratch', name: 'Scratch', lessons: allLessons([home], 2) });
  // Electronics: lesson 2 is hidden, lesson 3 is only for the away school.
  await createSubject(t.db, {
    grade: 7, slug: 'electronics', name: 'Electronics',
    lessons: [{ position: 1, schoolIds: [home, away] }, { position: 2, schoolIds: [home], displayOnFrontend: false }, { position: 3, schoolIds: [away] }],
  });
  await createSubject(t.db, { grade: 8, slug: 'robotics', name: 'Robotics', lessons: allLessons([home]) });
  // A grade-7 subject with nothing for the home school: no card for its students.
  await createSubject(t.db, { grade: 7, slug: 'ai', name: 'AI', lessons: allLessons([away], 1) });
});
afterAll(() => t.close());

type Who = PersonOf<typeof people> | null;
const curriculum = (who: Who, grade: number, subject: string) => w.as(who ?? 'anonymous').call(lessonEndpoints.curriculum, { params: { grade, subject } });
const subjectsOf = (who: Who) => w.as(who ?? 'anonymous').call(lessonEndpoints.subjects);
const complete = (who: Who, position: number, subject = 'robotics', grade = 7) =>
  w.as(who ?? 'anonymous').call(lessonEndpoints.completeLesson, { params: { grade, subject, position } });
const completionsOf = async (who: PersonOf<typeof people>) =>
  (await t.db.select().from(lessonCompletions).where(eq(lessonCompletions.studentId, w.id[who]))).length;

describe('GET /api/curriculum/{grade}/{subject}/', () => {
  it('returns the subject, its lessons in order with every resource, and the progress', async () => {
    const res = await curriculum('stu', 7, 'robotics');
    expect(res.statusCode).toBe(200);
    const body = curriculumResponseSchema.parse(res.json());
    expect(body.success).toBe(true);
    expect(body.subject).toMatchObject({ name: 'Robotics', slug: 'robotics', grade: 7 });
    expect(body.data.map((l) => l.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(body.data[0]).toMatchObject({
      name: 'robotics lesson 1', content: '/api/content/lessons/robotics/1/', tutorial_video: null,
      editor: '/api/content/simulators/robot-grid/', quiz: '/api/content/quizzes/robotics/1/',
      hint: fileUrl(hintId), hint_content_type: 'application/pdf', completed: false,
    });
    expect(body.data[1]).toMatchObject({ hint: null, hint_content_type: null });
    expect(body.progress).toEqual({ completed_positions: [], current_index: 0, subject_completed: false });
  });

  it("shows only lessons displayed on the front end and offered to the viewer's school", async () => {
    const home = curriculumResponseSchema.parse((await curriculum('stu', 7, 'electronics')).json());
    expect(home.data.map((l) => l.position)).toEqual([1]);
    const away = curriculumResponseSchema.parse((await curriculum('far', 7, 'electronics')).json());
    expect(away.data.map((l) => l.position)).toEqual([1, 3]);
  });

  it("refuses a student another grade's subject, but lets staff read any grade", async () => {
    const res = await curriculum('stu', 8, 'robotics');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('You can only open the subjects of your own grade.');
    const coach = await curriculum('coach', 8, 'robotics');
    expect(coach.statusCode).toBe(200);
    expect(curriculumResponseSchema.parse(coach.json()).data.every((l) => !l.completed)).toBe(true);
    // A superuser has no school: every displayed lesson (not the hidden one).
    expect((await curriculum('admin', 7, 'electronics')).json().data.map((l: { position: number }) => l.position)).toEqual([1, 3]);
  });

  it('answers 404 with a detail for an unknown subject, 400 for bad parameters, 401 and 403 for the wrong caller', async () => {
    expect((await curriculum('stu', 7, 'cooking')).json()).toEqual({ detail: 'Subject not found.' });
    expect((await curriculum('stu', 13, 'robotics')).statusCode).toBe(400);
    expect((await curriculum('stu', 7, 'Robotics!')).statusCode).toBe(400);
    expect((await curriculum(null, 7, 'robotics')).statusCode).toBe(401);
    expect((await curriculum('mum', 7, 'robotics')).statusCode).toBe(403);
  });
});

describe('POST /api/curriculum/{grade}/{subject}/lessons/{position}/complete/', () => {
  it('stores a completion and returns the new progress', async () => {
    const res = await complete('stu', 1);
    expect(res.statusCode).toBe(200);
    expect(completeLessonResponseSchema.parse(res.json())).toEqual({
      position: 1, progress: { completed_positions: [1], current_index: 1, subject_completed: false },
    });
    const body = curriculumResponseSchema.parse((await curriculum('stu', 7, 'robotics')).json());
    expect(body.data.map((l) => l.completed)).toEqual([true, false, false, false, false, false, false, false]);
    expect(body.progress.current_index).toBe(1);
  });

  it('is idempotent: completing a lesson again changes nothing', async () => {
    const before = await completionsOf('stu');
    const res = await complete('stu', 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().progress.completed_positions).toEqual([1]);
    expect(await completionsOf('stu')).toBe(before);
  });

  it('refuses a lesson whose earlier lessons are not all completed (409), storing nothing', async () => {
    const before = await completionsOf('stu');
    const res = await complete('stu', 3);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Complete the earlier lessons first.');
    expect(await completionsOf('stu')).toBe(before);
  });

  it('completes the subject after the 8th lesson; progress is per student', async () => {
    for (let p = 2; p <= 8; p++) expect((await complete('stu', p)).statusCode).toBe(200);
    const body = curriculumResponseSchema.parse((await curriculum('stu', 7, 'robotics')).json());
    expect(body.progress).toEqual({ completed_positions: [1, 2, 3, 4, 5, 6, 7, 8], current_index: 7, subject_completed: true });
    const mate = curriculumResponseSchema.parse((await curriculum('mate', 7, 'robotics')).json());
    expect(mate.progress.completed_positions).toEqual([]);
  });

  it('skips lessons the school is not shown when checking the order', async () => {
    // Electronics for the away school: positions 1 and 3; 3 comes right after 1.
    expect((await complete('far', 3, 'electronics')).statusCode).toBe(409);
    expect((await complete('far', 1, 'electronics')).statusCode).toBe(200);
    expect((await complete('far', 3, 'electronics')).json().progress).toEqual({ completed_positions: [1, 3], current_index: 1, subject_completed: true });
  });

  it('refuses hidden lessons (404), other grades (403), staff (403), anonymous callers (401) and bad positions (400)', async () => {
    expect((await complete('stu', 2, 'electronics')).json()).toEqual({ detail: 'Lesson not found.' });
    expect((await complete('stu', 1, 'cooking')).statusCode).toBe(404);
    expect((await complete('stu', 1, 'robotics', 8)).statusCode).toBe(403);
    expect((await complete('coach', 1)).statusCode).toBe(403);
    expect((await complete('admin', 1)).json()).toEqual({ detail: 'Only students can use this.' });
    expect((await complete(null, 1)).statusCode).toBe(401);
    expect((await complete('stu', 9)).statusCode).toBe(400);
    const rows = await t.db.select().from(lessonCompletions).where(and(eq(lessonCompletions.studentId, w.id.coach)));
    expect(rows).toEqual([]);
  });
});

describe('GET /api/student_dashboard/subjects/', () => {
  it("lists the student's grade's subjects that have lessons for their school, with completed counts", async () => {
    const res = await subjectsOf('stu');
    expect(res.statusCode).toBe(200);
    const body = subjectsResponseSchema.parse(res.json());
    expect(body.grade).toBe(7);
    expect(body.subjects.map((s) => [s.slug, s.total_lessons, s.completed_lessons])).toEqual([
      ['robotics', 8, 8], ['scratch', 2, 0], ['electronics', 1, 0],
    ]);
    expect(body.subjects[0].subject_id).toBe(body.subjects[0].id);
  });

  it('is for students only', async () => {
    expect((await subjectsOf('coach')).statusCode).toBe(403);
    expect((await subjectsOf(null)).statusCode).toBe(401);
  });
});
