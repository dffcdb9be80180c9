import { z } from 'zod';
import { GRADES, notifyStudentsSchema, SECTIONS, type NotifyStudentsRequest } from '@prayog/contract';
import { ApiError, isApiError } from '../../../lib/api';

/** The modes of the Push Notification modal (spec 3): to named students, or to a whole class. */
export const NOTIFY_MODES = ['individual', 'group'] as const;

const isFilled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null);
type Raw = Partial<Record<'mode' | 'subject' | 'message' | 'student_id' | 'grade' | 'section', unknown>>;
/** What the chosen mode needs, besides subject and message (spec 3 §5). */
const missingForMode = (v: Raw): ('student_id' | 'grade' | 'section')[] => {
  if (v.mode === 'individual') return isFilled(v.student_id) ? [] : ['student_id'];
  if (v.mode === 'group') return (['grade', 'section'] as const).filter((key) => !isFilled(v[key]));
  return [];
};
// Runs even when another field already failed, so every missing field is marked at once.
const always = { when: () => true };

/**
 * The modal's form: the contract's subject, message and link, plus the mode's own fields. Student ID, grade and
 * section are each needed by one mode only, so the schema cannot mark them required: the checks below do, and a
 * form-level 'Please fill in all required fields.' (the spec's alert) joins any missing field.
 */
export function notifyFormSchema(requiredText: string) {
  return z.object({
    mode: z.enum(NOTIFY_MODES),
    subject: notifyStudentsSchema.shape.subject,
    message: notifyStudentsSchema.shape.message,
    link: notifyStudentsSchema.shape.link,
    student_id: z.string().trim().max(2000).optional(),
    grade: z.number().int().min(1).max(12).optional(),
    section: z.enum(SECTIONS).optional(),
  }).check(
    z.refine((v: Raw) => !missingForMode(v).includes('student_id'), { ...always, path: ['student_id'], message: requiredText }),
    z.refine((v: Raw) => !missingForMode(v).includes('grade'), { ...always, path: ['grade'], message: requiredText }),
    z.refine((v: Raw) => !missingForMode(v).includes('section'), { ...always, path: ['section'], message: requiredText }),
    z.refine((v: Raw) => isFilled(v.subject) && isFilled(v.message) && missingForMode(v).length === 0, { ...always, message: requiredText }),
  );
}
export type NotifyForm = z.output<ReturnType<typeof notifyFormSchema>>;

export const GRADE_OPTIONS = GRADES.map((grade) => ({ value: grade, label: String(grade) }));
export const SECTION_OPTIONS = [...SECTIONS];

/** Usernames typed into Student ID: separated by commas (or spaces), blanks dropped. */
export const parseUsernames = (text: string) => text.split(/[\s,]+/).map((u) => u.trim()).filter(Boolean);

/** The request for the chosen mode; the other mode's fields are not sent. The type sent is 'info' (spec 3 §9). */
export function toNotifyRequest(form: NotifyForm): NotifyStudentsRequest {
  const common = { subject: form.subject, message: form.message, link: form.link, notification_type: 'info' as const };
  return form.mode === 'individual'
    ? { ...common, mode: 'individual', student_usernames: parseUsernames(form.student_id ?? '') }
    : { ...common, mode: 'group', grade: form.grade, section: form.section };
}

/** The server names the usernames field student_usernames; the form calls it student_id, so its errors land there. */
export function toFormError(error: unknown): unknown {
  if (!isApiError(error)) return error;
  return new ApiError(error.status, {
    detail: error.detail,
    message: error.serverMessage,
    errors: error.fieldErrors.map((e) => (e.field.endsWith('student_usernames') ? { ...e, field: 'student_id' } : e)),
  });
}
