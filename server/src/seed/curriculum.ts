import { inArray, sql } from 'drizzle-orm';
import { createLessonSchema, createSubjectSchema, practicePageUrl } from '@prayog/contract';
import { subjects, lessons, auditLog, ACTIVITY_ACTIONS } from '../schema';
import { subjectCatalogue, type Subject } from '../content/catalogue';
import { lessonContentHtml } from '../content/lesson-page';
import { buildHintPdf, buildLessonPlanPdf, buildLessonSlidesPdf } from '../content/pdfs';
import { createLesson } from '../features/authoring/lessons.service';
import { createSubject } from '../features/authoring/subjects.service';
import { type SeedContext, countRows, storeFile } from './context';
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

/**
 * Which grade's lesson plan a grade uses. Plans are generated for every grade when that is fast
 * enough (see README); otherwise set this to share one plan between neighbouring grades.
 */
const lessonPlanGradeFor = (grade: number): number => grade;

/**
 * Every grade gets the four catalogue subjects with their eight lessons, offered to every school, made by the
 * administrator through the authoring services (audited as such).
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

  // The demo course goes in through the authoring services, as an administrator's saves would: each lesson's text
  // is rich text (sanitised on the way in) on the authored lesson page, so it can be edited in Authoring.
  const schoolIds = people.schools.map((s) => s.id);
  const byGrade = new Map<number, SubjectRef[]>();
  const lessonById = new Map<number, LessonRef>();
  const contentOf = new Map<string, string>();
  for (const grade of GRADES) {
    const refs: SubjectRef[] = [];
    for (const [index, content] of subjectCatalogue.entries()) {
      const subject = await createSubject(ctx.db, people.adminId, createSubjectSchema.parse({
        grade, name: content.name, slug: content.slug, description: content.description, school_ids: schoolIds,
      }));
      const ref: SubjectRef = { id: subject.id, grade, index, slug: content.slug, name: content.name, content, lessons: [] };
      for (const lesson of content.lessons) {
        const key = `${content.slug}/${lesson.position}`;
        if (!contentOf.has(key)) contentOf.set(key, lessonContentHtml(content.slug, lesson.position));
        const made = await createLesson(ctx.db, people.adminId, subject.id, createLessonSchema.parse({
          position: lesson.position, name: lesson.name, content_html: contentOf.get(key),
          // No invented video links: the Video tab shows its 'not available' text.
          video_url: null,
          simulator: lesson.simulator, practice_quiz_id: null, display_on_frontend: true,
        }));
        // The tabs with something to show, so activity is only recorded on those (the quiz and hint are set below).
        const actions: ActivityAction[] = [
          ...(made.content_page_url ? ['content' as const] : []), ...(made.video_url ? ['video' as const] : []),
          ...(made.simulator ? ['simulator' as const] : []), 'quiz', 'hint',
        ];
        const lessonRef: LessonRef = { id: made.id, subjectId: subject.id, position: made.position, name: made.name, actions };
        ref.lessons.push(lessonRef);
        lessonById.set(made.id, lessonRef);
      }
      refs.push(ref);
    }
    byGrade.set(grade, refs);
  }

  // What authoring takes as uploads, the seed stores itself (the same files for every grade but the plans); the Quiz
  // tab is the self-check on the lesson's key terms (features/content/practice-page.ts) until a practice quiz is chosen.
  const lessonFiles = [...byGrade.values()].flat().flatMap((subject) => subject.lessons.map((lesson) => {
    const key = `${subject.slug}/${lesson.position}`;
    return {
      id: lesson.id, quizUrl: practicePageUrl(subject.slug, lesson.position), hint: hintFiles.get(key)!,
      plan: planFiles.get(`${key}/${lessonPlanGradeFor(subject.grade)}`)!, slides: slideFiles.get(key)!,
    };
  }));
  const column = <K extends keyof (typeof lessonFiles)[number]>(k: K) => `{${lessonFiles.map((f) => f[k]).join(',')}}`;
  await ctx.db.execute(sql`update ${lessons} l set quiz_url = f.quiz_url, hint_file_id = f.hint, lesson_plan_file_id = f.plan, lesson_ppt_file_id = f.slides
    from unnest(${column('id')}::int[], ${column('quizUrl')}::text[], ${column('hint')}::uuid[], ${column('plan')}::uuid[], ${column('slides')}::uuid[])
      as f(id, quiz_url, hint, plan, slides)
    where l.id = f.id`);
  // The course was written before the six months of activity: its subjects and their audit entries say so.
  await ctx.db.update(subjects).set({ createdAt });
  await ctx.db.update(auditLog).set({ at: createdAt }).where(inArray(auditLog.entity, ['subject', 'lesson']));

  const subjectCount = byGrade.size * subjectCatalogue.length;
  countRows(ctx, 'subjects', subjectCount);
  countRows(ctx, 'subject_schools', subjectCount * schoolIds.length);
  countRows(ctx, 'lessons', lessonById.size);
  countRows(ctx, 'lesson_schools', lessonById.size * schoolIds.length);
  countRows(ctx, 'audit_log', subjectCount + lessonById.size);

  return { byGrade, lessonById };
}
