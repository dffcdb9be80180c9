import { z } from 'zod';
import { binaryBody, defineEndpoint, idSchema, paginated, paginationQuery } from '../common/endpoint';
import { gradeSchema, languageSchema, quizTypeSchema } from '../common/enums';
import { subjectSlugSchema, LESSONS_PER_SUBJECT } from '../lessons/lessons.contract';
import { reviewModeSchema } from '../reports/reports.contract';
import { QUESTION_MAX_MARKS, answerMatchKey, normaliseAnswerText, questionKindSchema, type QuestionKind } from '../quizzes/question-kinds';

/**
 * Course authoring (issue 12): subjects, their lessons and quizzes made in the app instead of in TypeScript.
 * Superusers author everything. Teachers author quizzes owned by their own school (create, edit, delete) and read the
 * quizzes meant for every school without being able to change them or see their correct answers.
 *
 * Decisions:
 * - A subject is offered to the schools in `school_ids`; an empty list offers it to no school (a draft only authors
 *   see). Every lesson of the subject is offered to the same schools.
 * - A lesson's position (1–8) is unique in its subject; PATCHing `position` swaps the lesson with the one that held
 *   that place, in one transaction.
 * - `content_html` is stored sanitised: only formatting tags, http(s)/mailto links and YouTube iframes survive; no
 *   script, no event handlers, no `javascript:` links. The answer holds what was stored.
 * - A quiz with attempts never loses or changes its questions: a PATCH that changes them makes a new version (a new
 *   quiz, `previous_version_id` naming the old one) and archives the old one, which keeps its attempts, reports and
 *   assignments. Name, topic, time, pass mark and review mode change in place.
 * - DELETE of a subject, lesson or quiz that students used (attempts, completions, activity) archives it: hidden from
 *   students and from lists unless `include_archived=true`, kept for reports. Unused content is deleted for good.
 * - Correct answers (`is_correct`) go only to authors: superusers, and teachers for their own school's quizzes. For
 *   anyone else they are null and `answers_hidden` is true (the answer-review rule of ADR 0005). Students never call
 *   these routes.
 * - A quiz is either `practice` or `graded` (`kind`, ADR 0022). Only a practice quiz can be a lesson's practice quiz
 *   (whose page, public like all course material, carries its answers); only a graded quiz can be assigned. No question
 *   (the same text, any case and spacing) is in quizzes of both kinds. A practice quiz never becomes graded; a graded
 *   quiz becomes practice only while it was never assigned nor taken. Each refusal is 409.
 */

/** practice: a lesson's self-check, answers public, never assigned; graded: assigned and scored, answers kept (ADR 0022). */
export const QUIZ_KINDS = ['practice', 'graded'] as const;
export const quizKindSchema = z.enum(QUIZ_KINDS);
export type QuizKind = z.infer<typeof quizKindSchema>;

/** The built-in simulators a lesson can open (the content catalogue's SIMULATOR_IDS). */
export const SIMULATOR_IDS = ['ohms-law', 'robot-grid', 'scratch-blocks', 'ai-classifier'] as const;
export const simulatorIdSchema = z.enum(SIMULATOR_IDS, { error: 'Choose one of the built-in simulators.' });
export type SimulatorId = z.infer<typeof simulatorIdSchema>;

export const QUIZ_MIN_ANSWERS = 2;
export const QUIZ_MAX_ANSWERS = 6;
export const QUIZ_MAX_QUESTIONS = 100;
/** A short-text question's accepted answers. */
export const QUIZ_MAX_ACCEPTED = 10;
export const QUESTION_MAX_TAGS = 10;
export const CONTENT_HTML_MAX_LENGTH = 200_000;

/** The uploads a lesson holds, and the subject's image; the type is checked from the bytes on the server. */
export const LESSON_FILE_KINDS = ['hint', 'lesson_plan', 'ppt'] as const;
export type LessonFileKind = (typeof LESSON_FILE_KINDS)[number];
/** What each upload may be: the hint a PDF, the lesson plan a PDF or Word file, the slides PowerPoint or PDF. */
export const LESSON_FILE_ACCEPT: Record<LessonFileKind, string> = {
  hint: '.pdf,application/pdf',
  lesson_plan: '.pdf,.doc,.docx',
  ppt: '.ppt,.pptx,.pdf',
};
export const SUBJECT_IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,.gif';
export const AUTHORING_FILE_FIELD = 'file';
/** The server's upload limit. */
export const AUTHORING_MAX_FILE_BYTES = 10 * 1024 * 1024;

