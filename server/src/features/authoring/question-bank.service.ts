import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BankQuestion, QuestionKind, QuizKind, QuizType, questionBankQuerySchema } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../../policies';
import { answers, questions, quizzes } from '../quizzes/quizzes.table';
import { requireSubject } from './subjects.service';

/**
 * A subject's reusable questions: those of its quizzes whose correct answers the caller may see (the answer-reveal
 * rule of ADR 0005) — every quiz's for a superuser, a teacher's own school's quizzes' only. A question asked in several
 * quizzes (the same text, any case and spacing) is listed once, from its newest quiz. `kind` keeps the questions of
 * practice or of graded quizzes only: a quiz may ask only its own kind's (ADR 0022).
 */
export async function questionBank(db: Db, user: Principal, subjectId: number, q: z.output<typeof questionBankQuerySchema>) {
  await requireSubject(db, subjectId);
  const term = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(quizzes.subjectId, subjectId),
    user.isSuperuser ? undefined : eq(quizzes.schoolId, user.schoolId ?? -1),
    term ? ilike(questions.text, term) : undefined,
    q.kind ? eq(quizzes.kind, q.kind) : undefined,
    q.tag ? sql`${q.tag} = any(${questions.tags})` : undefined,
  );
  const textKey = sql`lower(regexp_replace(trim(${questions.text}), '\\s+', ' ', 'g'))`;
  const newest = db.selectDistinctOn([textKey], {
    id: sql<number>`${questions.id}`.as('id'), text: sql<string>`${questions.text}`.as('text'),
    quizId: sql<number>`${quizzes.id}`.as('quiz_id'), quizName: sql<string>`${quizzes.quizName}`.as('quiz_name'),
    quizType: sql<string>`${quizzes.quizType}`.as('quiz_type'), quizKind: sql<string>`${quizzes.kind}`.as('quiz_kind'),
    kind: sql<string>`${questions.kind}`.as('kind'), marks: sql<number>`${questions.marks}`.as('marks'),
    tolerance: sql<number | null>`${questions.tolerance}`.as('tolerance'), tags: sql<string[]>`${questions.tags}`.as('tags'),
  }).from(questions).innerJoin(quizzes, eq(quizzes.id, questions.quizId)).where(where)
    .orderBy(textKey, sql`${quizzes.createdAt} desc`, sql`${questions.id} desc`).as('newest');
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(newest).orderBy(asc(newest.text), asc(newest.id)).limit(q.limit).offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(newest),
  ]);
  const options = rows.length === 0 ? [] : await db.select({ questionId: answers.questionId, text: answers.text, isCorrect: answers.isCorrect })
    .from(answers).where(inArray(answers.questionId, rows.map((r) => r.id))).orderBy(asc(answers.questionId), asc(answers.position));
  const results: BankQuestion[] = rows.map((r) => ({
    id: r.id, text: r.text, quiz_id: r.quizId, quiz_name: r.quizName, quiz_type: r.quizType as QuizType, quiz_kind: r.quizKind as QuizKind,
    kind: r.kind as QuestionKind, marks: Number(r.marks), tolerance: r.tolerance === null ? null : Number(r.tolerance), tags: r.tags,
    answers: options.filter((o) => o.questionId === r.id).map((o) => ({ text: o.text, is_correct: o.isCorrect })),
  }));
  return { count: Number(total), limit: q.limit, offset: q.offset, results };
}
