/**
 * The demo course in Hindi (issue 33 item 2, ADR 0044): the versions of what a Hindi-medium student learns from, so a
 * student who switches to हिन्दी learns in Hindi. For every grade's subjects that the course has translated
 * (server/content/hi: robotics and electronics):
 * - the subject's name and description, each lesson's name and text (the lesson rendered as the English one is, with
 *   Hindi fixed words, sanitised as authoring's save would) and its Hindi hint sheet and lesson plan (per grade);
 * - the graded quizzes of those subjects: name and topic, and each question and option, found by the English bank
 *   text's place in the bank (options in bank order, as quizzes.ts stores them);
 * - demo.teacher's three papers of issue 32 (Robotics, grade 7), every question, option and accepted answer (a typed
 *   answer's version keeps its match key, so it is marked the same);
 * and the news and updates in Hindi (two news items in Marathi too). The lessons' Quiz tabs are their key-term
 * self-checks, rendered from the course files (features/content/practice-page.ts), not quiz rows, so they have no rows
 * to translate here. Versions are per content item, never per student: the district seed runs this unchanged.
 */
import { asc, inArray } from 'drizzle-orm';
import { answerMatchKey, type QuestionKind } from '@prayog/contract';
import { answers, news, questions, quizzes, updates } from '../schema';
import {
  answerTranslations, lessonTranslations, newsTranslations, questionTranslations, quizTranslations, subjectTranslations, updateTranslations,
} from '../features/translations/translations.table';
import { questionBank } from '../content/question-banks';
import { lessonContentHtml } from '../content/lesson-page';
import { buildHintPdf, buildLessonPlanPdf } from '../content/pdfs';
import { courseTranslations, translatedSubject } from '../content/translations';
import { sanitizeLessonHtml } from '../features/authoring/sanitize';
import { type SeedContext, chunks, insertAll, storeFile } from './context';
import type { Curriculum } from './curriculum';
import type { DemoAssessment } from './assessments';
import { PAPERS } from './assessment-papers';
import { GLOBAL_NEWS, SCHOOL_NEWS, UPDATE_TEMPLATES, schoolUpdate } from './news';
import { homeworkLesson, type QuizRef } from './quizzes';
import type { People } from './schools-and-users';
import {
  GLOBAL_NEWS_TEXT, PAPER_ANSWER_HI, PAPER_HI, PAPER_QUESTION_HI, QUIZ_LABEL_HI, SCHOOL_NEWS_HI, UPDATE_HI, gradeHi, quizTopicHi, schoolUpdateHi,
} from './translations-text';
import { addDays, istTime } from './time';

type AnswerVersion = typeof answerTranslations.$inferInsert;

/** A text the seed has no translation for: the English changed without it, so the seed stops rather than mix them. */
function missing(what: string, english: string): never {
  throw new Error(`No Hindi for the ${what} "${english}": add it beside the English (seed/translations-text.ts or server/content/hi)`);
}

export async function seedTranslations(ctx: SeedContext, people: People, curriculum: Curriculum, quizList: QuizRef[], papers: DemoAssessment[]): Promise<void> {
  for (const [language, slugs] of courseTranslations()) await seedCourse(ctx, people, curriculum, quizList, language, new Set(slugs));
  await seedPapers(ctx, people, papers);
  await seedNewsVersions(ctx, people);
}