export const AUTHORING_MESSAGES = {
  noSuchSubject: 'No such subject.',
  noSuchLesson: 'No such lesson.',
  noSuchQuiz: 'No such quiz.',
  noSuchSchool: 'One of the chosen schools does not exist.',
  noSuchBankQuestion: 'No such question in the question bank.',
  nameRequired: 'Please enter a name.',
  topicRequired: 'Please enter a topic.',
  badSlug: 'The slug may use lower-case letters, digits and hyphens.',
  slugTaken: 'This grade already has a subject with that slug.',
  subjectFull: `A subject has at most ${LESSONS_PER_SUBJECT} lessons.`,
  badPosition: `A lesson's position is a number from 1 to ${LESSONS_PER_SUBJECT}.`,
  positionTaken: 'Another lesson holds that position. Move that lesson first, or choose another position.',
  badVideo: 'The video must be a YouTube link (youtube.com/watch?v=…, youtu.be/… or youtube.com/embed/…).',
  badSimulator: 'Choose one of the built-in simulators.',
  noSuchPracticeQuiz: 'The practice quiz does not exist.',
  practiceQuizGraded: "This quiz is graded, so it cannot be a lesson's practice quiz, whose answers are public. Choose a practice quiz.",
  practiceStaysPractice: "A practice quiz cannot become graded: its answers may already have been read on its lesson's page. Make a new graded quiz instead.",
  gradedInUse: 'This quiz has been assigned or taken, so it cannot become a practice quiz.',
  contentTooLong: `The content may hold at most ${CONTENT_HTML_MAX_LENGTH} characters.`,
  badTime: 'The time is a whole number of minutes from 1 to 300.',
  noQuestions: 'A quiz needs at least one question.',
  tooManyQuestions: `A quiz holds at most ${QUIZ_MAX_QUESTIONS} questions.`,
  questionText: 'Every question needs its text.',
  answerText: 'Every answer needs its text.',
  answerCount: `Every question needs ${QUIZ_MIN_ANSWERS} to ${QUIZ_MAX_ANSWERS} answers.`,
  oneCorrect: 'Exactly one answer of every question must be correct.',
  someCorrect: 'At least one answer of a multiple-select question must be correct.',
  trueFalse: 'A true/false question has exactly two answers, one of them correct.',
  numericAnswer: 'A numeric question has one answer, a number (for example 9.8 or -3).',
  acceptedAnswers: `A short-answer question needs 1 to ${QUIZ_MAX_ACCEPTED} accepted answers.`,
  badMarks: `A question's marks are a whole number from 1 to ${QUESTION_MAX_MARKS}.`,
  badTolerance: 'The tolerance is a number of 0 or more.',
  badTag: 'A tag has 1 to 40 characters.',
  drawTooMany: 'A pool quiz cannot draw more questions than it holds.',
  duplicateAnswers: 'The answers of a question must differ from each other.',
  notYourSchoolsQuiz: "Teachers can change only their own school's quizzes.",
  schoolOfTeacher: "A teacher's quizzes belong to their own school.",
  nothingToChange: 'Change at least one field.',
  newVersion: 'Students have taken this quiz, so a new version was made with the changed questions; the old version is kept for reports.',
  savedInPlace: 'The quiz was saved.',
  archived: 'Students have used it, so it was archived: hidden from students and kept for reports.',
  deleted: 'Deleted.',
  archivedReadOnly: 'This quiz is an archived version kept for reports; edit its newest version instead.',
  badFileKind: 'Unknown kind of file.',
  noFile: 'Choose a file to upload.',
  notMultipart: 'Send the file as multipart/form-data.',
  tooLarge: 'The file is too large: at most 10 MB.',
  badFileType: 'That kind of file cannot be used here.',
} as const;

/** The question asked by quizzes of both kinds (refused, 409): its text is quoted. */
export const questionOfOtherKind = (text: string, otherKind: QuizKind) => (otherKind === 'graded'
  ? `The question "${text}" is in a graded quiz, so a practice quiz cannot ask it: a practice quiz's answers are public.`
  : `The question "${text}" is in a practice quiz, whose answers are public, so a graded quiz cannot ask it.`);

