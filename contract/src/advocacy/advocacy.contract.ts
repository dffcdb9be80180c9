import { z } from 'zod';
import { defineEndpoint, idSchema } from '../common/endpoint';
import { daySchema, schoolQuery } from '../common/staff';

/**
 * Advocacy Report (spec 3 "Advocacy Report", spec 2 §2.2): one report per school on how its STEM programme reached
 * students, teachers, parents and the community. Teachers create and edit it; the school account reads it. The
 * spec calls the fields free-form; the product fixes them (ADR 0011) so every school reports the same things.
 */
export const ADVOCACY_MESSAGES = {
  required: 'Please fill in all required fields.',
  notFound: 'Advocacy report not found.',
  exists: 'Your school already has an advocacy report. Edit it instead.',
  galleryLink: 'The gallery must be an http(s) link.',
} as const;

/** The report's fields in the order the Field/Value table shows them (the gallery link last). */
export const ADVOCACY_FIELD_NAMES = [
  'reporting_period', 'coordinator', 'innovation_coach', 'sessions_conducted', 'students_reached', 'teachers_trained',
  'parent_meeting_held', 'community_events', 'exhibition_date', 'media_coverage', 'remarks', 'gallery',
] as const;
export type AdvocacyFieldName = (typeof ADVOCACY_FIELD_NAMES)[number];

const requiredText = (max: number) => z.string({ error: ADVOCACY_MESSAGES.required }).trim().min(1, ADVOCACY_MESSAGES.required).max(max);
/** Blank text is "not given": stored as null, shown as N/A. */
const optionalText = (max: number) => z.union([z.string().trim().max(max), z.null()]).optional()
  .transform((v) => (v === undefined || v === null || v === '' ? null : v));
const count = (max: number) => z.number({ error: 'Must be a number' }).int('Must be a whole number').min(0, 'Must be 0 or more').max(max, `Must be at most ${max}`);
const galleryLink = z.union([
  z.string().trim().max(2000).refine((v) => v === '' || /^https?:\/\/[^\s/]+\S*$/i.test(v), ADVOCACY_MESSAGES.galleryLink),
  z.null(),
]).optional().transform((v) => (v === undefined || v === null || v === '' ? null : v));

/** The Create and Edit forms send the whole report; an edit replaces every field. */
export const advocacyReportInputSchema = z.object({
  reporting_period: requiredText(100).meta({ description: 'The period reported on, e.g. "April 2025 - March 2026"' }),
  coordinator: requiredText(200).meta({ description: "The school's STEM programme coordinator" }),
  innovation_coach: requiredText(300).meta({ description: 'The innovation coach(es) who ran the sessions' }),
  sessions_conducted: count(100_000),
  students_reached: count(1_000_000),
  teachers_trained: count(100_000),
  parent_meeting_held: z.boolean({ error: 'Must be true or false' }).default(false),
  community_events: count(10_000).meta({ description: 'Exhibitions, open days and outreach events held' }),
  exhibition_date: z.union([daySchema, z.null(), z.literal('').transform(() => null)]).optional()
    .transform((v) => v ?? null).meta({ description: 'The science exhibition or Kreativity Show day, if any' }),
  media_coverage: optionalText(1000),
  remarks: optionalText(2000),
  gallery: galleryLink.meta({ description: 'An http(s) link to the photo album' }),
});
export type AdvocacyReportRequest = z.input<typeof advocacyReportInputSchema>;
export type AdvocacyReportValues = z.output<typeof advocacyReportInputSchema>;

export const advocacyReportSchema = z.object({
  id: z.number().int(),
  school: z.string().meta({ description: "The school's name" }),
  created_at: z.string().meta({ description: 'ISO 8601, UTC' }),
  reporting_period: z.string(),
  coordinator: z.string(),
  innovation_coach: z.string(),
  sessions_conducted: z.number().int(),
  students_reached: z.number().int(),
  teachers_trained: z.number().int(),
  parent_meeting_held: z.boolean(),
  community_events: z.number().int(),
  exhibition_date: daySchema.nullable(),
  media_coverage: z.string().nullable(),
  remarks: z.string().nullable(),
  gallery: z.string().nullable(),
});
export type AdvocacyReport = z.infer<typeof advocacyReportSchema>;

/** The school's report, or null before a teacher has written it (the page shows its empty text). */
export const advocacyReportAnswerSchema = z.object({ advocacy_report: advocacyReportSchema.nullable() });
export type AdvocacyReportAnswer = z.infer<typeof advocacyReportAnswerSchema>;
export const advocacyReportParamsSchema = z.object({ id: idSchema });

const tags = ['advocacy'] as const;
export const advocacyEndpoints = {
  teacherGet: defineEndpoint({ method: 'GET', path: '/teacher_dashboard/advocacyreport/', tags, summary: "The school's advocacy report (null when none yet)", query: schoolQuery, responses: { 200: advocacyReportAnswerSchema } }),
  schoolGet: defineEndpoint({ method: 'GET', path: '/school_dashboard/advocacyreport/', tags, summary: "The school's advocacy report, read-only (null when none yet)", query: schoolQuery, responses: { 200: advocacyReportAnswerSchema } }),
  create: defineEndpoint({ method: 'POST', path: '/teacher_dashboard/advocacyreport/', tags, summary: "Write the school's advocacy report (one per school: 409 when it exists)", body: advocacyReportInputSchema, responses: { 201: advocacyReportSchema } }),
  update: defineEndpoint({ method: 'PUT', path: '/teacher_dashboard/advocacyreport/:id/', tags, summary: "Replace the school's advocacy report with the form's fields", params: advocacyReportParamsSchema, body: advocacyReportInputSchema, responses: { 200: advocacyReportSchema } }),
} as const;
