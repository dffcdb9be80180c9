import { practicePageUrl } from '@prayog/contract';
import { subjects, lessons, lessonSchools, ACTIVITY_ACTIONS } from '../db/schema';
import { subjectCatalogue, type Subject } from '../content/catalogue';
import { buildHintPdf, buildLessonPlanPdf, buildLessonSlidesPdf } from '../content/pdfs';
import { type SeedContext, chunks, countRows, insertAll, storeFile } from './context';
import type { People } from './schools-and-users';
import { addDays, istTime } from './time';

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export interface LessonRef {
  id: number;
  subjectId: number;
  position: number;
  name: string;
  /** The lesson-viewer tabs that have something to show, so activity is only recorded on those. */
  actions: ActivityAction[];
}
export interface SubjectRef {
  id: number;
  grade: number;
  /** 0..3, the subject's place in the catalogue. */
  index: number;
  slug: string;
  name: string;
  content: Subject;
  lessons: LessonRef[];
}
export interface Curriculum {
  /** The four subjects of each grade, in catalogue order. */
  byGrade: Map<number, SubjectRef[]>;
  lessonById: Map<number, LessonRef>;
}

export const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const lessonContentUrl = (slug: string, position: number) => `/api/content/lessons/${slug}/${position}/`;
export const simulatorUrl = (simulatorId: string) => `/api/content/simulators/${simulatorId}/`;

/**
 * Which grade's lesson plan a grade uses. Plans are generated for every grade when that is fast
 * enough (see README); otherwise set this to share one plan between neighbouring grades.
 */
const lessonPlanGradeFor = (grade: number): number => grade;

/**
 * Every grade gets the four catalogue subjects with their eight lessons, offered to every school.
 * The hint PDFs and the lesson slides (the coaches' Lesson PPT) are the same for every grade (one file
 * per subject and lesson, shared); lesson plans mention the grade, so they are generated per grade.
 */
export async function seedCurriculum(ctx: SeedContext, people: People): Promise<Curriculum> {
  const createdAt = istTime(addDays(ctx.windowStart, -60), 10, 0);

  const hintFiles = new Map<string, string>();
  for (const subject of subjectCatalogue) {
    for (const lesson of subject.lessons) {
      const bytes = await buildHintPdf(subject.slug, lesson.position);
      const id = await storeFile(ctx, bytes, {
        originalName: `${subject.slug}-lesson-${lesson.position}-hint.pdf`, kind: 'hint', ownerId: people.adminId, createdAt,
      });
      hintFiles.set(`${subject.slug}/${lesson.position}`, id);
    }
  }

  const slideFiles = new Map<string, string>();
  for (const subject of subjectCatalogue) {
    for (const lesson of subject.lessons) {
      const bytes = await buildLessonSlidesPdf(subject.slug, lesson.position);
      const id = await storeFile(ctx, bytes, {
        originalName: `${subject.slug}-lesson-${lesson.position}-slides.pdf`, kind: 'lesson_ppt', ownerId: people.adminId, createdAt,
      });
      slideFiles.set(`${subject.slug}/${lesson.position}`, id);
    }
  }

  const planFiles = new Map<string, string>();
  for (const grade of new Set(GRADES.map(lessonPlanGradeFor))) {
    for (const subject of subjectCatalogue) {
      for (const lesson of subject.lessons) {
        const bytes = await buildLessonPlanPdf(subject.slug, lesson.position, grade);
        const id = await storeFile(ctx, bytes, {
          originalName: `${subject.slug}-grade-${grade}-lesson-${lesson.position}-plan.pdf`, kind: 'lesson_plan', ownerId: people.adminId, createdAt,
        });
        planFiles.set(`${subject.slug}/${lesson.position}/${grade}`, id);
      }
    }
  }

  const subjectRows = await ctx.db
    .insert(subjects)
    .values(GRADES.flatMap((grade) => subjectCatalogue.map((s) => ({
      grade, slug: s.slug, name: s.name, description: s.description, imageUrl: null, createdAt,
    }))))
    .returning({ id: subjects.id, grade: subjects.grade, slug: subjects.slug });
  countRows(ctx, 'subjects', subjectRows.length);

  const byGrade = new Map<number, SubjectRef[]>();
  for (const grade of GRADES) {
    byGrade.set(grade, subjectCatalogue.map((content, index) => {
      const row = subjectRows.find((r) => r.grade === grade && r.slug === content.slug)!;
      return { id: row.id, grade, index, slug: content.slug, name: content.name, content, lessons: [] };
    }));
  }

  const lessonRows: (typeof lessons.$inferInsert)[] = [];
  for (const grade of GRADES) {
    for (const subject of byGrade.get(grade)!) {
      for (const lesson of subject.content.lessons) {
        lessonRows.push({
          subjectId: subject.id,
          position: lesson.position,
          name: lesson.name,
          contentUrl: lessonContentUrl(subject.slug, lesson.position),
          // No invented video links: the Video tab shows its 'not available' text.
          videoUrl: null,
          simulatorUrl: simulatorUrl(lesson.simulator),
          // The Quiz tab: a self-check on the lesson's key terms (features/content/practice-page.ts).
          quizUrl: practicePageUrl(subject.slug, lesson.position),
          imageUrl: null,
          hintFileId: hintFiles.get(`${subject.slug}/${lesson.position}`)!,
          lessonPlanFileId: planFiles.get(`${subject.slug}/${lesson.position}/${lessonPlanGradeFor(grade)}`)!,
          lessonPptFileId: slideFiles.get(`${subject.slug}/${lesson.position}`)!,
          displayOnFrontend: true,
        });
      }
    }
  }

  const subjectById = new Map([...byGrade.values()].flat().map((s) => [s.id, s]));
  const lessonById = new Map<number, LessonRef>();
  for (const part of chunks(lessonRows, 500)) {
    const back = await ctx.db.insert(lessons).values(part).returning({
      id: lessons.id, subjectId: lessons.subjectId, position: lessons.position, name: lessons.name,
      contentUrl: lessons.contentUrl, videoUrl: lessons.videoUrl, simulatorUrl: lessons.simulatorUrl,
      quizUrl: lessons.quizUrl, hintFileId: lessons.hintFileId,
    });
    for (const r of back) {
      const actions: ActivityAction[] = [];
      if (r.contentUrl) actions.push('content');
      if (r.videoUrl) actions.push('video');
      if (r.simulatorUrl) actions.push('simulator');
      if (r.quizUrl) actions.push('quiz');
      if (r.hintFileId) actions.push('hint');
      const ref: LessonRef = { id: r.id, subjectId: r.subjectId, position: r.position, name: r.name, actions };
      lessonById.set(r.id, ref);
      subjectById.get(r.subjectId)!.lessons.push(ref);
    }
  }
  countRows(ctx, 'lessons', lessonRows.length);
  for (const s of subjectById.values()) s.lessons.sort((a, b) => a.position - b.position);

  await insertAll(ctx, lessonSchools, [...lessonById.keys()].sort((a, b) => a - b)
    .flatMap((lessonId) => people.schools.map((school) => ({ lessonId, schoolId: school.id }))));

  return { byGrade, lessonById };
}