/** YouTube watch, short, embed and shorts links (http or https, with or without www/m); the id is 11 characters. */
export const YOUTUBE_URL_PATTERN =
  /^https?:\/\/(?:(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#\s]*&)?v=|embed\/|shorts\/)|youtu\.be\/)[A-Za-z0-9_-]{11}(?:[?&#][^\s]*)?$/;
export const youtubeUrlSchema = z.string().trim().max(500, AUTHORING_MESSAGES.badVideo).regex(YOUTUBE_URL_PATTERN, AUTHORING_MESSAGES.badVideo);

const name = z.string().trim().min(1, AUTHORING_MESSAGES.nameRequired).max(200);
const includeArchived = z.enum(['true', 'false']).optional().transform((v) => v === 'true')
  .meta({ description: 'true: archived rows too (hidden by default)' });

export const authoringIdParams = z.object({ id: idSchema });
export const lessonFileParams = z.object({
  id: idSchema,
  kind: z.enum(LESSON_FILE_KINDS, { error: AUTHORING_MESSAGES.badFileKind }),
});

// ---------------------------------------------------------------- subjects

export const authoringSubjectSchema = z.object({
  id: z.number().int(),
  grade: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_url: z.string().nullable().meta({ description: 'Address of the card image (/api/files/… once uploaded)' }),
  school_ids: z.array(z.number().int()).meta({ description: 'Schools it is offered to; empty: no school yet (a draft)' }),
  lesson_count: z.number().int().meta({ description: 'Lessons not archived' }),
  archived: z.boolean(),
  in_use: z.boolean().meta({ description: 'Students used it: DELETE archives instead of deleting' }),
});
export type AuthoringSubject = z.infer<typeof authoringSubjectSchema>;

export const subjectListQuerySchema = paginationQuery({ defaultLimit: 100, maxLimit: 200 }).extend({
  grade: gradeSchema.optional().meta({ description: 'Only this grade' }),
  include_archived: includeArchived,
});
export const subjectListSchema = paginated(authoringSubjectSchema);

const schoolIds = z.array(idSchema).max(1000).transform((ids) => [...new Set(ids)]);
export const createSubjectSchema = z.object({
  grade: gradeSchema,
  name,
  slug: subjectSlugSchema.pipe(z.string().min(1, AUTHORING_MESSAGES.badSlug)),
  description: z.string().trim().max(2000).default(''),
  school_ids: schoolIds.default([]),
});
export type CreateSubjectRequest = z.input<typeof createSubjectSchema>;
export const updateSubjectSchema = z.object({
  grade: gradeSchema.optional(),
  name: name.optional(),
  slug: subjectSlugSchema.optional(),
  description: z.string().trim().max(2000).optional(),
  school_ids: schoolIds.optional(),
  archived: z.literal(false).optional().meta({ description: 'false: restore an archived subject' }),
});
export type UpdateSubjectRequest = z.input<typeof updateSubjectSchema>;

// ---------------------------------------------------------------- lessons

export const authoringLessonSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  content_html: z.string().meta({ description: 'Sanitised rich text (Content tab); empty when none' }),
  video_url: z.string().nullable().meta({ description: 'A YouTube link' }),
  simulator: simulatorIdSchema.nullable(),
  practice_quiz_id: z.number().int().nullable(),
  display_on_frontend: z.boolean(),
  hint_url: z.string().nullable().meta({ description: 'The hint PDF (/api/files/…), read-only: upload through files/hint/' }),
  lesson_plan_url: z.string().nullable().meta({ description: 'Read-only: upload through files/lesson_plan/' }),
  ppt_url: z.string().nullable().meta({ description: 'Read-only: upload through files/ppt/' }),
  content_page_url: z.string().nullable().meta({ description: 'The page the lesson viewer shows in its Content tab' }),
  archived: z.boolean(),
  in_use: z.boolean().meta({ description: 'Students used it: DELETE archives instead of deleting' }),
});
export type AuthoringLesson = z.infer<typeof authoringLessonSchema>;

