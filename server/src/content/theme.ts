/** Accent colour of each subject, shared by the lesson pages and the PDFs. */
const ACCENTS: Readonly<Record<string, string>> = {
  robotics: '#0f766e',
  'scratch-programming': '#c2410c',
  electronics: '#1d4ed8',
  'artificial-intelligence': '#6d28d9',
};

/** The subject's accent; `fallback` for a subject without one of its own (one made in authoring). */
export function subjectAccent(subjectSlug: string, fallback = '#334155'): string {
  return ACCENTS[subjectSlug] ?? fallback;
}
