/**
 * A course page framed by its address (a lesson's practice quiz: an authored lesson's, or a course lesson's key terms) is asked for in the reader's language: a frame sends the
 * browser's Accept-Language, not the app's, so the address names it (ADR 0044). The lesson viewer frames this address
 * and a subject kept on the phone keeps it, so the kept copy is the one the viewer asks for.
 */
export function inReaderLanguage(url: string, language: string): string {
  return /^\/api\/content\/(lesson-pages\/\d+\/practice|quizzes\/[a-z0-9-]+\/\d)\/$/.test(url) ? `${url}?lang=${encodeURIComponent(language)}` : url;
}