export const lessonListQuerySchema = z.object({ include_archived: includeArchived });
export const lessonListSchema = z.object({
  subject: authoringSubjectSchema,
  lessons: z.array(authoringLessonSchema).meta({ description: 'By position' }),
});

const position = z.number({ error: AUTHORING_MESSAGES.badPosition }).int(AUTHORING_MESSAGES.badPosition)
  .min(1, AUTHORING_MESSAGES.badPosition).max(LESSONS_PER_SUBJECT, AUTHORING_MESSAGES.badPosition);
const lessonFields = {
  name,
  content_html: z.string().max(CONTENT_HTML_MAX_LENGTH, AUTHORING_MESSAGES.contentTooLong),
  video_url: youtubeUrlSchema.nullable(),
  simulator: simulatorIdSchema.nullable(),
  practice_quiz_id: idSchema.nullable(),
  display_on_frontend: z.boolean(),
};
export const createLessonSchema = z.object({
  position: position.optional().meta({ description: 'The first free position when absent; 409 when taken' }),
  name: lessonFields.name,
  content_html: lessonFields.content_html.default(''),
  video_url: lessonFields.video_url.default(null),
  simulator: lessonFields.simulator.default(null),
  practice_quiz_id: lessonFields.practice_quiz_id.default(null),
  display_on_frontend: lessonFields.display_on_frontend.default(true),
});
export type CreateLessonRequest = z.input<typeof createLessonSchema>;
export const updateLessonSchema = z.object({
  position: position.optional().meta({ description: 'Moves the lesson there, swapping with the lesson that held it' }),
  name: lessonFields.name.optional(),
  content_html: lessonFields.content_html.optional(),
  video_url: lessonFields.video_url.optional(),
  simulator: lessonFields.simulator.optional(),
  practice_quiz_id: lessonFields.practice_quiz_id.optional(),
  display_on_frontend: lessonFields.display_on_frontend.optional(),
  archived: z.literal(false).optional().meta({ description: 'false: restore an archived lesson' }),
});
export type UpdateLessonRequest = z.input<typeof updateLessonSchema>;

// ---------------------------------------------------------------- quizzes

export const authoringAnswerSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  is_correct: z.boolean().nullable().meta({ description: 'Null for callers who may not see correct answers' }),
});
export const authoringQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  kind: questionKindSchema,
  marks: z.number().int(),
  tolerance: z.number().nullable().meta({ description: 'Numeric questions: how far from the answer still counts as right' }),
  tags: z.array(z.string()),
  answers: z.array(authoringAnswerSchema).meta({ description: 'Options; for numeric and short-text questions the accepted answers' }),
});
export type AuthoringQuestion = z.infer<typeof authoringQuestionSchema>;

const quizSummaryFields = {
  id: z.number().int(),
  name: z.string(),
  topic: z.string(),
  quiz_type: quizTypeSchema,
  kind: quizKindSchema.meta({ description: "practice: a lesson's self-check, never assigned; graded: assignable (ADR 0022)" }),
  time_minutes: z.number().int(),
  pass_percent: z.number().int(),
  negative_percent: z.number().int().meta({ description: "The share of a question's marks a wrong answer loses (ADR 0041)" }),
  draw_count: z.number().int().nullable().meta({ description: 'A pool quiz: how many of its questions each attempt draws; null: all' }),
  shuffle: z.boolean().meta({ description: 'Each attempt gets its own order of questions and options' }),
  max_marks: z.number().int().meta({ description: 'The marks an attempt can score (a pool quiz: of the questions it draws, when all weigh the same; otherwise the most)' }),
  review_mode: reviewModeSchema,
  subject_id: z.number().int().nullable(),
  grade: z.number().int().nullable(),
  school_id: z.number().int().nullable().meta({ description: 'The owning school; null: for every school (made by an administrator)' }),
  version: z.number().int().meta({ description: '1 for a new quiz; +1 for each new version' }),
  previous_version_id: z.number().int().nullable(),
  archived: z.boolean(),
  has_attempts: z.boolean().meta({ description: 'Changing its questions makes a new version' }),
  question_count: z.number().int(),
  editable: z.boolean().meta({ description: 'Whether the caller may change or delete it' }),
};
export const authoringQuizSummarySchema = z.object(quizSummaryFields);
export type AuthoringQuizSummary = z.infer<typeof authoringQuizSummarySchema>;
export const authoringQuizSchema = z.object({
  ...quizSummaryFields,
  answers_hidden: z.boolean().meta({ description: 'True when is_correct is withheld from the caller' }),
  questions: z.array(authoringQuestionSchema),
});
export type AuthoringQuiz = z.infer<typeof authoringQuizSchema>;

