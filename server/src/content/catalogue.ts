/**
 * The demo course catalogue: 4 subjects × 8 lessons, plus 12 quiz questions per subject.
 * The text is data, in server/content/subjects/<slug>.json (see subject-files.ts); it is read and
 * checked once, when this module is first imported, so a bad file stops the server at start-up.
 */
import { readSubjectFiles } from './subject-files';
import type { Lesson, Subject } from './schema';

export type { Activity, KeyTerm, Lesson, LessonSection, Question, SimulatorId, Subject } from './schema';
export { catalogueSchema, subjectSchema, lessonSchema, questionSchema, SIMULATOR_IDS } from './schema';

export const subjectCatalogue: readonly Subject[] = Object.freeze(readSubjectFiles());

/** Thrown by the renderers and PDF builders for an unknown subject slug or lesson position. */
export class ContentNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentNotFoundError';
  }
}

export function findSubject(subjectSlug: string): Subject | undefined {
  return subjectCatalogue.find((s) => s.slug === subjectSlug);
}

/** Looks a lesson up without throwing; `position` is 1-based. */
export function findLesson(subjectSlug: string, position: number): { subject: Subject; lesson: Lesson } | undefined {
  const subject = findSubject(subjectSlug);
  const lesson = subject?.lessons.find((l) => l.position === position);
  return subject && lesson ? { subject, lesson } : undefined;
}

/** Like findLesson, but throws ContentNotFoundError when there is no such lesson. */
export function getLesson(subjectSlug: string, position: number): { subject: Subject; lesson: Lesson } {
  const found = findLesson(subjectSlug, position);
  if (!found) throw new ContentNotFoundError(`No lesson ${String(position)} in subject "${subjectSlug}"`);
  return found;
}
