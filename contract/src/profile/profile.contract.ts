import { z } from 'zod';
import { gradeSchema, sectionSchema } from '../common/enums';
import { defineEndpoint } from '../common/endpoint';

export const profileParamsSchema = z.object({ username: z.string().min(1).max(150) });

/** Spec 1 §3 "Student profile"; `profile_pic` is the chosen avatar's image address (served by the web app). */
export const studentProfileSchema = z.object({
  user: z.object({ username: z.string(), email: z.string() }),
  name: z.string(),
  grade: z.number().int(),
  section: z.string(),
  profile_pic: z.string().nullable().meta({ description: 'Image address of the chosen avatar, e.g. /avatars/robot.svg; null when none is chosen' }),
  avatar_key: z.string().nullable(),
  school: z.string().meta({ description: "The school's name" }),
  class_change: z.object({ grade: z.number().int(), section: z.string(), requested_at: z.string() }).nullable()
    .meta({ description: 'The class the student asked to move to, waiting for their teacher or school (ADR 0024); null when none waits' }),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** Fields a profile update refuses (spec 1 §5: username and email are read-only). */
export const READ_ONLY_PROFILE_FIELDS = ['user', 'username', 'email'] as const;
export const READ_ONLY_PROFILE_MESSAGE = 'Username and email cannot be changed.';

/** Class changes (ADR 0024): a request the student's teacher or school approves; the class stays until then. */
export const CLASS_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const CLASS_CHANGE_MESSAGES = {
  noneWaiting: 'No class change is waiting.',
} as const;

/**
 * PATCH body: each field optional. A grade or section other than the student's own asks for a class change (it is
 * not made at once); the student's own class withdraws a waiting request. Unknown keys are kept (loose) so the server can refuse an attempt to
 * change the username or email with a clear message instead of silently ignoring it.
 */
export const profileUpdateSchema = z.looseObject({
  name: z.string().trim().min(1, 'Name cannot be empty').max(120, 'Name must be at most 120 characters').optional(),
  grade: gradeSchema.optional(),
  section: sectionSchema.optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The multipart field of the avatar upload (spec 1 §7). */
export const AVATAR_CHOICE_FIELD = 'avatar_choice';

export const avatarSchema = z.object({ key: z.string(), label: z.string(), image: z.string() });
/**
 * `available_avatars` is the spec's map of avatar key to image address; `avatars` lists the same
 * avatars in display order with a label, which the picker uses as each image's accessible name.
 */
export const availableAvatarsResponseSchema = z.object({
  available_avatars: z.record(z.string(), z.string()),
  avatars: z.array(avatarSchema),
});
export type AvailableAvatars = z.infer<typeof availableAvatarsResponseSchema>;
export type Avatar = z.infer<typeof avatarSchema>;

export const avatarFormSchema = z.object({ [AVATAR_CHOICE_FIELD]: z.string().max(100) });

const tags = ['profile'] as const;
export const profileEndpoints = {
  /** The signed-in student's profile (spec 1 §7); `{username}` must be the caller's own. */
  get: defineEndpoint({
    method: 'GET', path: '/student_dashboard/student-profile/:username/', tags, summary: "The student's profile",
    params: profileParamsSchema, responses: { 200: studentProfileSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH', path: '/student_dashboard/student-profile/:username/', tags,
    summary: 'Change name, grade or section (username and email are read-only)',
    params: profileParamsSchema, body: profileUpdateSchema, responses: { 200: studentProfileSchema },
  }),
  uploadAvatar: defineEndpoint({
    method: 'POST', path: '/student_dashboard/student-profile/:username/upload-avatar/', tags,
    summary: `Pick an avatar: multipart/form-data with the field ${AVATAR_CHOICE_FIELD}`,
    params: profileParamsSchema, multipart: { fields: avatarFormSchema, files: [] }, responses: { 200: studentProfileSchema },
  }),
  cancelClassChange: defineEndpoint({
    method: 'DELETE', path: '/student_dashboard/student-profile/:username/class-change/', tags,
    summary: 'Withdraw the waiting class change request', params: profileParamsSchema, responses: { 200: studentProfileSchema },
  }),
  avatars: defineEndpoint({
    method: 'GET', path: '/student_dashboard/student-profile/avatars/', tags, summary: 'Avatars a student can pick',
    responses: { 200: availableAvatarsResponseSchema },
  }),
} as const;