export const authoringQuizListQuerySchema = paginationQuery({ defaultLimit: 50, maxLimit: 200 }).extend({
  quiz_type: quizTypeSchema.optional(),
  kind: quizKindSchema.optional().meta({ description: 'Only practice or only graded quizzes' }),
  subject_id: idSchema.optional(),
  grade: gradeSchema.optional(),
  school: idSchema.optional().meta({ description: "Administrators: only this school's quizzes (and every school's)" }),
  search: z.string().trim().max(100).optional().meta({ description: 'In the name or topic (any case)' }),
  include_archived: includeArchived,
});
export const authoringQuizListSchema = paginated(authoringQuizSummarySchema);

const answerInput = z.object({
  text: z.string().trim().min(1, AUTHORING_MESSAGES.answerText).max(1000),
  is_correct: z.boolean().default(false),
});
const tag = z.string().trim().min(1, AUTHORING_MESSAGES.badTag).max(40, AUTHORING_MESSAGES.badTag);

/** The rule of each kind for its answers (ADR 0041); the message of the first it breaks, or null. */
export function answersProblem(kind: QuestionKind, answers: { text: string; is_correct?: boolean }[]): string | null {
  const correct = answers.filter((a) => a.is_correct).length;
  const distinct = (key: (t: string) => string | null) => new Set(answers.map((a) => key(a.text))).size === answers.length;
  switch (kind) {
    case 'numeric':
      return answers.length === 1 && answerMatchKey('numeric', answers[0].text) !== null ? null : AUTHORING_MESSAGES.numericAnswer;
    case 'short_text':
      if (answers.length < 1 || answers.length > QUIZ_MAX_ACCEPTED) return AUTHORING_MESSAGES.acceptedAnswers;
      return distinct(normaliseAnswerText) ? null : AUTHORING_MESSAGES.duplicateAnswers;
    case 'true_false':
      if (answers.length !== 2 || correct !== 1) return AUTHORING_MESSAGES.trueFalse;
      break;
    default:
      if (answers.length < QUIZ_MIN_ANSWERS || answers.length > QUIZ_MAX_ANSWERS) return AUTHORING_MESSAGES.answerCount;
      if (kind === 'single' && correct !== 1) return AUTHORING_MESSAGES.oneCorrect;
      if (kind === 'multiple' && correct < 1) return AUTHORING_MESSAGES.someCorrect;
  }
  return distinct((t) => t.toLowerCase()) ? null : AUTHORING_MESSAGES.duplicateAnswers;
}

/**
 * A question as written. `id` keeps an existing question of the quiz; `bank_question_id` copies a question of the
 * subject's bank (its text, kind, marks and answers, which may then be left out). The answers of numeric and
 * short-text questions are the accepted ones (all right, whatever is_correct says).
 */
export const questionInputSchema = z.object({
  id: idSchema.optional(),
  bank_question_id: idSchema.optional(),
  kind: questionKindSchema.optional().meta({ description: 'single (the default), multiple, true_false, numeric, short_text' }),
  text: z.string().trim().max(5000).optional(),
  marks: z.number({ error: AUTHORING_MESSAGES.badMarks }).int(AUTHORING_MESSAGES.badMarks).min(1, AUTHORING_MESSAGES.badMarks)
    .max(QUESTION_MAX_MARKS, AUTHORING_MESSAGES.badMarks).optional().meta({ description: '1 by default' }),
  tolerance: z.number({ error: AUTHORING_MESSAGES.badTolerance }).min(0, AUTHORING_MESSAGES.badTolerance).max(1e9, AUTHORING_MESSAGES.badTolerance).nullable().optional(),
  tags: z.array(tag).max(QUESTION_MAX_TAGS).optional().transform((t) => (t === undefined ? undefined : [...new Set(t)])),
  answers: z.array(answerInput).max(QUIZ_MAX_ANSWERS + QUIZ_MAX_ACCEPTED, AUTHORING_MESSAGES.answerCount).optional(),
}).superRefine((q, ctx) => {
  if (q.bank_question_id !== undefined && q.text === undefined && q.answers === undefined) return;
  if (!q.text) ctx.addIssue({ code: 'custom', path: ['text'], message: AUTHORING_MESSAGES.questionText });
  const problem = answersProblem(q.kind ?? 'single', q.answers ?? []);
  if (problem) ctx.addIssue({ code: 'custom', path: ['answers'], message: problem });
});
export type QuestionInput = z.input<typeof questionInputSchema>;
const questionsInput = z.array(questionInputSchema).min(1, AUTHORING_MESSAGES.noQuestions).max(QUIZ_MAX_QUESTIONS, AUTHORING_MESSAGES.tooManyQuestions);

