import { and, eq, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUTHORING_MESSAGES, QTI_IMPORT_NAMES, QTI_MAX_ITEMS, QTI_MESSAGES, QUIZ_MAX_QUESTIONS, qtiImported,
  type QtiImportResult, type QtiPreview, type QuizKind, type qtiExportQuerySchema,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import { textArray } from '../../db/array-literals';
import { rowsOf } from '../../db/rows';
import { badRequest, notFound } from '../../lib/http-errors';
import type { Principal } from '../../policies';
import { recordAudit } from '../audit';
import { questionBank, refuseQuestionsOfOtherKind, resolveQuestions, writeQuestions } from '../authoring';
import { subjects } from '../lessons/subjects.table';
import { questions, quizzes } from '../quizzes/quizzes.table';
import { readItem, type ReadQuestion } from './qti-item-reader';
import { offeredItems } from './qti-package-reader';
import { qtiPackage } from './qti-package-writer';

async function requireSubject(db: Db, id: number) {
  const [subject] = await db.select({ id: subjects.id, name: subjects.name, slug: subjects.slug, grade: subjects.grade }).from(subjects).where(eq(subjects.id, id)).limit(1);
  if (!subject) throw notFound(AUTHORING_MESSAGES.noSuchSubject);
  return subject;
}
type Subject = Awaited<ReturnType<typeof requireSubject>>;

/**
 * The subject's bank as a QTI package: the questions the bank lists to the caller (every quiz's for a superuser, a
 * teacher's own school's only — the answer-reveal rule, since the package carries every answer), each text once.
 */
export async function exportBank(db: Db, user: Principal, subjectId: number, q: z.output<typeof qtiExportQuerySchema>) {
  const subject = await requireSubject(db, subjectId);
  const bank = await questionBank(db, user, subjectId, { limit: QTI_MAX_ITEMS + 1, offset: 0, kind: q.kind, tag: q.tag });
  if (bank.count > QTI_MAX_ITEMS) throw badRequest(QTI_MESSAGES.tooManyToExport);
  const name = `${subject.slug}-grade-${subject.grade}`;
  return {
    bytes: Buffer.from(qtiPackage(`prayog-${name}`, `${subject.name} (grade ${subject.grade})`, bank.results)),
    filename: `${name}${q.tag ? `-${q.tag.replace(/[^\w-]+/g, '_')}` : ''}-qti.zip`,
    count: bank.results.length,
  };
}

/** What an upload would do: the items taken (in file order), those refused with why, and the quizzes it makes. */
export interface ImportPlan {
  subject: Subject;
  fileName: string;
  items: number;
  taken: { identifier: string; quizKind: QuizKind; question: ReadQuestion }[];
  refused: { identifier: string; reason: string }[];
}

/** A text as the bank tells questions apart: any case, spaces trimmed and collapsed. */
const textKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const keySql = (column: unknown) => sql`lower(regexp_replace(trim(${column}), '\\s+', ' ', 'g'))`;

/** The kinds of quiz that already ask each of the texts (ADR 0022: a text is in quizzes of one kind only). */
async function kindsAsking(db: Db, texts: string[]): Promise<Map<string, Set<string>>> {
  const asked = new Map<string, Set<string>>();
  if (texts.length === 0) return asked;
  const rows = rowsOf<{ text: string; kind: string }>(await db.execute(sql`select distinct t.text, z.kind
    from unnest(${textArray(texts)}::text[]) as t(text)
    join ${questions} q on ${keySql(sql`q.text`)} = ${keySql(sql`t.text`)}
    join ${quizzes} z on z.id = q.quiz_id`));
  for (const r of rows) asked.set(r.text, (asked.get(r.text) ?? new Set()).add(r.kind));
  return asked;
}

/** Reads and checks an upload against itself and the quizzes that exist. Saves nothing. */
export async function planImport(db: Db, subjectId: number, bytes: Buffer, fileName: string): Promise<ImportPlan> {
  const subject = await requireSubject(db, subjectId);
  const read = offeredItems(bytes, fileName).map(readItem);
  const asked = await kindsAsking(db, read.flatMap((r) => (r.ok ? [r.question.text] : [])));
  const firstOf = new Map<string, string>();
  const plan: ImportPlan = { subject, fileName, items: read.length, taken: [], refused: [] };
  for (const item of read) {
    if (!item.ok) {
      plan.refused.push({ identifier: item.identifier, reason: item.reason });
      continue;
    }
    const key = textKey(item.question.text);
    const earlier = firstOf.get(key);
    const other: QuizKind = item.quizKind === 'graded' ? 'practice' : 'graded';
    if (earlier !== undefined) plan.refused.push({ identifier: item.identifier, reason: QTI_MESSAGES.repeated.replace('{{identifier}}', earlier) });
    else if (asked.get(item.question.text)?.has(other)) {
      plan.refused.push({ identifier: item.identifier, reason: other === 'practice' ? QTI_MESSAGES.askedByPractice : QTI_MESSAGES.askedByGraded });
    } else {
      firstOf.set(key, item.identifier);
      plan.taken.push(item);
    }
  }
  return plan;
}

/** The number after the subject's last "Imported questions (n)" (and the same for practice). */
async function nextNumbers(db: Db, subjectId: number): Promise<Record<QuizKind, number>> {
  const next: Record<QuizKind, number> = { graded: 1, practice: 1 };
  for (const kind of ['graded', 'practice'] as const) {
    const prefix = `${QTI_IMPORT_NAMES[kind]} (`;
    const names = await db.select({ name: quizzes.quizName }).from(quizzes)
      .where(and(eq(quizzes.subjectId, subjectId), like(quizzes.quizName, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)));
    for (const { name } of names) {
      const n = Number(/\((\d+)\)$/.exec(name)?.[1]);
      if (Number.isInteger(n) && n >= next[kind]) next[kind] = n + 1;
    }
  }
  return next;
}

/** The quizzes the taken items go into: by kind of quiz, in file order, QUIZ_MAX_QUESTIONS a quiz. */
function chunked(plan: ImportPlan, next: Record<QuizKind, number>) {
  const made: { name: string; kind: QuizKind; questions: ReadQuestion[] }[] = [];
  for (const kind of ['graded', 'practice'] as const) {
    const items = plan.taken.filter((t) => t.quizKind === kind).map((t) => t.question);
    for (let i = 0; i < items.length; i += QUIZ_MAX_QUESTIONS) {
      made.push({ name: `${QTI_IMPORT_NAMES[kind]} (${next[kind]++})`, kind, questions: items.slice(i, i + QUIZ_MAX_QUESTIONS) });
    }
  }
  return made;
}

export async function toPreview(db: Db, plan: ImportPlan, translate: (text: string) => string): Promise<QtiPreview> {
  return {
    items: plan.items,
    taken: plan.taken.map((t) => ({
      identifier: t.identifier, kind: t.question.kind, quiz_kind: t.quizKind, text: t.question.text, marks: t.question.marks,
      answers: t.question.answers.length, tags: t.question.tags,
    })),
    not_taken: plan.refused.map((r) => ({ identifier: r.identifier, reason: translate(r.reason) })),
    quizzes: chunked(plan, await nextNumbers(db, plan.subject.id)).map((q) => ({ name: q.name, kind: q.kind, question_count: q.questions.length })),
  };
}

/** Imported quizzes get a minute a question, within the quizzes' 10 to 300. */
const minutesFor = (count: number) => Math.min(300, Math.max(10, count));

/**
 * Makes the taken items the subject's new quizzes for every school, through the authoring rules (the same checks and
 * writes as the editor), in one transaction with an audit entry per quiz. The other-kind check runs again under its
 * lock, so a question asked meanwhile by a quiz of the other kind makes the whole import a 409.
 */
export async function runImport(db: Db, user: Principal, plan: ImportPlan): Promise<QtiImportResult> {
  if (plan.taken.length === 0) throw badRequest(QTI_MESSAGES.nothingToImport);
  const { subject } = plan;
  const made = await db.transaction(async (tx) => {
    for (const kind of ['graded', 'practice'] as const) {
      await refuseQuestionsOfOtherKind(tx, kind, plan.taken.filter((t) => t.quizKind === kind).map((t) => t.question.text));
    }
    // Numbered under the lock just taken, so two imports at once do not both make "(n)".
    const groups = chunked(plan, await nextNumbers(tx, subject.id));
    const quizzesMade: QtiImportResult['quizzes'] = [];
    for (const group of groups) {
      const written = await resolveQuestions(tx, user, group.questions);
      const [row] = await tx.insert(quizzes).values({
        quizName: group.name, topic: 'Imported from a QTI package', quizType: 'homework', kind: group.kind, timeMinutes: minutesFor(written.length),
        subjectId: subject.id, grade: subject.grade, schoolId: null, createdBy: user.id,
      }).returning({ id: quizzes.id });
      await writeQuestions(tx, row.id, written);
      await recordAudit(tx, {
        schoolId: null, actorId: user.id, action: 'create', entity: 'quiz', entityId: row.id,
        after: { name: group.name, kind: group.kind, subject_id: subject.id, grade: subject.grade, questions: written.length, imported_from: 'qti', file: plan.fileName },
      });
      quizzesMade.push({ id: row.id, name: group.name, kind: group.kind, question_count: written.length });
    }
    return quizzesMade;
  });
  return { detail: qtiImported(plan.taken.length, made.length), questions: plan.taken.length, not_taken: plan.refused.length, quizzes: made };
}