/** Subjects, lessons (text and documents) and graded quizzes of the subjects translated into `language`. */
async function seedCourse(ctx: SeedContext, people: People, curriculum: Curriculum, quizList: QuizRef[], language: string, slugs: Set<string>): Promise<void> {
  // The course was translated when it was written (curriculum.ts dates it 60 days before the window).
  const writtenAt = istTime(addDays(ctx.windowStart, -55), 10, 0);
  const written = { language, updatedAt: writtenAt, updatedBy: people.adminId };
  const subjects = [...curriculum.byGrade.values()].flat().filter((s) => slugs.has(s.slug));
  const hi = (slug: string) => translatedSubject(language, slug)!;

  // The documents: one hint per lesson (every grade shares it, as in English), one lesson plan per lesson and grade.
  const hints = new Map<string, string>();
  const plans = new Map<string, string>();
  for (const subject of subjects) {
    for (const lesson of subject.lessons) {
      const key = `${subject.slug}/${lesson.position}`;
      if (!hints.has(key)) {
        hints.set(key, await storeFile(ctx, await buildHintPdf(subject.slug, lesson.position, language), {
          originalName: `${subject.slug}-lesson-${lesson.position}-hint-${language}.pdf`, kind: 'hint', ownerId: people.adminId, createdAt: writtenAt,
        }));
      }
      plans.set(`${key}/${subject.grade}`, await storeFile(ctx, await buildLessonPlanPdf(subject.slug, lesson.position, subject.grade, language), {
        originalName: `${subject.slug}-grade-${subject.grade}-lesson-${lesson.position}-plan-${language}.pdf`, kind: 'lesson_plan', ownerId: people.adminId, createdAt: writtenAt,
      }));
    }
  }

  await insertAll(ctx, subjectTranslations, subjects.map((s) => ({
    subjectId: s.id, name: hi(s.slug).subject.name, description: hi(s.slug).subject.description, ...written,
  })));

  const html = new Map<string, string>();
  await insertAll(ctx, lessonTranslations, subjects.flatMap((s) => s.lessons.map((l) => {
    const key = `${s.slug}/${l.position}`;
    // What authoring's save would store (the lesson text's versions are sanitised like the English, ADR 0044).
    if (!html.has(key)) html.set(key, sanitizeLessonHtml(lessonContentHtml(s.slug, l.position, language)));
    return {
      lessonId: l.id, name: hi(s.slug).subject.lessons[l.position - 1].name, contentHtml: html.get(key)!,
      hintFileId: hints.get(key)!, lessonPlanFileId: plans.get(`${key}/${s.grade}`)!, ...written,
    };
  })));

  // The graded quizzes: their names and topics (the quiz types' words are written for Hindi; another language's quizzes
  // keep English names until it has them), and their questions and options by the bank's places.
  const refs = quizList.filter((q) => slugs.has(q.subject.slug));
  if (language === 'hi') {
    await insertAll(ctx, quizTranslations, refs.map((q) => {
      const { subject } = hi(q.subject.slug);
      return {
        quizId: q.id, ...written,
        quizName: `${subject.name} ${QUIZ_LABEL_HI[q.type]} ${gradeHi(q.grade)}`,
        topic: quizTopicHi(q.type, subject.name, subject.lessons[homeworkLesson(q.grade, q.subject.index) - 1].name),
      };
    }));
  }

  const slugOfQuiz = new Map(refs.map((q) => [q.id, q.subject.slug]));
  const questionVersions: (typeof questionTranslations.$inferInsert)[] = [];
  const answerVersions: AnswerVersion[] = [];
  for (const part of chunks(refs.map((q) => q.id))) {
    const rows = await ctx.db.select({ id: questions.id, quizId: questions.quizId, text: questions.text }).from(questions)
      .where(inArray(questions.quizId, part)).orderBy(asc(questions.id));
    const options = await ctx.db.select({ id: answers.id, questionId: answers.questionId, position: answers.position }).from(answers)
      .where(inArray(answers.questionId, rows.map((r) => r.id))).orderBy(asc(answers.id));
    const place = new Map<number, number>();
    for (const r of rows) {
      const slug = slugOfQuiz.get(r.quizId)!;
      const index = questionBank(slug).findIndex((b) => b.text === r.text);
      if (index < 0) missing('bank question', r.text);
      place.set(r.id, index);
      questionVersions.push({ questionId: r.id, text: hi(slug).bank[index].text, ...written });
    }
    const quizOf = new Map(rows.map((r) => [r.id, r.quizId]));
    for (const o of options) {
      const translated = hi(slugOfQuiz.get(quizOf.get(o.questionId)!)!).bank[place.get(o.questionId)!];
      answerVersions.push({ answerId: o.id, text: translated.options[o.position - 1] ?? missing('option', String(o.id)), matchKey: null, ...written });
    }
  }
  await insertAll(ctx, questionTranslations, questionVersions);
  await insertAll(ctx, answerTranslations, answerVersions);
}

