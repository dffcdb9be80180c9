import { and, count, eq, gte, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { certificateUrl, type Language, type QuizAttemptState, type QuizListItem, type QuizListResponse, type QuizType } from '@prayog/contract';
import type { Db } from '../../db/client';
import { intArray, textArray, timestampArray } from '../../db/array-literals';
import { perDatabase } from '../../db/per-database';
import { preparedStatement } from '../../db/prepared';
import { batcherPerDatabase } from '../../core/group-commit';
import { schoolToday } from '../../lib/school-time';
import type { StudentContext } from '../../core/identity/student-context';
import { READER, READER_KEYS, STUDENTS_PER_BATCH, readerRows, readerValues, type StudentRead } from '../../read-models/student-read-batch';
import { quizzes, questions, quizAssignments, quizAttempts, attemptAnswers } from './quizzes.table';
import { inLanguage, textLanguage, versionOf } from '../translations';
import { quizTranslations } from '../translations/translations.table';
import { closeExpiredAttempts, expiredBefore, isAnswered, secondsLeft } from './attempt-scoring';
import { openToStudents } from './quiz-visibility';
import { perLanguage } from '../../lib/per-language';

interface ListOptions {
  quizType?: QuizType;
  limit: number;
  offset: number;
}

type ListParam = 'student' | 'school' | 'grade' | 'section' | 'joinedOn' | 'type' | 'today' | 'expired' | 'limit' | 'offset';
type Params<K extends ListParam = ListParam> = Record<K, SQLWrapper>;
/** What picks the student's quizzes (the page and the count alike). */
type ClassParam = 'student' | 'school' | 'grade' | 'section' | 'joinedOn' | 'type';

/**
 * The quizzes assigned to the student's class (quiz_assignments_class_idx), optionally of one type — except
 * those that closed before the student joined, which were never theirs to take (unless they took them anyway).
 */
const assignedToClass = (p: Params<ClassParam>) => and(
  eq(quizAssignments.schoolId, p.school),
  eq(quizAssignments.grade, p.grade),
  eq(quizAssignments.section, p.section),
  sql`(${p.type}::text is null or ${quizzes.quizType} = ${p.type}::text)`,
  or(isNotNull(quizAttempts.id), isNull(quizAssignments.dueDate), gte(quizAssignments.dueDate, p.joinedOn)),
  // A quiz deleted after others took it stays only with those who took it.
  or(openToStudents, isNotNull(quizAttempts.id)),
);

/** The student's attempt at each quiz, if any. */
const attemptOf = (p: Params<ClassParam>) => and(eq(quizAttempts.quizId, quizzes.id), eq(quizAttempts.studentId, p.student));

/**
 * Running, then still open (soonest due first), then submitted, then closed without an attempt last, so a student who
 * joins late finds the quizzes they can take on the first page.
 */
const listOrder = (p: Params) => sql`
  case when ${quizAttempts.status} = 'in_progress' then 0
    when ${quizAttempts.status} = 'submitted' then 2
    when ${quizAssignments.dueDate} < ${p.today}::date then 3 else 1 end,
  case when ${quizAttempts.status} is null then ${quizAssignments.dueDate} end asc nulls last,
  coalesce(${quizAttempts.submittedAt}, ${quizAttempts.deadlineAt}) desc,
  ${quizzes.id} asc`;

/**
 * One student's page of the list, with the list's count and whether one of their attempts ran out unseen; the quizzes'
 * names and topics in the language where a version has them (ADR 0044: one more join, on its primary key).
 */
const pageOf = (p: Params, language: Language) => sql`
  select ${quizzes.id} as id, ${inLanguage(quizTranslations.quizName, quizzes.quizName)} as name,
    ${inLanguage(quizTranslations.topic, quizzes.topic)} as topic, ${textLanguage(quizTranslations.quizName, language)} as text_language,
    ${quizzes.quizType} as type,
    ${quizzes.timeMinutes} as minutes, ${quizzes.passPercent} as pass_percent, ${quizAssignments.dueDate} as due_date,
    ${quizAssignments.assignedAt} as assigned_at,
    -- A pool quiz asks each student its draw count (ADR 0041).
    coalesce(${quizzes.drawCount}, (select count(*)::int from ${questions} where ${questions.quizId} = ${quizzes.id})) as question_count,
    ${quizAttempts.id} as attempt_id, ${quizAttempts.status} as status, ${quizAttempts.deadlineAt} as deadline_at,
    ${quizAttempts.submittedAt} as submitted_at, ${quizAttempts.totalQuestions} as total, ${quizAttempts.correctCount} as correct,
    ${quizAttempts.scorePercent} as score_percent, ${quizAttempts.marksScored} as marks, ${quizAttempts.marksTotal} as max_marks,
    -- Answers saved so far matter only while an attempt runs: a submitted one's are not counted (a district student has dozens).
    case when ${quizAttempts.status} = 'in_progress'
      then (select count(*)::int from ${attemptAnswers} where ${attemptAnswers.attemptId} = ${quizAttempts.id}
        and ${isAnswered(sql`${attemptAnswers}`)}) else 0 end as answered,
    (count(*) over ())::int as count,
    exists (select 1 from quiz_attempts x where x.student_id = ${p.student}::int
      and x.status = 'in_progress' and x.deadline_at < ${p.expired}::timestamptz) as expired,
    row_number() over (order by ${listOrder(p)}) as place
  from ${quizAssignments}
    inner join ${quizzes} on ${eq(quizzes.id, quizAssignments.quizId)}
    left join ${quizAttempts} on ${attemptOf(p)}
    left join ${quizTranslations} on ${versionOf(quizTranslations.quizId, quizzes.id, quizTranslations.language, language)}
  where ${assignedToClass(p)}
  order by ${listOrder(p)}
  limit ${p.limit} offset ${p.offset}`;

/** Where a page finds its student's values: the batch's common columns (READER), then the page's own. */
const ROW: Record<ListParam, SQL> = {
  ...READER, joinedOn: sql`reader.for_joined_on`, expired: sql`reader.for_expired`, limit: sql`reader.for_limit`, offset: sql`reader.for_offset`,
};

/**
 * The pages of every student listing at the same moment in ONE statement (ADR 0020), as the homes and reports are
 * read (read-models/student-read-batch.ts): a whole class opens its quizzes at once, and the list is never kept.
 * One statement per language (its value bound once in it), so a batch is the students reading in one language.
 */
const pagesStatement = (language: Language) => preparedStatement(`quiz_list_pages_${language}`, [...READER_KEYS, 'joinedOns', 'expireds', 'limits', 'offsets'] as const, (p) => sql`
  select reader.for_position, page.*
  from ${readerRows(p, {
    arrays: sql`${p.joinedOns}::date[], ${p.expireds}::timestamptz[], ${p.limits}::int[], ${p.offsets}::int[]`,
    columns: 'for_joined_on, for_expired, for_limit, for_offset',
  })}
    left join lateral (${pageOf(ROW, language)}) page on true
  order by reader.for_position, page.place`);

/** A page row as the driver reads it (timestamps as text); a student whose page is empty has one row of nulls. */
interface PageRow {
  for_position: number | string; id: number | null; name: string; topic: string; text_language: Language; type: QuizType; minutes: number; pass_percent: number;
  due_date: string | null; assigned_at: string; question_count: number; attempt_id: number | null; status: string | null;
  deadline_at: string | null; submitted_at: string | null; total: number | null; correct: number | null; score_percent: number | null;
  marks: number | null; max_marks: number | null;
  answered: number; count: number; expired: boolean;
}

/** A student's read of one page of their list. */
type PageAsk = StudentRead & { limit: number; offset: number };

const pageReadsIn = (language: Language) => {
  const statement = pagesStatement(language);
  return batcherPerDatabase(async (db: Db, asks: PageAsk[]): Promise<PageRow[][]> => {
    const rows = await statement<PageRow>(db, {
      ...readerValues(asks),
      joinedOns: textArray(asks.map((a) => schoolToday(a.student.timeZone, a.student.joinedAt))),
      expireds: timestampArray(asks.map((a) => expiredBefore(a.now))),
      limits: intArray(asks.map((a) => a.limit)), offsets: intArray(asks.map((a) => a.offset)),
    });
    const pages = asks.map((): PageRow[] => []);
    for (const row of rows) if (row.id !== null) pages[Number(row.for_position) - 1].push(row);
    return pages;
  }, (ask: PageAsk) => ask.student.id, STUDENTS_PER_BATCH);
};
/** Each language's statement and batches, made when a student first lists in it. */
const pageReadsByLanguage = perLanguage(pageReadsIn);
const pageReads = (db: Db, language: Language) => pageReadsByLanguage.of(language)(db);

/** The list's count on its own, for a page past the last one (which carries no count). */
const totalQuery = perDatabase((db) => {
  const at = (name: ClassParam) => sql.placeholder(name);
  const p: Params<ClassParam> = {
    student: at('student'), school: at('school'), grade: at('grade'), section: at('section'), joinedOn: at('joinedOn'), type: at('type'),
  };
  return db.select({ total: count() }).from(quizAssignments).innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
    .leftJoin(quizAttempts, attemptOf(p))
    .where(assignedToClass(p))
    .prepare('quiz_list_count');
});

/**
 * The Assessments panel's card grid: the quizzes of the student's class with the student's own
 * attempt state. Running attempts come first (so a reload finds them on the first page), then the
 * quizzes still to take, soonest due first, then the submitted ones, newest first.
 * Usually one statement, shared with the other students listing at the same moment: expired attempts are closed (and
 * the page read again) only when the page says there are some.
 */
export async function listStudentQuizzes(db: Db, student: StudentContext, opts: ListOptions, now: Date, language: Language): Promise<QuizListResponse> {
  const ask: PageAsk = { student, quizType: opts.quizType ?? null, now, limit: opts.limit, offset: opts.offset };
  let rows = await pageReads(db, language).submit(ask);
  let total = rows[0]?.count ?? 0;
  if (rows.length > 0 && rows[0].expired) {
    // An attempt whose time ran out while nobody was watching becomes a result before it is listed.
    await closeExpiredAttempts(db, student.id, now);
    rows = await pageReads(db, language).submit(ask);
    total = rows[0]?.count ?? total;
  } else if (rows.length === 0) {
    // Past the last page (or nothing assigned): the page carried neither the count nor the check.
    await closeExpiredAttempts(db, student.id, now);
    [{ total }] = await totalQuery(db).execute({
      student: student.id, school: student.schoolId, grade: student.grade, section: student.section,
      joinedOn: schoolToday(student.timeZone, student.joinedAt), type: opts.quizType ?? null,
    });
  }

  const today = schoolToday(student.timeZone, now);
  const results = rows.map((r): QuizListItem => {
    let attempt: QuizAttemptState = { status: 'not_started' };
    if (r.attempt_id !== null && r.status === 'in_progress') {
      attempt = { status: 'in_progress', attempt_id: r.attempt_id, seconds_left: secondsLeft(new Date(r.deadline_at!), now), answered: r.answered };
    } else if (r.attempt_id !== null) {
      const passed = r.score_percent! >= r.pass_percent;
      attempt = {
        status: 'submitted', attempt_id: r.attempt_id, score: r.correct!, total: r.total!,
        marks: Number(r.marks), max_marks: r.max_marks!, score_percent: r.score_percent!, passed,
        submitted_at: new Date(r.submitted_at ?? r.deadline_at!).toISOString(), certificate_url: passed ? certificateUrl(r.attempt_id) : null,
      };
    }
    return {
      id: r.id!, quiz_name: r.name, topic: r.topic, quiz_type: r.type, time: r.minutes, no_of_questions: r.question_count,
      due_date: r.due_date, assigned_at: new Date(r.assigned_at).toISOString(), closed: r.due_date !== null && r.due_date < today, attempt,
      text_language: r.text_language,
    };
  });
  return { count: total, limit: opts.limit, offset: opts.offset, results };
}
