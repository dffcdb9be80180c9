import { z } from 'zod';
import { defineEndpoint, idSchema } from '../common/endpoint';
import { languageSchema } from '../common/enums';
import { LANGUAGES, type Language } from '../common/constants';

/**
 * Content in more than one language (issue 33 item 1, ADR 0044). What a learner learns from — subjects, lessons,
 * quizzes with their questions and options, news, updates and notifications — is written in English (the source, on
 * the item's own row) and may carry a version per other language, field by field, in `<kind>_translations` tables.
 * A reader gets each field in the language of the call (Accept-Language) where that version has it, and in English
 * otherwise; each item says which language its text came in (`text_language`), so a screen can say "shown in English".
 * Marking never reads a translation's text: options are the same rows in every language, and a typed question's
 * accepted answers in any language are accepted for every student, so an attempt is marked the same whatever language
 * it was taken in.
 */

/** The kinds of content that carry versions per language, with the fields each version may have. */
export const TRANSLATABLE_FIELDS = {
  subject: ['name', 'description'],
  lesson: ['name', 'content_html'],
  quiz: ['quiz_name', 'topic'],
  question: ['text'],
  answer: ['text'],
  news: ['title', 'content'],
  update: ['message'],
  notification: ['subject', 'message'],
} as const satisfies Record<string, readonly string[]>;
export type TranslatableKind = keyof typeof TRANSLATABLE_FIELDS;
export const TRANSLATABLE_KINDS = Object.keys(TRANSLATABLE_FIELDS) as TranslatableKind[];
export const translatableKindSchema = z.enum(TRANSLATABLE_KINDS as [TranslatableKind, ...TranslatableKind[]]);

/** The language every item is written in first: its own row holds it, and a reader falls back to it. */
export const SOURCE_LANGUAGE: Language = 'en';
/** The languages an item may carry a version in: every language but the source. */
export const TARGET_LANGUAGES: readonly Language[] = LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE);

/** The longest text of a field (a lesson's rich text is the long one). */
export const TRANSLATION_MAX_LENGTH = { content_html: 200_000, content: 5000, description: 2000, default: 1000 } as const;

/**
 * The language a read item's text came in: the call's language where a version in it exists, else the source
 * (English). Learner screens show a small note when it is not the language of the screen.
 */
export const textLanguageSchema = languageSchema.meta({ description: 'The language this item’s text is in (the caller’s where a version exists, else English)' });

export const TRANSLATIONS_MESSAGES = {
  notFound: 'No such item to translate.',
  sourceLanguage: 'English is the text on the item itself; edit the item to change it.',
  unknownField: 'That field is not translated for this kind of content.',
  saved: 'Translation saved.',
  notYours: 'You may translate only what you may edit.',
  tooLong: 'That text is too long for this field.',
  nothingToChange: 'Give at least one field to change.',
  numericAnswer: 'An accepted answer of a numeric question must be a number (in any script’s digits).',
} as const;

/** A language a version is written in: any but the source (English is the item's own text: 400 with sourceLanguage). */
export const targetLanguageSchema = languageSchema.refine((l) => l !== SOURCE_LANGUAGE, TRANSLATIONS_MESSAGES.sourceLanguage);

export const translationParamsSchema = z.object({ kind: translatableKindSchema, id: idSchema, language: targetLanguageSchema });
export type TranslationParams = z.infer<typeof translationParamsSchema>;

const fieldText = z.string().max(TRANSLATION_MAX_LENGTH.content_html);

export const translationFieldSchema = z.object({
  field: z.string(),
  source: z.string().meta({ description: 'The English text (the item’s own)' }),
  text: z.string().nullable().meta({ description: 'The version in the language; null: not written yet' }),
});
export type TranslationField = z.infer<typeof translationFieldSchema>;

/**
 * What an item is, in words no language owns, for the editor to put in its own words with `position`: `subject`,
 * `lesson`, `quiz`, `question`, `option` (an answer to choose), `accepted` (an accepted answer of a typed question),
 * `news`, `update` or `notification`.
 */