const negativePercent = z.number().int().min(0).max(100)
  .meta({ description: "The share (%) of a question's marks each wrong answer loses; blanks never lose marks" });
const drawCount = idSchema.nullable().meta({ description: 'A pool quiz: each attempt draws this many of its questions; null: all' });
const time = z.number({ error: AUTHORING_MESSAGES.badTime }).int(AUTHORING_MESSAGES.badTime).min(1, AUTHORING_MESSAGES.badTime).max(300, AUTHORING_MESSAGES.badTime);
export const createQuizSchema = z.object({
  name,
  topic: z.string().trim().min(1, AUTHORING_MESSAGES.topicRequired).max(200),
  quiz_type: quizTypeSchema,
  kind: quizKindSchema.default('graded'),
  time_minutes: time,
  pass_percent: z.number().int().min(0).max(100).default(60),
  negative_percent: negativePercent.default(0),
  draw_count: drawCount.default(null),
  shuffle: z.boolean().default(false),
  review_mode: reviewModeSchema.default('after_close'),
  subject_id: idSchema.nullable().default(null),
  grade: gradeSchema.nullable().default(null),
  school_id: idSchema.nullable().optional().meta({
    description: "Administrators: the owning school, null (the default) for every school. Teachers: their own school's (another is 403)",
  }),
  questions: questionsInput,
});
export type CreateQuizRequest = z.input<typeof createQuizSchema>;
export const updateQuizSchema = z.object({
  name: name.optional(),
  topic: z.string().trim().min(1, AUTHORING_MESSAGES.topicRequired).max(200).optional(),
  quiz_type: quizTypeSchema.optional(),
  kind: quizKindSchema.optional().meta({ description: 'graded → practice only while never assigned nor taken; practice → graded never (409)' }),
  time_minutes: time.optional(),
  pass_percent: z.number().int().min(0).max(100).optional(),
  negative_percent: negativePercent.optional(),
  draw_count: drawCount.optional(),
  shuffle: z.boolean().optional(),
  review_mode: reviewModeSchema.optional(),
  subject_id: idSchema.nullable().optional(),
  grade: gradeSchema.nullable().optional(),
  questions: questionsInput.optional().meta({ description: 'The whole new list; on a quiz with attempts a change makes a new version' }),
});
export type UpdateQuizRequest = z.input<typeof updateQuizSchema>;

export const quizSaveResponseSchema = z.object({
  detail: z.string(),
  new_version: z.boolean().meta({ description: 'True when the questions changed on a quiz with attempts: `quiz` is the new version' }),
  quiz: authoringQuizSchema,
});
export type QuizSaveResponse = z.infer<typeof quizSaveResponseSchema>;

// ---------------------------------------------------------------- delete, bank

export const authoringDeleteResponseSchema = z.object({
  detail: z.string(),
  archived: z.boolean().meta({ description: 'True: students used it, so it was archived instead of deleted' }),
});
export type AuthoringDeleteResponse = z.infer<typeof authoringDeleteResponseSchema>;

