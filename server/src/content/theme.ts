/** Accent colour of each subject, shared by the lesson pages and the PDFs. */
const ACCENTS: Readonly<Record<string, string>> = {
  robotics: '#0f766e',
  'scratch-programming': '#c2410c',
  electronics: '#1d4ed8',
  'artificial-intelligence': '#6d28d9',
};

export function subjectAccent(subjectSlug: string): string {
  return ACCENTS[subjectSlug] ?? '#334155';
}
