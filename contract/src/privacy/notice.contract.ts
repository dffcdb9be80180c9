import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

/**
 * The privacy notice (issue 31 item 1, ADR 0032). One notice per deployment, versioned: each version keeps its whole
 * text in English and Hindi as it was published, so what a person accepted can always be read again. Everyone accepts
 * the current version: at sign-up, and again after a new one is published.
 */

/** A part of the notice: a heading and its paragraphs, in both languages. */
export const noticeSectionSchema = z.object({
  heading: z.object({ en: z.string(), hi: z.string() }),
  paragraphs: z.object({ en: z.array(z.string()), hi: z.array(z.string()) }),
});
export type NoticeSection = z.infer<typeof noticeSectionSchema>;

export const privacyNoticeSchema = z.object({
  version: z.number().int().positive(),
  published_at: z.string().meta({ description: 'ISO time' }),
  /** Whom to write to about a grievance besides the person's own school; null: the school is the only contact. */
  contact: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** What this version changed, for people who accepted an earlier one; null for the first version. */
  changes: z.object({ en: z.string(), hi: z.string() }).nullable(),
  sections: z.array(noticeSectionSchema),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

export const noticeQuerySchema = z.object({
  version: z.coerce.number().int().positive().max(100000).optional().meta({ description: 'An earlier version; the current one when absent' }),
});

/** A person's acceptance of a version (their own; who accepted is the signed-in person). */
export const acceptNoticeRequestSchema = z.object({ version: z.number().int().positive().max(100000) });
export const noticeAcceptanceSchema = z.object({
  version: z.number().int(),
  accepted_at: z.string().meta({ description: 'ISO time' }),
});
export type NoticeAcceptance = z.infer<typeof noticeAcceptanceSchema>;

/**
 * The signed-in person's standing with the notice: the current version and the latest they accepted. (Whether they
 * must accept it now comes with the account itself, me.privacy_notice_due, so no screen waits for a second call.)
 */
export const myNoticeSchema = z.object({
  current_version: z.number().int(),
  accepted: noticeAcceptanceSchema.nullable().meta({ description: 'The latest version they accepted, and when' }),
  /** Their school's grievance officer, from the school's recorded agreement (ADR 0036); null when none is recorded. */
  school_contact: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type MyNotice = z.infer<typeof myNoticeSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);

/** An administrator publishes a new version: the programme's grievance contact and what changed, in both languages. */
export const publishNoticeRequestSchema = z.object({
  contact_name: text(120),
  contact_email: z.email('Enter a valid email address').max(254),
  changes_en: text(2000),
  changes_hi: text(2000),
});
export type PublishNoticeRequest = z.infer<typeof publishNoticeRequestSchema>;

/** One version in the administrators' history, with how many people have accepted it. */
export const noticeVersionSchema = z.object({
  version: z.number().int(),
  published_at: z.string(),
  published_by: z.string().nullable().meta({ description: "The administrator's name; null for the product's own versions" }),
  contact_email: z.string().nullable(),
  acceptances: z.number().int(),
});
export const noticeVersionsResponseSchema = z.object({ results: z.array(noticeVersionSchema) });
export type NoticeVersion = z.infer<typeof noticeVersionSchema>;

export const noticeEndpoints = {
  /** Public: the sign-up page shows it before an account exists. */
  notice: defineEndpoint({
    method: 'GET', path: '/privacy/notice/', tags: ['privacy'],
    summary: 'The privacy notice (current version unless one is asked for), in English and Hindi',
    query: noticeQuerySchema, responses: { 200: privacyNoticeSchema },
  }),
  myNotice: defineEndpoint({
    method: 'GET', path: '/privacy/notice/mine/', tags: ['privacy'],
    summary: "The signed-in person's standing with the notice: the current version and the latest they accepted",
    responses: { 200: myNoticeSchema },
  }),
  acceptNotice: defineEndpoint({
    method: 'POST', path: '/privacy/notice/acceptances/', tags: ['privacy'],
    summary: 'Accept the current version of the privacy notice (recorded: who, which version, when)',
    body: acceptNoticeRequestSchema, responses: { 200: noticeAcceptanceSchema },
  }),
  noticeVersions: defineEndpoint({
    method: 'GET', path: '/privacy/notice/versions/', tags: ['privacy'],
    summary: 'Administrators: every version of the notice, newest first, with its acceptances',
    responses: { 200: noticeVersionsResponseSchema },
  }),
  publishNotice: defineEndpoint({
    method: 'POST', path: '/privacy/notice/versions/', tags: ['privacy'],
    summary: 'Administrators: publish a new version; everyone is asked to accept it at their next visit',
    body: publishNoticeRequestSchema, responses: { 201: privacyNoticeSchema },
  }),
} as const;
