import { z } from 'zod';
import { binaryBody, defineEndpoint, idSchema } from '../common/endpoint';
import { QUIZ_KINDS, QUIZ_MAX_ANSWERS, QUIZ_MAX_QUESTIONS, authoringIdParams } from '../authoring/authoring.contract';
import { QUESTION_MAX_MARKS, questionKindSchema } from '../quizzes/question-kinds';

/**
 * A subject's question bank as IMS QTI 3.0 (issue 32 item 6, ADR 0043).
 *
 * Export (superusers and teachers): a content package — imsmanifest.xml and one qti-assessment-item per question of
 * the subject's bank (each distinct text once, as the bank lists it). A teacher's package holds only the questions
 * whose answers the bank shows them (their own school's quizzes'): a package carries every correct answer.
 *
 * Import (superusers only): a package (.zip) or one item (.xml). `?dry_run=true` answers a preview — every item it can
 * take and every item it cannot, with why — and saves nothing. Otherwise the items it can take become new quizzes of
 * the subject for every school, "Imported questions (1)", "(2)"… of at most QUIZ_MAX_QUESTIONS each (practice items
 * in "Imported practice questions (n)"), in one transaction.
 */

/** The largest upload, the most items one package may hold, and what it may unpack to in all. */
export const QTI_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const QTI_MAX_ITEMS = 2000;
export const QTI_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** The multipart field of the file (as the other authoring uploads). */
export const QTI_FILE_FIELD = 'file';
/** What the file input offers; the server reads the bytes whatever the name says. */
export const QTI_ACCEPT = '.zip,.xml,application/zip,application/xml,text/xml';
/** The names of the quizzes an import makes, numbered on from the subject's last. */
export const QTI_IMPORT_NAMES = { graded: 'Imported questions', practice: 'Imported practice questions' } as const;

export const QTI_MESSAGES = {
  noFile: 'Choose a QTI package (.zip) or item (.xml) to upload.',
  notMultipart: 'Send the file as multipart/form-data.',
  tooLarge: `The file is too large: at most ${QTI_MAX_FILE_BYTES / 1024 / 1024} MB.`,
  notPackage: 'The file is neither a QTI package (.zip) nor a QTI item (.xml).',
  badZip: 'The zip file could not be read.',
  unpackedTooLarge: `The package unpacks to more than ${QTI_MAX_UNPACKED_BYTES / 1024 / 1024} MB.`,
  noManifest: 'The package has no imsmanifest.xml.',
  badManifest: 'The imsmanifest.xml of the package is not well-formed XML.',
  manifestAlone: 'This is a package manifest: upload the whole package (.zip).',
  noItems: 'The package holds no QTI items.',
  tooManyItems: `The package holds more than ${QTI_MAX_ITEMS} items. Split it into smaller packages.`,
  tooManyToExport: `The bank has more than ${QTI_MAX_ITEMS} questions: export it a tag at a time.`,
  nothingToImport: 'No item of the file can be imported. The preview says why for each.',
  // Why an item is not taken.
  missingFile: 'The package lists this item, but its file is not in the package.',
  notWellFormed: 'The item is not well-formed XML.',
  qti2: 'This is a QTI 2 item; only QTI 3.0 items (qti-assessment-item) are taken.',
  notItem: 'The file is not a QTI 3.0 item (qti-assessment-item).',
  entities: 'The item declares XML entities, which are not accepted.',
  templates: 'Items with template variables (generated values) are not supported.',
  noInteraction: 'The item asks nothing: it has no choice or text-entry interaction.',
  severalInteractions: 'The item has more than one interaction; a Prayog question has one.',
  unsupportedInteraction: '{{interaction}} is not supported.',
  media: 'The item has a picture, sound, video or formula, which Prayog questions cannot show.',
  noText: 'The question has no text.',
  longText: 'The question text is longer than 5000 characters.',
  noCorrectResponse: 'The item has no correct response.',
  unknownCorrect: 'The correct response names an option the item does not have.',
  tooManyOptions: `The item has more than ${QUIZ_MAX_ANSWERS} options.`,
  tooFewOptions: 'The item has fewer than 2 options.',
  oneCorrectOnly: 'A single-choice item has more than one correct option.',
  badCardinality: 'Only single and multiple responses are supported (not ordered or record).',
  badBaseType: 'A text entry must be a number (float or integer) or a string.',
  badNumber: 'The correct response of a numeric item is not a number.',
  relativeTolerance: 'Relative tolerance is not supported; give an absolute one.',
  unevenTolerance: 'A tolerance that differs below and above the answer is not supported.',
  badMarks: `The item's maximum score must be a whole number from 1 to ${QUESTION_MAX_MARKS}.`,
  repeated: 'The same question is earlier in the file (item {{identifier}}).',
  askedByPractice: 'A practice quiz, whose answers are public, already asks this question, so it cannot be imported into a graded quiz.',
  askedByGraded: 'A graded quiz already asks this question, so it cannot be imported into a practice quiz, whose answers are public.',
} as const;

