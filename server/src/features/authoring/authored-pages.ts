/**
 * The pages the lesson viewer frames for authored lessons: the Content tab (the lesson's sanitised rich text) and
 * the Quiz tab (a self-check of the lesson's practice quiz). Both are public, like all course material in frames.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { SOURCE_LANGUAGE, answerMatchKey, normaliseAnswerText, type Language, type QuestionKind } from '@prayog/contract';
import type { Db } from '../../db/client';
import { escapeHtml, htmlDocument } from '../../content/html';
import { SCRIPT_FAMILY, scriptFontFaces } from '../../content/fonts';
import { renderPracticeQuizPage, type PracticeQuestion } from '../../content/practice-quiz-page';
import { subjectAccent } from '../../content/theme';
import { lessons, subjects } from '../lessons/lessons.table';
import { answers, questions, quizzes } from '../quizzes/quizzes.table';
import { inLanguage, textLanguage, versionOf } from '../translations';
import { answerTranslations, lessonTranslations, questionTranslations, subjectTranslations } from '../translations/translations.table';
import { fill, frameWords } from './page-words';

const FONT_STACK = `${SCRIPT_FAMILY}, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', sans-serif`;
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
.note { margin: 0 0 14px; padding: 8px 12px; border-radius: 10px; background: #fef9c3; color: #713f12; font-size: 14px; }
`;

/**
 * The content page's policy: no script at all; images from the web; frames from YouTube's players only (the
 * sanitiser keeps no other frame); nothing else is fetched.
 */
export const lessonContentSecurityPolicy = [
  "default-src 'none'", "script-src 'none'", "style-src 'unsafe-inline'", 'img-src https: data:',
  'frame-src https://www.youtube.com https://youtube.com https://www.youtube-nocookie.com https://youtube-nocookie.com',
  "font-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'self'",
].join('; ');

/** The subject's version of a lesson's frame: its name in the language (the header's first line). */
const subjectVersion = (language: Language) => versionOf(subjectTranslations.subjectId, subjects.id, subjectTranslations.language, language);

/**
 * The Content tab of an authored lesson in the language (ADR 0044): the version's name and text where it has them,
 * else the English ones, with a note at the top when the text is shown in English; null when it has no content of its
 * own or is archived.
 */
export async function renderLessonContent(db: Db, lessonId: number, language: Language, origin = ''): Promise<string | null> {
  const [row] = await db.select({
    name: inLanguage(lessonTranslations.name, lessons.name), position: lessons.position,
    html: inLanguage(lessonTranslations.contentHtml, lessons.contentHtml), htmlLanguage: textLanguage(lessonTranslations.contentHtml, language),
    subject: inLanguage(subjectTranslations.name, subjects.name), slug: subjects.slug,
  })
    .from(lessons).innerJoin(subjects, eq(subjects.id, lessons.subjectId))
    .leftJoin(lessonTranslations, versionOf(lessonTranslations.lessonId, lessons.id, lessonTranslations.language, language))
    .leftJoin(subjectTranslations, subjectVersion(language))
    .where(and(eq(lessons.id, lessonId), isNull(lessons.archivedAt), isNull(subjects.archivedAt))).limit(1);
  if (!row || !row.html) return null;
  const words = frameWords(language);
  const lessonLabel = fill(words.lesson, { n: row.position });
  const note = row.htmlLanguage !== language && words.lessonNotInLanguage
    ? `<p class="note" role="note" lang="${escapeHtml(language)}">${escapeHtml(words.lessonNotInLanguage)}</p>\n` : '';
  return htmlDocument({
    title: `${lessonLabel}: ${row.name} · ${row.subject}`,
    // Framed from a blob, the page resolves no relative address: its fonts are named with the server's origin.
    style: `${scriptFontFaces(origin)}\n:root { --accent: ${subjectAccent(row.slug, ACCENT)}; }${CONTENT_CSS}`,
    // The stored text (and each version) was sanitised when it was saved (sanitize.ts); it is served as stored.
    body: `<main class="page" lang="${escapeHtml(row.htmlLanguage)}">
<header><p>${escapeHtml(row.subject)} · ${escapeHtml(lessonLabel)}</p><h1>${escapeHtml(row.name)}</h1></header>
${note}<div class="content">
${row.html}
</div>
</main>`,
  });
}

/** A practice question in the reader's language, with every language's accepted texts for a typed one. */
interface PracticeRow {
  questionId: number; text: string; versioned: boolean; kind: QuestionKind; tolerance: number | null;
  answerId: number | null; answer: string | null; source: string | null; isCorrect: boolean | null; accepted: string[] | null;
}

/**
 * The practice quiz's questions and options in the language where versions have them, else English; a typed
 * question's accepted answers in every language it has them in, so an answer typed in any of them is right (as
 * marking takes them, ADR 0044). One statement; each version joined by its primary key (item, language).
 */
