/** The day a request was made, in the reader's language ('23 Nov 2026'); sorting uses the ISO time itself. */
export function formatRequestDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}