export const bankQuestionSchema = z.object({
  id: z.number().int().meta({ description: 'Pass it as bank_question_id to reuse the question' }),
  text: z.string(),
  quiz_id: z.number().int(),
  quiz_name: z.string(),
  quiz_type: quizTypeSchema,
  quiz_kind: quizKindSchema,
  kind: questionKindSchema,
  marks: z.number().int(),
  tolerance: z.number().nullable(),
  tags: z.array(z.string()),
  answers: z.array(z.object({ text: z.string(), is_correct: z.boolean() })),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;
export const questionBankQuerySchema = paginationQuery({ defaultLimit: 50, maxLimit: 200 }).extend({
  search: z.string().trim().max(100).optional().meta({ description: 'In the question text (any case)' }),
  kind: quizKindSchema.optional().meta({ description: "Only questions of practice or of graded quizzes (a quiz may ask only its own kind's)" }),
  tag: z.string().trim().min(1).max(40).optional().meta({ description: 'Only questions with this tag' }),
});
/** Administrators: every quiz's questions of the subject. Teachers: their own school's quizzes' only (the answer-reveal rule). */
export const questionBankSchema = paginated(bankQuestionSchema);

// ---------------------------------------------------------------- pages the lesson viewer shows

/**
 * The Content tab of an authored lesson: its sanitised content as a page, only to whom the lesson is shown (the viewer
 * fetches it with the token header and frames it from a blob).
 */
export const authoredLessonPageUrl = (lessonId: number) => `/api/content/lesson-pages/${lessonId}/`;
/** The Quiz tab of a lesson with a practice quiz: a self-check page of that quiz. */
export const practiceQuizPageUrl = (lessonId: number) => `/api/content/lesson-pages/${lessonId}/practice/`;
/** A subject's uploaded card image; `v` changes with each upload, so browsers may keep it. */
export const subjectImageUrl = (subjectId: number, fileId: string) => `/api/content/subject-images/${subjectId}/?v=${fileId.slice(0, 8)}`;

const pageParams = z.object({ id: idSchema });
/** A frame sends no Accept-Language of the app's: the viewer names the language in the address (ADR 0044). */
export const framePageQuerySchema = z.object({
  lang: languageSchema.optional().meta({ description: 'The language to show the lesson in (else the Accept-Language header’s); fields without a version in it are shown in English, with a note' }),
});
const htmlPage = z.string().meta({ description: 'A complete HTML document' });
/**
 * The lesson page only to whom the lesson is shown: a lesson not yet shown, or not offered to the caller's school, is
 * 404 to all but superusers (its authors). The others are public like the other course pages (an iframe or an <img>
 * cannot send the token header). A practice page holds its own answer key, so it is served only for a quiz of kind
 * practice, which is never assigned and shares no question with a graded quiz (ADR 0022).
 */
export const authoredContentEndpoints = {
  lessonPage: defineEndpoint({
    method: 'GET', path: '/content/lesson-pages/:id/', tags: ['content'], summary: "An authored lesson's content (Content tab), HTML",
    params: pageParams, query: framePageQuerySchema, responses: { 200: htmlPage },
  }),
  practicePage: defineEndpoint({
    method: 'GET', path: '/content/lesson-pages/:id/practice/', tags: ['content'], summary: "A lesson's practice quiz as a self-check (Quiz tab), HTML",
    params: pageParams, query: framePageQuerySchema, responses: { 200: htmlPage },
  }),
  subjectImage: defineEndpoint({
    method: 'GET', path: '/content/subject-images/:id/', tags: ['content'], summary: "A subject's card image",
    params: pageParams, query: z.object({ v: z.string().max(40).optional() }), responses: { 200: binaryBody },
  }),
} as const;

// ---------------------------------------------------------------- endpoints

const tags = ['authoring'] as const;
const upload = { fields: z.object({}), files: [AUTHORING_FILE_FIELD] } as const;
export const authoringEndpoints = {
  listSubjects: defineEndpoint({
    method: 'GET', path: '/authoring/subjects/', tags, summary: 'Subjects, by grade then name',
    query: subjectListQuerySchema, responses: { 200: subjectListSchema },
  }),
  createSubject: defineEndpoint({
    method: 'POST', path: '/authoring/subjects/', tags, summary: 'Create a subject (409 when the grade has the slug)',
    body: createSubjectSchema, responses: { 201: authoringSubjectSchema },
  }),
  updateSubject: defineEndpoint({
    method: 'PATCH', path: '/authoring/subjects/:id/', tags, summary: 'Change a subject (its schools: every lesson follows)',
    params: authoringIdParams, body: updateSubjectSchema, responses: { 200: authoringSubjectSchema },
  }),
  deleteSubject: defineEndpoint({
    method: 'DELETE', path: '/authoring/subjects/:id/', tags, summary: 'Delete an unused subject with its lessons, or archive a used one',
    params: authoringIdParams, responses: { 200: authoringDeleteResponseSchema },
  }),
  subjectImage: defineEndpoint({
    method: 'POST', path: '/authoring/subjects/:id/image/', tags, summary: "Upload the subject's card image (PNG, JPEG, WebP or GIF)",
    params: authoringIdParams, multipart: upload, responses: { 200: authoringSubjectSchema },
  }),
  listLessons: defineEndpoint({
    method: 'GET', path: '/authoring/subjects/:id/lessons/', tags, summary: "A subject's lessons, by position",
    params: authoringIdParams, query: lessonListQuerySchema, responses: { 200: lessonListSchema },
  }),
  createLesson: defineEndpoint({
    method: 'POST', path: '/authoring/subjects/:id/lessons/', tags, summary: 'Add a lesson (content sanitised; 409 when the subject is full or the position taken)',
    params: authoringIdParams, body: createLessonSchema, responses: { 201: authoringLessonSchema },
  }),
  updateLesson: defineEndpoint({
    method: 'PATCH', path: '/authoring/lessons/:id/', tags, summary: 'Change a lesson; a new position swaps it with the lesson there',
    params: authoringIdParams, body: updateLessonSchema, responses: { 200: authoringLessonSchema },
  }),
  deleteLesson: defineEndpoint({
    method: 'DELETE', path: '/authoring/lessons/:id/', tags, summary: 'Delete an unused lesson, or archive a used one',
    params: authoringIdParams, responses: { 200: authoringDeleteResponseSchema },
  }),
  uploadLessonFile: defineEndpoint({
    method: 'POST', path: '/authoring/lessons/:id/files/:kind/', tags,
    summary: 'Upload the hint (PDF), lesson plan (PDF or Word) or slides (PowerPoint or PDF) of a lesson, replacing the one before',
    params: lessonFileParams, multipart: upload, responses: { 200: authoringLessonSchema },
  }),
  deleteLessonFile: defineEndpoint({
    method: 'DELETE', path: '/authoring/lessons/:id/files/:kind/', tags, summary: "Remove a lesson's hint, lesson plan or slides",
    params: lessonFileParams, responses: { 200: authoringLessonSchema },
  }),
  questionBank: defineEndpoint({
    method: 'GET', path: '/authoring/subjects/:id/question-bank/', tags,
    summary: "The subject's reusable questions with their correct answers (teachers: their own school's quizzes' only)",
    params: authoringIdParams, query: questionBankQuerySchema, responses: { 200: questionBankSchema },
  }),
  listQuizzes: defineEndpoint({
    method: 'GET', path: '/authoring/quizzes/', tags,
    summary: "Quizzes, newest first (teachers: their school's and every school's; the latter read-only)",
    query: authoringQuizListQuerySchema, responses: { 200: authoringQuizListSchema },
  }),
  createQuiz: defineEndpoint({
    method: 'POST', path: '/authoring/quizzes/', tags, summary: 'Create a quiz (each question checked against its kind: ADR 0041)',
    body: createQuizSchema, responses: { 201: quizSaveResponseSchema },
  }),
  getQuiz: defineEndpoint({
    method: 'GET', path: '/authoring/quizzes/:id/', tags, summary: 'A quiz with its questions (correct answers for its authors only)',
    params: authoringIdParams, responses: { 200: authoringQuizSchema },
  }),
  updateQuiz: defineEndpoint({
    method: 'PATCH', path: '/authoring/quizzes/:id/', tags,
    summary: 'Change a quiz; changed questions on a quiz with attempts make a new version (answered, with new_version true)',
    params: authoringIdParams, body: updateQuizSchema, responses: { 200: quizSaveResponseSchema },
  }),
  deleteQuiz: defineEndpoint({
    method: 'DELETE', path: '/authoring/quizzes/:id/', tags, summary: 'Delete an unused quiz (with its assignments), or archive one with attempts',
    params: authoringIdParams, responses: { 200: authoringDeleteResponseSchema },
  }),
} as const;
