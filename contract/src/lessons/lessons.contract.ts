import { z } from 'zod';
import { gradeSchema } from '../common/enums';
import { defineEndpoint } from '../common/endpoint';
import { textLanguageSchema } from '../translations/translations.contract';

/** A subject has 8 lessons, worked through in order (spec 2 §4, §9). */
export const LESSONS_PER_SUBJECT = 8;

export const subjectSlugSchema = z
  .string()
  .max(80, 'Not a subject slug')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a subject slug');

export const curriculumParamsSchema = z.object({ grade: gradeSchema, subject: subjectSlugSchema });
export const completeLessonParamsSchema = curriculumParamsSchema.extend({
  position: z.coerce.number().int().min(1, 'Lessons are numbered 1 to 8').max(LESSONS_PER_SUBJECT, 'Lessons are numbered 1 to 8'),
});

/** One lesson as the viewer shows it (spec 2 §3 "Lesson"); a missing resource is null. */
export const curriculumLessonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int().meta({ description: '1-based place of the lesson in its subject' }),
  content: z.string().nullable().meta({ description: 'Address of the content page (Content tab)' }),
  tutorial_video: z.string().nullable().meta({ description: 'Video address (Video tab); watch?v= links are shown in embed form' }),
  editor: z.string().nullable().meta({ description: 'Address of the simulator (Simulator tab)' }),
  quiz: z.string().nullable().meta({ description: 'Address of the self-check page (Quiz tab)' }),
  hint: z.string().nullable().meta({ description: 'Address of the hint document; GET it with the token header' }),
  hint_content_type: z.string().nullable().meta({ description: 'Stored content type of the hint document' }),
  completed: z.boolean().meta({ description: 'Whether the signed-in student completed it (always false for staff)' }),
  text_language: textLanguageSchema.meta({ description: 'The language of the name and content (ADR 0044); the hint is the version in the caller’s language where one was uploaded' }),
});
export type CurriculumLesson = z.infer<typeof curriculumLessonSchema>;

export const subjectInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  grade: z.number().int(),
  description: z.string(),
});
export type SubjectInfo = z.infer<typeof subjectInfoSchema>;

/** Where a student stands in a subject; the viewer's circles and its starting lesson come from it. */
export const lessonProgressSchema = z.object({
  completed_positions: z.array(z.number().int()),
  current_index: z.number().int().meta({
    description: '0-based index into data of the first lesson not yet completed; the last index once every lesson is completed',
  }),
  subject_completed: z.boolean(),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

/** GET /curriculum/{grade}/{subject}/ */
export const curriculumResponseSchema = z.object({
  success: z.literal(true),
  subject: subjectInfoSchema.extend({ text_language: textLanguageSchema }),
  data: z.array(curriculumLessonSchema).meta({ description: 'Lessons shown to the caller, ordered by position' }),
  progress: lessonProgressSchema,
});
export type CurriculumResponse = z.infer<typeof curriculumResponseSchema>;

/** POST .../lessons/{position}/complete/ — the student's progress after the completion. */
export const completeLessonResponseSchema = z.object({
  position: z.number().int(),
  progress: lessonProgressSchema,
});
export type CompleteLessonResponse = z.infer<typeof completeLessonResponseSchema>;

/** One card of the Subjects panel; field names follow the dashboard's subjects (spec 1 §3). */
export const subjectCardSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  grade: z.number().int(),
  description: z.string(),
  image: z.string().nullable(),
  total_lessons: z.number().int(),
  completed_lessons: z.number().int(),
  text_language: textLanguageSchema,
});
export type SubjectCard = z.infer<typeof subjectCardSchema>;

export const subjectsResponseSchema = z.object({
  grade: z.number().int(),
  subjects: z.array(subjectCardSchema),
});
export type SubjectsResponse = z.infer<typeof subjectsResponseSchema>;

