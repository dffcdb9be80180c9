import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

/**
 * The programme documents every school works from (spec 3 sidebar "Innovation Calendar", "STEM-SOP"; spec 2 §2.2
 * "Innovation Calendar", "STEM Curriculum"): one PDF each, the same for every school, shown embedded in the staff
 * dashboards. Teachers, school accounts and administrators read them; only an administrator replaces one.
 */
export const PROGRAMME_DOCUMENT_KEYS = ['innovation_calendar', 'stem_sop', 'stem_curriculum'] as const;
export type ProgrammeDocumentKey = (typeof PROGRAMME_DOCUMENT_KEYS)[number];

export const PROGRAMME_DOCUMENT_TITLES: Record<ProgrammeDocumentKey, string> = {
  innovation_calendar: 'Innovation Calendar',
  stem_sop: 'STEM-SOP',
  stem_curriculum: 'STEM Curriculum',
};

export const DOCUMENT_MESSAGES = {
  unknown: 'Unknown document.',
  notFound: 'Document not found.',
  noFile: 'Choose a PDF file to upload.',
  notPdf: 'Please upload a PDF file only.',
  tooLarge: 'The file is too large. Please upload a PDF of at most 10 MB.',
  notMultipart: 'Send the document as multipart/form-data.',
} as const;

/** The server's multipart limit is the same 10 MB. */
export const DOCUMENT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The multipart field that carries the PDF. */
export const DOCUMENT_FILE_FIELD = 'file';

export const documentParamsSchema = z.object({ key: z.enum(PROGRAMME_DOCUMENT_KEYS, { error: DOCUMENT_MESSAGES.unknown }) });

export const programmeDocumentSchema = z.object({
  key: z.enum(PROGRAMME_DOCUMENT_KEYS),
  title: z.string(),
  file_url: z.string().meta({ description: 'Address of the PDF (GET it with the token header)' }),
  file_name: z.string(),
  updated_at: z.string().meta({ description: 'ISO 8601, UTC: when the current file was put in place' }),
});
export type ProgrammeDocument = z.infer<typeof programmeDocumentSchema>;

/** The replace form has no text fields: only the PDF in `file`. */
export const replaceDocumentFieldsSchema = z.object({});

const tags = ['documents'] as const;
export const documentEndpoints = {
  get: defineEndpoint({
    method: 'GET', path: '/documents/:key/', tags, summary: 'A programme document: its title and the address of its PDF',
    params: documentParamsSchema, responses: { 200: programmeDocumentSchema },
  }),
  replace: defineEndpoint({
    method: 'PUT', path: '/documents/:key/', tags,
    summary: `Replace a programme document: multipart/form-data with the PDF in ${DOCUMENT_FILE_FIELD} (at most 10 MB)`,
    params: documentParamsSchema, multipart: { fields: replaceDocumentFieldsSchema, files: [DOCUMENT_FILE_FIELD] },
    responses: { 200: programmeDocumentSchema },
  }),
} as const;
