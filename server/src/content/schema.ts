import { z } from 'zod';

/** Ids of the built-in simulators (see simulators.ts). */
export const SIMULATOR_IDS = ['ohms-law', 'robot-grid', 'scratch-blocks', 'ai-classifier'] as const;
export const simulatorIdSchema = z.enum(SIMULATOR_IDS);
export type SimulatorId = z.infer<typeof simulatorIdSchema>;

export const LESSONS_PER_SUBJECT = 8;
export const QUESTIONS_PER_SUBJECT = 12;

const text = z.string().trim().min(1);

export const keyTermSchema = z.object({ term: text, meaning: text });

export const lessonSectionSchema = z.object({
  heading: text,
  paragraphs: z.array(text).min(2).max(3),
});

export const activitySchema = z.object({
  title: text,
  /** What the class needs; also printed in the teacher's lesson plan. */
  materials: z.array(text).min(1).max(6),
  steps: z.array(text).min(4).max(6),
});

export const lessonSchema = z.object({
  position: z.number().int().min(1).max(LESSONS_PER_SUBJECT),
  name: text,
  summary: text,
  sections: z.array(lessonSectionSchema).min(2).max(3),
  keyTerms: z.array(keyTermSchema).min(3).max(4),
  activity: activitySchema,
  hint: z.array(text).min(3).max(5),
  simulator: simulatorIdSchema,
});

export const questionSchema = z
  .object({
    text,
    options: z.array(text).length(4),
    correctIndex: z.number().int().min(0).max(3),
    /** The lesson (1..8) this question checks; the lesson plan uses it to pick assessment questions. */
    lessonPosition: z.number().int().min(1).max(LESSONS_PER_SUBJECT),
  })
  .refine((q) => new Set(q.options.map((o) => o.toLowerCase())).size === q.options.length, {
    message: 'options must be distinct',
  });

export const subjectSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    name: text,
    description: text,
    lessons: z.array(lessonSchema).length(LESSONS_PER_SUBJECT),
    questions: z.array(questionSchema).length(QUESTIONS_PER_SUBJECT),
  })
  .refine((s) => s.lessons.every((l, i) => l.position === i + 1), {
    message: 'lessons must be in order with positions 1..8',
  });

export const catalogueSchema = z
  .array(subjectSchema)
  .length(4)
  .refine((subjects) => new Set(subjects.map((s) => s.slug)).size === subjects.length, {
    message: 'subject slugs must be unique',
  });

export type KeyTerm = z.infer<typeof keyTermSchema>;
export type LessonSection = z.infer<typeof lessonSectionSchema>;
export type Activity = z.infer<typeof activitySchema>;
export type Lesson = z.infer<typeof lessonSchema>;
export type Question = z.infer<typeof questionSchema>;
export type Subject = z.infer<typeof subjectSchema>;
