import registry from './languages.json';

/**
 * The fixed lists of the product, without zod: screens that load first (the sign-in page, the route guards)
 * read these without pulling in every schema. The schemas in enums.ts are built from them.
 */

/** Roles a person can sign up with; administrators are users with the superuser flag. */
export const ROLES = ['student', 'teacher', 'school', 'parent'] as const;
export type Role = (typeof ROLES)[number];

export const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const SECTIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'] as const;
export type Section = (typeof SECTIONS)[number];

export const QUIZ_TYPES = ['homework', 'pre-assessment', 'post-assessment', 'half_yearly', 'final_exam'] as const;
export type QuizType = (typeof QUIZ_TYPES)[number];

export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** The languages the interface is written in; a person's choice is kept per browser and per account. */
/**
 * The interface languages (issue 33): English, Hindi, Marathi and Bengali, listed in languages.json — data, not code,
 * so a school adds one there with its catalogues, as docs/languages.md describes (`npm run i18n -- check <code>` names
 * every missing key). English is first: the source every catalogue is translated from, and the fallback.
 */
export type Language = string;
export const LANGUAGES: readonly Language[] = registry.languages.map((l) => l.code);
/** Each language in its own name and script, so someone who cannot read the current one still finds theirs. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = Object.fromEntries(registry.languages.map((l) => [l.code, l.name]));
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** Where each role lands after /dashboard (spec 1 §2). Students use the portal at /dashboard itself. */
export function dashboardUrlFor(role: Role, isSuperuser: boolean): string {
  if (isSuperuser) return '/admin-dashboard';
  switch (role) {
    case 'school': return '/school_dashboard';
    case 'teacher': return '/teacher_dashboard';
    case 'parent': return '/parent_dashboard';
    default: return '/dashboard';
  }
}