export const TRANSLATION_ROLES = ['subject', 'lesson', 'quiz', 'question', 'option', 'accepted', 'news', 'update', 'notification'] as const;
export type TranslationRole = (typeof TRANSLATION_ROLES)[number];

export const translationItemSchema = z.object({
  kind: translatableKindSchema,
  id: z.number().int(),
  /** Where it sits, for the side-by-side editor's headings: its role, and its position where it has one ("lesson 3", "option 2", "quiz"). */
  label: z.string().meta({ description: 'The role (TRANSLATION_ROLES) and the position where it has one: "lesson 3", "question 2", "option 1", "accepted 1", "quiz"' }),
  role: z.enum(TRANSLATION_ROLES),
  position: z.number().int().nullable().meta({ description: 'A lesson’s, question’s or answer’s place (1, 2, …); null for the others' }),
  parent_id: z.number().int().nullable().meta({ description: 'The lesson’s or quiz’s subject, the question’s quiz, the option’s question; null for the top' }),
  editable: z.boolean().meta({ description: 'Whether the caller may write this item’s versions (a teacher: their own school’s quizzes only)' }),
  fields: z.array(translationFieldSchema),
  missing: z.number().int().meta({ description: 'Fields with English text and no version in the language' }),
  files: z.object({
    hint_url: z.string().nullable(), source_hint_url: z.string().nullable(),
    lesson_plan_url: z.string().nullable(), source_lesson_plan_url: z.string().nullable(),
  }).nullable().meta({ description: 'Lessons: the hint and lesson plan in the language (upload through files/:fileKind/) beside the English ones; null for other kinds' }),
  updated_at: z.string().nullable(),
});
export type TranslationItem = z.infer<typeof translationItemSchema>;

/** PUT: the fields to set; an empty or null field removes that field's version (the reader then shows English). */
export const saveTranslationSchema = z.object({
  fields: z.record(z.string(), fieldText.nullable()),
}).strict();
export type SaveTranslation = z.infer<typeof saveTranslationSchema>;

/** One subject's content for the side-by-side editor: the subject, its lessons, its quizzes' questions and options. */
export const subjectTranslationsSchema = z.object({
  language: languageSchema,
  subject_id: z.number().int(),
  items: z.array(translationItemSchema).meta({ description: 'Subject, then each lesson, then each quiz with its questions and their options, in order' }),
});
export type SubjectTranslations = z.infer<typeof subjectTranslationsSchema>;

export const coverageRowSchema = z.object({
  /** A subject's id, or null for the news row (a superuser's news, updates and notifications; a teacher's own notifications). */
  subject_id: z.number().int().nullable(),
  name: z.string(),
  grade: z.number().int().nullable(),
  fields: z.number().int().meta({ description: 'Fields with English text' }),
  missing: z.number().int().meta({ description: 'Of those, with no version in the language' }),
});
export const coverageSchema = z.object({
  language: languageSchema,
  rows: z.array(coverageRowSchema).meta({ description: 'Each subject (by grade, then name), then one row (subject_id null) for what the news view lists: for superusers the news, the current updates and the notifications; for a teacher who has sent notifications, those' }),
});
export type TranslationCoverage = z.infer<typeof coverageSchema>;

export const coverageQuerySchema = z.object({ language: targetLanguageSchema });
export const subjectTranslationsParams = z.object({ id: idSchema });
export const newsTranslationsSchema = z.object({ language: languageSchema, items: z.array(translationItemSchema) });

/** A lesson's documents that carry a version per language (the slides stay one file). */
export const TRANSLATED_LESSON_FILES = ['hint', 'lesson_plan'] as const;
export const translationFileParams = z.object({ id: idSchema, language: targetLanguageSchema, fileKind: z.enum(TRANSLATED_LESSON_FILES) });

