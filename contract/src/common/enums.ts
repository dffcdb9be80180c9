import { z } from 'zod';
import { APPROVAL_STATUSES, LANGUAGES, QUIZ_TYPES, ROLES, SECTIONS } from './constants';

export * from './constants';

export const roleSchema = z.enum(ROLES);

export const gradeSchema = z.coerce.number().int().min(1, 'Grade must be between 1 and 12').max(12, 'Grade must be between 1 and 12');

export const sectionSchema = z.enum(SECTIONS, { error: 'Section must be a letter from A to K' });

export const quizTypeSchema = z.enum(QUIZ_TYPES);

export const languageSchema = z.enum(LANGUAGES as [string, ...string[]], { error: `Choose one of the languages: ${LANGUAGES.join(', ')}.` });

export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
