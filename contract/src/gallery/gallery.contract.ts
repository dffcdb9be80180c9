import { z } from 'zod';
import { defineEndpoint, paginationQuery } from '../common/endpoint';
import { schoolQuery } from '../common/staff';

/**
 * Classroom Gallery (spec 3 "Classroom Gallery", spec 2 §2.2): links to a school's classroom photo albums. Teachers
 * add them; the school account reads them. Most recently modified first, a page at a time (ADR 0010).
 */
export const GALLERY_MESSAGES = {
  required: 'Please fill in all required fields.',
  badLink: 'Enter a gallery link that starts with http:// or https://.',
  otherSchool: 'You can only add records for your own school.',
} as const;

export const GALLERY_MAX_LINK_CHARS = 2000;

/** Only web links: a `javascript:`, `data:` or `ftp:` address would run or fetch something else when clicked. */
export const galleryLinkSchema = z.string({ error: GALLERY_MESSAGES.required }).trim()
  .min(1, GALLERY_MESSAGES.required)
  .max(GALLERY_MAX_LINK_CHARS, `A link can be at most ${GALLERY_MAX_LINK_CHARS} characters.`)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: GALLERY_MESSAGES.badLink }));

export const createGallerySchema = z.object({
  school: z.string({ error: GALLERY_MESSAGES.required }).trim().min(1, GALLERY_MESSAGES.required).max(300)
    .meta({ description: "The caller's own school: its value from school-choices/ or its name" }),
  gallery: galleryLinkSchema.meta({ description: 'The album link (http or https)' }),
});
export type CreateGalleryRequest = z.input<typeof createGallerySchema>;

export const gallerySchema = z.object({
  id: z.number().int(),
  school: z.string().meta({ description: "The school's name" }),
  gallery: z.string(),
  last_modified: z.string().meta({ description: 'ISO 8601, UTC' }),
});
export type ClassroomGallery = z.infer<typeof gallerySchema>;

export const galleryListSchema = z.object({
  count: z.number().int().meta({ description: 'Gallery links of the school in all' }),
  limit: z.number().int(),
  offset: z.number().int(),
  classroom_gallery: z.array(gallerySchema),
});
export type ClassroomGalleryList = z.infer<typeof galleryListSchema>;
export const galleryQuerySchema = schoolQuery.extend(paginationQuery({ defaultLimit: 50, maxLimit: 100 }).shape);

const tags = ['gallery'] as const;
export const galleryEndpoints = {
  teacherList: defineEndpoint({ method: 'GET', path: '/teacher_dashboard/classroom_gallery/', tags, summary: "The school's classroom gallery links, last modified first", query: galleryQuerySchema, responses: { 200: galleryListSchema } }),
  schoolList: defineEndpoint({ method: 'GET', path: '/school_dashboard/schoolgallery/', tags, summary: "The school's classroom gallery links, last modified first (read-only)", query: galleryQuerySchema, responses: { 200: galleryListSchema } }),
  create: defineEndpoint({ method: 'POST', path: '/teacher_dashboard/classroom_gallery/', tags, summary: 'Add a classroom gallery link', body: createGallerySchema, responses: { 201: gallerySchema } }),
} as const;