async function practiceRows(db: Db, quizId: number, language: Language): Promise<PracticeRow[]> {
  return db.select({
    questionId: questions.id, text: inLanguage(questionTranslations.text, questions.text),
    versioned: sql<boolean>`${textLanguage(questionTranslations.text, language)} <> ${SOURCE_LANGUAGE}::text`,
    kind: sql<QuestionKind>`${questions.kind}`, tolerance: questions.tolerance,
    answerId: answers.id, answer: inLanguage(answerTranslations.text, answers.text), source: answers.text, isCorrect: answers.isCorrect,
    accepted: sql<string[] | null>`case when ${questions.kind} = 'short_text' then array(
      select x.text from ${answerTranslations} x where x.answer_id = ${answers.id} and x.text is not null) end`,
  }).from(questions)
    .leftJoin(questionTranslations, versionOf(questionTranslations.questionId, questions.id, questionTranslations.language, language))
    .leftJoin(answers, eq(answers.questionId, questions.id))
    .leftJoin(answerTranslations, versionOf(answerTranslations.answerId, answers.id, answerTranslations.language, language))
    .where(eq(questions.quizId, quizId)).orderBy(asc(questions.position), asc(answers.position));
}

/**
 * The Quiz tab of a lesson with a practice quiz: its questions checked in the browser, in the language (ADR 0044),
 * with the page's own words in it and a note when none of the questions is in it yet. The page carries the answer
 * key, so it is served only for a quiz of kind practice — never assigned, and asking no question of a graded quiz
 * (ADR 0022, enforced where quizzes, lessons and assignments are written) — and not for archived lessons and quizzes.
 */
export async function renderPracticeQuiz(db: Db, lessonId: number, language: Language): Promise<string | null> {
  const [row] = await db.select({
    lesson: inLanguage(lessonTranslations.name, lessons.name), position: lessons.position,
    subject: inLanguage(subjectTranslations.name, subjects.name), quizId: quizzes.id,
  })
    .from(lessons).innerJoin(subjects, eq(subjects.id, lessons.subjectId)).innerJoin(quizzes, eq(quizzes.id, lessons.practiceQuizId))
    .leftJoin(lessonTranslations, versionOf(lessonTranslations.lessonId, lessons.id, lessonTranslations.language, language))
    .leftJoin(subjectTranslations, subjectVersion(language))
    .where(and(eq(lessons.id, lessonId), isNull(lessons.archivedAt), isNull(subjects.archivedAt), isNull(quizzes.archivedAt),
      eq(quizzes.kind, 'practice'))).limit(1);
  if (!row) return null;
  const list = practiceQuestions(await practiceRows(db, row.quizId, language));
  const words = frameWords(language);
  const inIt = list.some((q) => q.versioned);
  return renderPracticeQuizPage({
    subject: row.subject, lesson: row.lesson, position: row.position, accent: ACCENT,
    intro: words.practiceIntro, words, lang: language,
    note: !inIt && words.questionsNotInLanguage ? words.questionsNotInLanguage : undefined,
    questions: list.map((q) => q.page),
  });
}

/** The rows grouped per question, each as its practice page checks it, by kind (ADR 0041). */
function practiceQuestions(rows: PracticeRow[]): { page: PracticeQuestion; versioned: boolean }[] {
  const grouped: { first: PracticeRow; answers: PracticeRow[] }[] = [];
  for (const r of rows) {
    if (grouped.at(-1)?.first.questionId !== r.questionId) grouped.push({ first: r, answers: [] });
    if (r.answerId !== null) grouped.at(-1)!.answers.push(r);
  }
  return grouped.map(({ first: q, answers: list }) => ({ page: practiceQuestion(q, list), versioned: q.versioned }));
}

function practiceQuestion(q: PracticeRow, list: PracticeRow[]): PracticeQuestion {
  const texts = list.map((a) => a.answer ?? '');
  const display = texts.join('; ');
  if (q.kind === 'numeric') return { prompt: q.text, typed: 'number', answer: Number(answerMatchKey('numeric', list[0]?.source ?? '')), tolerance: q.tolerance ?? 0, display };
  if (q.kind === 'short_text') {
    // The English accepted answers and every version of them: the same answers marking accepts for every student.
    const accepted = [...new Set(list.flatMap((a) => [a.source ?? '', ...(a.accepted ?? [])]).map(normaliseAnswerText))];
    return { prompt: q.text, typed: 'text', accepted, display };
  }
  const right = list.flatMap((a, i) => (a.isCorrect ? [i] : []));
  return q.kind === 'multiple' ? { prompt: q.text, options: texts, correct: right, multiple: true } : { prompt: q.text, options: texts, correct: right[0] ?? 0 };
}
