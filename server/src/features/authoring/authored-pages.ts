/**
 * The pages the lesson viewer frames for authored lessons: the Content tab (the lesson's sanitised rich text) and
 * the Quiz tab (a self-check of the lesson's practice quiz). Both are public, like all course material in frames.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeHtml, htmlDocument } from '../../content/html';
import { renderPracticeQuizPage } from '../../content/practice-quiz-page';
import { subjectAccent } from '../../content/theme';
import { lessons, subjects } from '../lessons/lessons.table';
import { quizzes } from '../quizzes/quizzes.table';
import { loadQuestions } from './quiz-questions';

const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', sans-serif";
const ACCENT = '#0f766e';

const BASE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font-family: ${FONT_STACK}; font-size: 16px; line-height: 1.6; color: #1f2937; background: #f8fafc; }
.page { max-width: 760px; margin: 0 auto; padding: 16px 18px 28px; }
header { background: var(--accent, ${ACCENT}); color: #fff; border-radius: 14px; padding: 12px 18px 14px; margin-bottom: 14px; }
header p { margin: 0; font-size: 13px; font-weight: 600; text-transform: uppercase; letter-spacing: .02em; opacity: .95; }
h1 { margin: 4px 0 2px; font-size: clamp(22px, 4.5vw, 30px); line-height: 1.2; }
`;

// The content page wears its subject's accent (the demo subjects' colours, as their PDFs and practice pages do).
const CONTENT_CSS = `${BASE_CSS}
.content h2, .content h3, .content h4 { line-height: 1.3; margin: 22px 0 8px; color: #0f172a; }
.content h2 { padding-left: 10px; border-left: 4px solid var(--accent); }
.content p { margin: 0 0 10px; }
.content img { max-width: 100%; height: auto; }
.content iframe { display: block; width: 100%; max-width: 640px; aspect-ratio: 16 / 9; height: auto; border: 0; margin: 12px 0; }
.content table { width: 100%; border-collapse: collapse; }
.content th, .content td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid #e2e8f0; }
.content blockquote { margin: 10px 0; padding: 4px 14px; border-left: 4px solid var(--accent); background: #fff; }
.content pre { overflow-x: auto; background: #0f172a; color: #f8fafc; padding: 10px; border-radius: 8px; }
`;

/**
 * The content page's policy: no script at all; images from the web; frames from YouTube's players only (the
 * sanitiser keeps no other frame); nothing else is fetched.
 */
export const lessonContentSecurityPolicy = [
  "default-src 'none'", "script-src 'none'", "style-src 'unsafe-inline'", 'img-src https: data:',
  'frame-src https://www.youtube.com https://youtube.com https://www.youtube-nocookie.com https://youtube-nocookie.com',
  "base-uri 'none'", "form-action 'none'", "frame-ancestors 'self'",
].join('; ');

/** The Content tab of an authored lesson, or null when it has no content of its own or is archived. */
export async function renderLessonContent(db: Db, lessonId: number): Promise<string | null> {
  const [row] = await db.select({ name: lessons.name, position: lessons.position, html: lessons.contentHtml, subject: subjects.name, slug: subjects.slug })
    .from(lessons).innerJoin(subjects, eq(subjects.id, lessons.subjectId))
    .where(and(eq(lessons.id, lessonId), isNull(lessons.archivedAt), isNull(subjects.archivedAt))).limit(1);
  if (!row || !row.html) return null;
  return htmlDocument({
    title: `Lesson ${row.position}: ${row.name} · ${row.subject}`,
    style: `:root { --accent: ${subjectAccent(row.slug, ACCENT)}; }${CONTENT_CSS}`,
    // The stored text was sanitised when it was saved (sanitize.ts); it is served as stored.
    body: `<main class="page">
<header><p>${escapeHtml(row.subject)} · Lesson ${row.position}</p><h1>${escapeHtml(row.name)}</h1></header>
<div class="content">
${row.html}
</div>
</main>`,
  });
}

/**
 * The Quiz tab of a lesson with a practice quiz: its questions checked in the browser. The page carries the answer
 * key, so it is served only for a quiz of kind practice — never assigned, and asking no question of a graded quiz
 * (ADR 0022, enforced where quizzes, lessons and assignments are written) — and not for archived lessons and quizzes.
 */
export async function renderPracticeQuiz(db: Db, lessonId: number): Promise<string | null> {
  const [row] = await db.select({ lesson: lessons.name, position: lessons.position, subject: subjects.name, quizId: quizzes.id, quizName: quizzes.quizName })
    .from(lessons).innerJoin(subjects, eq(subjects.id, lessons.subjectId)).innerJoin(quizzes, eq(quizzes.id, lessons.practiceQuizId))
    .where(and(eq(lessons.id, lessonId), isNull(lessons.archivedAt), isNull(subjects.archivedAt), isNull(quizzes.archivedAt),
      eq(quizzes.kind, 'practice'))).limit(1);
  if (!row) return null;
  const list = (await loadQuestions(db, [row.quizId])).get(row.quizId)!;
  return renderPracticeQuizPage({
    subject: row.subject, lesson: row.lesson, position: row.position, accent: ACCENT,
    intro: 'Pick an answer for each question, then press <b>Check answers</b>. This practice is not marked.',
    questions: list.map((q) => ({ prompt: q.text, options: q.answers.map((a) => a.text), correct: q.answers.findIndex((a) => a.is_correct) })),
  });
}
