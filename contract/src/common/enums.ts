import { z } from 'zod';

/** Roles a person can sign up with; administrators are users with the superuser flag. */
export const ROLES = ['student', 'teacher', 'school', 'parent'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const gradeSchema = z.coerce.number().int().min(1, 'Grade must be between 1 and 12').max(12, 'Grade must be between 1 and 12');

export const SECTIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'] as const;
export const sectionSchema = z.enum(SECTIONS, { error: 'Section must be a letter from A to K' });

export const QUIZ_TYPES = ['homework', 'pre-assessment', 'post-assessment', 'half_yearly', 'final_exam'] as const;
export const quizTypeSchema = z.enum(QUIZ_TYPES);
export type QuizType = z.infer<typeof quizTypeSchema>;

export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;