/** demo.teacher's papers (assessment-papers.ts): every text, a typed answer's version with its match key. */
async function seedPapers(ctx: SeedContext, people: People, papers: DemoAssessment[]): Promise<void> {
  if (papers.length === 0) return;
  const made = await ctx.db.select({ id: quizzes.id, createdAt: quizzes.createdAt }).from(quizzes).where(inArray(quizzes.id, papers.map((p) => p.id)));
  const createdAt = new Map(made.map((q) => [q.id, q.createdAt]));
  const quizVersions: (typeof quizTranslations.$inferInsert)[] = [];
  const questionVersions: (typeof questionTranslations.$inferInsert)[] = [];
  const answerVersions: AnswerVersion[] = [];
  for (const made of papers) {
    const paper = PAPERS.find((p) => p.key === made.key)!;
    // The teacher wrote the Hindi the same evening.
    const written = { language: 'hi', updatedAt: new Date(createdAt.get(made.id)!.getTime() + 3 * 3600_000), updatedBy: people.demo.teacher.id };
    quizVersions.push({ quizId: made.id, quizName: PAPER_HI[paper.key]?.name ?? missing('paper', paper.name), topic: PAPER_HI[paper.key].topic, ...written });
    const kindOf = new Map<number, QuestionKind>();
    made.questionIds.forEach((questionId, i) => {
      const english = paper.questions[i];
      kindOf.set(questionId, english.kind);
      questionVersions.push({ questionId, text: PAPER_QUESTION_HI[english.text] ?? missing('paper question', english.text), ...written });
    });
    const options = await ctx.db.select({ id: answers.id, questionId: answers.questionId, text: answers.text }).from(answers)
      .where(inArray(answers.questionId, made.questionIds)).orderBy(asc(answers.id));
    for (const o of options) {
      const text = PAPER_ANSWER_HI[o.text] ?? missing('paper answer', o.text);
      answerVersions.push({ answerId: o.id, text, matchKey: answerMatchKey(kindOf.get(o.questionId)!, text), ...written });
    }
  }
  await insertAll(ctx, quizTranslations, quizVersions);
  await insertAll(ctx, questionTranslations, questionVersions);
  await insertAll(ctx, answerTranslations, answerVersions);
}

/** The news (global and each school's) and the current updates, by their English text. */
async function seedNewsVersions(ctx: SeedContext, people: People): Promise<void> {
  const written = (language: string, at: Date) => ({ language, updatedAt: at, updatedBy: people.adminId });
  const byText = new Map<string, { hi: { title: string; content: string }; mr?: { title: string; content: string } }>();
  for (const n of GLOBAL_NEWS) byText.set(n.title, GLOBAL_NEWS_TEXT[n.title] ?? missing('news', n.title));
  for (const school of people.schools) {
    SCHOOL_NEWS.forEach((make, i) => byText.set(make(school.shortName).title, { hi: SCHOOL_NEWS_HI[i](school.shortName) }));
  }
  const newsRows = await ctx.db.select({ id: news.id, title: news.title, publishedAt: news.publishedAt }).from(news).orderBy(asc(news.id));
  const newsVersions = newsRows.flatMap((n) => {
    const text = byText.get(n.title) ?? missing('news', n.title);
    return Object.entries(text).map(([language, t]) => ({ newsId: n.id, title: t.title, content: t.content, ...written(language, n.publishedAt) }));
  });
  await insertAll(ctx, newsTranslations, newsVersions);

  const messages = new Map(UPDATE_TEMPLATES.map((u) => [u.message, UPDATE_HI[u.message] ?? missing('update', u.message)]));
  for (const school of people.schools) messages.set(schoolUpdate(school.shortName), schoolUpdateHi(school.shortName));
  const updateRows = await ctx.db.select({ id: updates.id, message: updates.message, createdAt: updates.createdAt }).from(updates).orderBy(asc(updates.id));
  await insertAll(ctx, updateTranslations, updateRows.map((u) => ({
    updateId: u.id, message: messages.get(u.message) ?? missing('update', u.message), ...written('hi', u.createdAt),
  })));
}
