/**
 * The Quiz tab of a course lesson: a self-check on the lesson's key terms (content/practice-quiz-page.ts builds it).
 *
 * Why key terms and not the catalogue's questions: the catalogue's questions are the ones the seeded assessments ask,
 * and correct answers must never reach a student's browser before an assessment is submitted (ARCHITECTURE §4). The
 * key terms and their meanings are already on the lesson's content page, so a page that checks them in the browser
 * gives nothing away.
 */
import { findLesson } from '../../content/catalogue';
import { renderPracticeQuizPage } from '../../content/practice-quiz-page';
import { subjectAccent } from '../../content/theme';

/** The self-check page of a lesson, or null for an unknown subject or position. */
export function renderPracticePage(subjectSlug: string, position: number): string | null {
  const found = findLesson(subjectSlug, position);
  if (!found) return null;
  const { subject, lesson } = found;
  // Options in alphabetical order, the same for every question, so the answer's place varies.
  const terms = lesson.keyTerms.map((k) => k.term).sort((a, b) => a.localeCompare(b, 'en'));
  return renderPracticeQuizPage({
    subject: subject.name, lesson: lesson.name, position: lesson.position, accent: subjectAccent(subject.slug),
    intro: 'Pick the key term that matches each meaning, then press <b>Check answers</b>. This practice is not marked.',
    questions: lesson.keyTerms.map((k) => ({ prompt: `Which term means: “${k.meaning}”`, options: terms, correct: terms.indexOf(k.term) })),
  });
}