/**
 * The lesson viewer's calls (spec 2 §2.1, §4, §7) and the student portal's Subjects panel (spec 1 §2).
 * Spec 1 §7 gives `GET /curriculum/{grade}/{subject}/` without its shape; spec 2 §7 says the lesson
 * content fetch carries `success` and a `data` list. Completing a lesson and the subjects list are
 * not named by the spec; they are named here.
 */
const tags = ['lessons'] as const;
export const lessonEndpoints = {
  /** The signed-in student's subjects (cards of the Subjects panel). */
  subjects: defineEndpoint({
    method: 'GET', path: '/student_dashboard/subjects/', tags, summary: "The signed-in student's subjects (Subjects panel)",
    responses: { 200: subjectsResponseSchema },
  }),
  /** The lessons of one subject of one grade, with the caller's progress. */
  curriculum: defineEndpoint({
    method: 'GET', path: '/curriculum/:grade/:subject/', tags, summary: "A subject's lessons with the caller's progress (lesson viewer)",
    description: "Students: their own grade only (403 otherwise). Teachers and school staff: any grade, their school's lessons.",
    params: curriculumParamsSchema, responses: { 200: curriculumResponseSchema },
  }),
  /** Marks a lesson completed (idempotent); earlier lessons must be completed first. */
  completeLesson: defineEndpoint({
    method: 'POST', path: '/curriculum/:grade/:subject/lessons/:position/complete/', tags,
    summary: 'Mark a lesson completed (idempotent; earlier lessons first, else 409)',
    params: completeLessonParamsSchema, responses: { 200: completeLessonResponseSchema },
  }),
} as const;

/** The viewer route of a subject (spec 1 §2: cards link to /learning/{grade}/{slug}/). */
export const learningPath = (grade: number, slug: string) => `/learning/${grade}/${slug}/`;

// ---------------------------------------------------------------- the coaches' curriculum viewer

/** One lesson as the Curriculum viewer lists it (spec 3 §3 "Lesson (curriculum)"); files are served by the app. */
export const courseLessonSchema = z.object({
  lesson_id: z.number().int(),
  lesson_name: z.string(),
  position: z.number().int(),
  course_id: z.number().int(),
  course_name: z.string(),
  grade: z.number().int(),
  lesson_video: z.string().nullable(),
  lesson_plans: z.string().nullable().meta({ description: 'Address of the lesson plan PDF (GET it with the token header)' }),
  lesson_plan_content_type: z.string().nullable(),
  lesson_ppt: z.string().nullable().meta({ description: 'Address of the lesson slides (PDF or an office document)' }),
  lesson_ppt_content_type: z.string().nullable(),
  lesson_editor: z.string().nullable().meta({ description: 'Address of the simulator page' }),
  display_on_frontend: z.boolean(),
  text_language: textLanguageSchema.meta({ description: 'The language of the lesson’s name (ADR 0044); the lesson plan is the version in the caller’s language where one was uploaded' }),
});
export type CourseLesson = z.infer<typeof courseLessonSchema>;

export const courseLessonsQuerySchema = z.object({
  school: z.coerce.number().int().positive().max(2147483647).optional().meta({ description: 'Administrators only: the school whose lessons to list' }),
  grade: gradeSchema.optional(),
  course: z.coerce.number().int().positive().max(2147483647).optional().meta({ description: 'A subject id' }),
});

/** The cascading selects' choices (grades, subjects of each grade) and the lessons of the chosen grade/subject. */
export const courseLessonsSchema = z.object({
  grades: z.array(z.number().int()),
  courses: z.array(z.object({ course_id: z.number().int(), course_name: z.string(), grade: z.number().int(), text_language: textLanguageSchema })),
  count: z.number().int(),
  results: z.array(courseLessonSchema),
});
export type CourseLessons = z.infer<typeof courseLessonsSchema>;

export const courseLessonEndpoints = {
  teacher: defineEndpoint({
    method: 'GET', path: '/teacher_dashboard/course-lessons/', tags: ['lessons'], summary: "The school's lessons for the Curriculum viewer (one grade, or one subject, at a time)",
    query: courseLessonsQuerySchema, responses: { 200: courseLessonsSchema },
  }),
} as const;