export const qtiExportQuerySchema = z.object({
  kind: z.enum(QUIZ_KINDS).optional().meta({ description: 'Only the questions of practice or of graded quizzes' }),
  tag: z.string().trim().min(1).max(40).optional().meta({ description: 'Only questions with this tag' }),
});

export const qtiImportQuerySchema = z.object({
  dry_run: z.enum(['true', 'false']).optional().transform((v) => v === 'true')
    .meta({ description: 'true: answer the preview and save nothing' }),
});

export const qtiTakenItemSchema = z.object({
  identifier: z.string(),
  kind: questionKindSchema,
  quiz_kind: z.enum(QUIZ_KINDS).meta({ description: 'The kind of quiz it goes into (the package says; graded when it does not)' }),
  text: z.string(),
  marks: z.number().int(),
  answers: z.number().int().meta({ description: 'Options, or accepted answers of a typed question' }),
  tags: z.array(z.string()),
});
export type QtiTakenItem = z.infer<typeof qtiTakenItemSchema>;

export const qtiRefusedItemSchema = z.object({
  identifier: z.string().meta({ description: "The item's identifier, or its file when it has none" }),
  reason: z.string(),
});
export type QtiRefusedItem = z.infer<typeof qtiRefusedItemSchema>;

export const qtiPlannedQuizSchema = z.object({
  name: z.string(),
  kind: z.enum(QUIZ_KINDS),
  question_count: z.number().int(),
});

export const qtiPreviewSchema = z.object({
  items: z.number().int().meta({ description: 'Items in the file' }),
  taken: z.array(qtiTakenItemSchema).meta({ description: 'Items that will become questions, in file order' }),
  not_taken: z.array(qtiRefusedItemSchema).meta({ description: 'Items that will not, each with why, in file order' }),
  quizzes: z.array(qtiPlannedQuizSchema).meta({ description: `The quizzes the import makes, at most ${QUIZ_MAX_QUESTIONS} questions each` }),
});
export type QtiPreview = z.infer<typeof qtiPreviewSchema>;

export const qtiImportResultSchema = z.object({
  detail: z.string(),
  questions: z.number().int(),
  not_taken: z.number().int(),
  quizzes: z.array(qtiPlannedQuizSchema.extend({ id: z.number().int() })),
});
export type QtiImportResult = z.infer<typeof qtiImportResultSchema>;

/** The import's answer: "N questions were imported into M quizzes." */
export const qtiImported = (questions: number, quizzes: number) =>
  `${questions} questions were imported into ${quizzes} ${quizzes === 1 ? 'quiz' : 'quizzes'}.`;

const tags = ['qti'] as const;
export const qtiEndpoints = {
  exportBank: defineEndpoint({
    method: 'GET', path: '/authoring/subjects/:id/qti/', tags,
    summary: "The subject's question bank as an IMS QTI 3.0 package (zip); teachers: their own school's quizzes' questions only",
    params: authoringIdParams, query: qtiExportQuerySchema, responses: { 200: binaryBody },
  }),
  importBank: defineEndpoint({
    method: 'POST', path: '/authoring/subjects/:id/qti/', tags,
    summary: 'Import a QTI 3.0 package (zip) or item (xml) into the subject: a preview with ?dry_run=true (200), else the quizzes made (201)',
    params: z.object({ id: idSchema }), query: qtiImportQuerySchema,
    multipart: { fields: z.object({}), files: [QTI_FILE_FIELD] },
    responses: { 200: qtiPreviewSchema, 201: qtiImportResultSchema },
  }),
} as const;