const tags = ['translations'] as const;
const upload = { fields: z.object({}), files: ['file'] } as const;
export const translationsEndpoints = {
  coverage: defineEndpoint({
    method: 'GET', path: '/authoring/translations/', tags, query: coverageQuerySchema, responses: { 200: coverageSchema },
    summary: 'What is missing in a language: per subject, and for the news, updates and notifications, the fields with no version yet',
    description: 'A subject counts the fields with English text of itself, its lessons and its quizzes with their questions and '
      + 'answers, as the subject view lists them (its `missing` is the sum of the items’ there). Superusers: every subject not '
      + 'archived, and the news row ("News, updates and notifications": the items the news view lists). Teachers: the subjects '
      + 'offered to their school, counting every school’s quizzes and their own school’s, and, when they have sent notifications, '
      + 'a row of those ("Notifications you sent"). The news row is named in the caller’s language. A lesson’s documents are not counted.',
  }),
  subject: defineEndpoint({
    method: 'GET', path: '/authoring/translations/subjects/:id/', tags, params: subjectTranslationsParams, query: coverageQuerySchema,
    responses: { 200: subjectTranslationsSchema },
    summary: 'A subject, its lessons and its quizzes (questions, options) with the English text and the version in a language, side by side',
    description: 'Items in order: the subject, its lessons by position, then each quiz of the subject (by name) followed by its '
      + 'questions by position, each followed by its answers by position; archived lessons and quizzes are left out. Superusers: '
      + 'any subject not archived, every quiz. Teachers: a subject offered to their school (404 otherwise), with every school’s '
      + 'quizzes and their own school’s; `editable` says which items they may write (their own school’s quizzes).',
  }),
  news: defineEndpoint({
    method: 'GET', path: '/authoring/translations/news/', tags, query: coverageQuerySchema, responses: { 200: newsTranslationsSchema },
    summary: 'The news, the current updates and the notifications with the English text and the version in a language, side by side',
    description: 'Superusers: the newest 50 news items, then the updates whose last day (end_date, India time) is today or later, newest '
      + 'first, then the newest 50 notifications of the administrators (sent by a superuser, or to every school). Teachers: only the '
      + 'newest 50 notifications they sent themselves (news and updates are the administrators’). Every item listed is `editable`.',
  }),
  save: defineEndpoint({
    method: 'PUT', path: '/authoring/translations/:kind/:id/:language/', tags, params: translationParamsSchema, body: saveTranslationSchema,
    responses: { 200: translationItemSchema },
    summary: 'Write the version of one item in a language (fields left out stay as they are; empty removes)',
    description: 'Who may write is who may edit the item: superusers anything; teachers their own school’s quizzes with their '
      + 'questions and answers, and the notifications they sent. A field not translated for the kind is 400, English (`en`) is '
      + '400, an archived or missing item 404. A lesson’s rich text is stored sanitised as the lesson’s own; an accepted answer '
      + 'of a typed question keeps its match key, which marking accepts for every student. A version left with no field (and no '
      + 'document) is removed.',
  }),
  uploadLessonFile: defineEndpoint({
    method: 'POST', path: '/authoring/translations/lesson/:id/:language/files/:fileKind/', tags, params: translationFileParams,
    multipart: upload, responses: { 200: translationItemSchema },
    summary: 'Upload a lesson’s hint (PDF) or lesson plan (PDF or Word) in a language, replacing the one before',
    description: 'Superusers only. The same checks as the lesson’s own documents (type judged from the bytes, at most 10 MB).',
  }),
  deleteLessonFile: defineEndpoint({
    method: 'DELETE', path: '/authoring/translations/lesson/:id/:language/files/:fileKind/', tags, params: translationFileParams,
    responses: { 200: translationItemSchema },
    summary: 'Remove a lesson’s hint or lesson plan in a language (the English one is shown again)',
    description: 'Superusers only.',
  }),
} as const;

export const isTargetLanguage = (language: string): boolean => (TARGET_LANGUAGES as readonly string[]).includes(language);
