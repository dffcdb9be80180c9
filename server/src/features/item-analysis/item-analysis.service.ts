import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DISCRIMINATION_MIN_GROUP, ITEM_ANALYSIS_MESSAGES, ITEM_ANALYSIS_QUIZ_LIMIT, isChoiceKind,
  type ItemAnalysis, type ItemAnalysisQuiz, type Language, type QuestionStat, type QuizType,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { preparedStatement } from '../../db/prepared';
import { notFound } from '../../lib/http-errors';
import type { SchoolContext } from '../../policies';
import { loadQuestions } from '../authoring';
import { quizTextsIn } from '../quizzes';
import { quizzes } from '../quizzes/quizzes.table';
import { inLanguage, versionOf } from '../translations';
import { quizTranslations } from '../translations/translations.table';
import { mergeWrongResponses, type RawResponse } from './typed-responses';

/** Which dashboard asks: the teacher's sees its school's own quizzes' answers, the school account's none (ADR 0042). */
export type AnalysisDashboard = 'teacher' | 'school';

export interface AnalysisScope {
  grade?: number;
  section?: string;
}

// The quiz and its version in the reader's language under the names the statements give them (ADR 0044).
const q = alias(quizzes, 'q');
const qv = alias(quizTranslations, 'qv');
const quizVersion = (language: Language) => sql`left join quiz_translations qv on ${versionOf(qv.quizId, q.id, qv.language, language)}`;
const quizTexts = sql`${inLanguage(qv.quizName, q.quizName)} as quiz_name, ${inLanguage(qv.topic, q.topic)} as topic`;

/**
 * The quizzes the school's classes were given (graded only: practice quizzes are never assigned, ADR 0022), named in
 * the reader's language where a version has it.
 */
export async function analysableQuizzes(db: Db, school: SchoolContext, language: Language): Promise<ItemAnalysisQuiz[]> {
  // Bounded by the school's assignments (quiz_assignments_class_idx, school first), grouped per quiz before anything
  // is joined; the count of submitted attempts is the trigger-kept school total (quiz_school_totals). The classes of a
  // quiz come with its analysis: the list stays small for a school given hundreds of quizzes.
  const rows = rowsOf<{ id: number; quiz_name: string; topic: string; quiz_type: QuizType; submitted: number }>(await db.execute(sql`
    select q.id, ${quizTexts}, q.quiz_type, coalesce(t.students, 0)::int as submitted
    from (select quiz_id, max(assigned_at) as newest from quiz_assignments where school_id = ${school.id} group by quiz_id) a
    join quizzes q on q.id = a.quiz_id and q.kind = 'graded'
    ${quizVersion(language)}
    left join quiz_school_totals t on t.quiz_id = a.quiz_id and t.school_id = ${school.id}
    order by a.newest desc, q.id desc
    limit ${ITEM_ANALYSIS_QUIZ_LIMIT}`));
  return rows.map((r) => ({ ...r, id: Number(r.id), submitted: Number(r.submitted) }));
}

interface QuizRow { id: number; quiz_name: string; topic: string; quiz_type: QuizType; kind: string; school_id: number | null; draw_count: number | null }
interface StatRow {
  attempts: number;
  average: number | null;
  qid: number | null;
  given: number;
  right_n: number;
  partial_n: number;
  wrong_n: number;
  upper_n: number;
  upper_right: number;
  lower_n: number;
  lower_right: number;
  picks: Record<string, number> | null;
  responses: [string, number][] | null;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * The statement that reads a quiz's submitted attempts of one school (or one grade or class of it) once, through
 * quiz_attempts_quiz_idx (quiz_id, status) filtered by school, and aggregates them per question in SQL:
 * - each attempt's paper is `question_ids` (a pool's draw) or, when null, every question of the quiz;
 * - a question's credit is the attempt's `credits[id]` (kept at submit; absent: blank). Attempts kept before credits
 *   existed (older rows, the seeds) have only `chosen`: a chosen option is worth its `is_correct`, as the reports read them;
 * - the thirds rank the attempts by score (ntile(3): the top and bottom thirds, sizes differing by one at most);
 * - options are counted from `chosen` (an id, or ids for multiple select); typed answers that earned less than full
 *   credit are grouped case- and space-blind (shown as the first spelling in code-point order, the same on every engine), the 20
 *   commonest per question (merged further in typed-responses.ts).
 * Attempts without `chosen` (only rows written around the API) tell nothing per question and are left out.
 * Prepared once per database (ADR 0020): planning it cost as much as running it. A null grade is the whole school, a
 * null section the whole grade.
 */
const statsOf = preparedStatement('item_analysis_stats', ['quiz', 'school', 'grade', 'section'] as const, (at) => sql`
    with att as (
      select a.id, a.question_ids, a.credits, a.chosen, a.score_percent,
        ntile(3) over (order by a.score_percent desc, a.marks_scored desc, a.id) as third
      from quiz_attempts a
      where a.quiz_id = ${at.quiz}::int and a.status = 'submitted' and a.school_id = ${at.school}::int and a.chosen is not null
        and (${at.grade}::int is null or exists (select 1 from student_profiles sp where sp.user_id = a.student_id
          and sp.grade = ${at.grade}::int and (${at.section}::text is null or sp.section = ${at.section}::text)))
    ),
    summary as (select count(*)::int as attempts, avg(score_percent)::float8 as average from att),
    cell as (
      select t.third, q.id as qid, q.kind, v.value,
        case when t.credits is not null then (t.credits ->> q.id::text)::float8
          when o.option_id is not null then (case when k.is_correct then 1 else 0 end)::float8
        end as credit
      from att t
      join questions q on q.quiz_id = ${at.quiz}::int and (t.question_ids is null or q.id = any(t.question_ids))
      cross join lateral (select t.chosen -> q.id::text as value) v
      cross join lateral (select case when t.credits is null and jsonb_typeof(v.value) = 'number'
        then (v.value #>> '{}')::numeric::int end as option_id) o
      left join answers k on k.id = o.option_id and k.question_id = q.id
    ),
    stats as (
      select qid, count(*)::int as given,
        count(*) filter (where credit >= 1)::int as right_n,
        count(*) filter (where credit > 0 and credit < 1)::int as partial_n,
        count(*) filter (where credit <= 0)::int as wrong_n,
        count(*) filter (where third = 1)::int as upper_n,
        count(*) filter (where third = 1 and credit >= 1)::int as upper_right,
        count(*) filter (where third = 3)::int as lower_n,
        count(*) filter (where third = 3 and credit >= 1)::int as lower_right
      from cell group by qid
    ),
    picks as (
      select qid, jsonb_object_agg(opt, n) as picks from (
        select c.qid, p.opt, count(*)::int as n
        from cell c cross join lateral jsonb_array_elements_text(case jsonb_typeof(c.value)
          when 'array' then c.value when 'number' then jsonb_build_array(c.value) else '[]'::jsonb end) p(opt)
        where c.kind in ('single', 'multiple', 'true_false')
        group by c.qid, p.opt
      ) counted group by qid
    ),
    typed as (
      select qid, jsonb_agg(jsonb_build_array(response, n) order by r) as responses from (
        select c.qid, min(btrim(c.value #>> '{}') collate "C") as response, count(*)::int as n,
          row_number() over (partition by c.qid order by count(*) desc, min(btrim(c.value #>> '{}') collate "C")) as r
        from cell c
        where c.kind in ('numeric', 'short_text') and jsonb_typeof(c.value) = 'string' and c.credit < 1
        group by c.qid, lower(regexp_replace(btrim(c.value #>> '{}'), '\\s+', ' ', 'g'))
      ) ranked where r <= 20 group by qid
    )
    -- Per question, joined (not a subquery per question): each part above is made once.
    select z.attempts, z.average, s.qid, s.given, s.right_n, s.partial_n, s.wrong_n, s.upper_n, s.upper_right, s.lower_n, s.lower_right,
      p.picks, y.responses
    from summary z left join stats s on true left join picks p on p.qid = s.qid left join typed y on y.qid = s.qid`);

/** Top third's share right minus the bottom third's, when both thirds held the question often enough. */
function discrimination(s: StatRow | undefined): number | null {
  if (!s || s.upper_n < DISCRIMINATION_MIN_GROUP || s.lower_n < DISCRIMINATION_MIN_GROUP) return null;
  return round(s.upper_right / s.upper_n - s.lower_right / s.lower_n, 2);
}

/** Most missed first: the lowest share right, then the most wrong, then the quiz's order; never given last. */
export function mostMissedFirst(a: QuestionStat, b: QuestionStat): number {
  if ((a.right_percent === null) !== (b.right_percent === null)) return a.right_percent === null ? 1 : -1;
  const byRight = (a.right_percent ?? 0) - (b.right_percent ?? 0);
  if (byRight !== 0) return byRight;
  const wrongShare = (q: QuestionStat) => (q.given === 0 ? 0 : q.wrong / q.given);
  return wrongShare(b) - wrongShare(a) || a.position - b.position;
}

/**
 * One quiz's item analysis for the school (or a grade or class of it). A quiz of another school is "no such quiz";
 * an every-school quiz is the school's to analyse (its own students' attempts). Correct answers follow the authoring
 * rule (ADR 0017, ADR 0042): shown on the teacher's dashboard for the school's own quizzes only. The quiz's, questions'
 * and options' texts are in the reader's language where versions have them (ADR 0044); the figures are the same.
 */
export async function itemAnalysis(
  db: Db, school: SchoolContext, quizId: number, scope: AnalysisScope, dashboard: AnalysisDashboard, language: Language,
): Promise<ItemAnalysis> {
  // Five reads at once; the quiz's owner is checked before anything is answered.
  const [quizRows, questionsOf, classes, stats, texts] = await Promise.all([
    db.execute(sql`select q.id, ${quizTexts}, q.quiz_type, q.kind, q.school_id, q.draw_count from quizzes q ${quizVersion(language)} where q.id = ${quizId}`)
      .then((r) => rowsOf<QuizRow>(r)),
    loadQuestions(db, [quizId]),
    db.execute(sql`select distinct grade, section from quiz_assignments where school_id = ${school.id} and quiz_id = ${quizId} order by grade, section`)
      .then((r) => rowsOf<{ grade: number; section: string }>(r)),
    statsOf<StatRow>(db, { quiz: quizId, school: school.id, grade: scope.grade ?? null, section: scope.section ?? null }),
    quizTextsIn(db, [quizId], language),
  ]);
  const quiz = quizRows[0];
  if (!quiz || quiz.kind !== 'graded' || (quiz.school_id !== null && Number(quiz.school_id) !== school.id)) throw notFound(ITEM_ANALYSIS_MESSAGES.noSuchQuiz);

  const answersHidden = !(dashboard === 'teacher' && quiz.school_id !== null && Number(quiz.school_id) === school.id);
  const statOf = new Map(stats.filter((s) => s.qid !== null).map((s) => [Number(s.qid), s]));
  const questions = (questionsOf.get(quizId) ?? []).map((q, i): QuestionStat => {
    const s = statOf.get(q.id);
    const given = s ? Number(s.given) : 0;
    const right = s ? Number(s.right_n) : 0;
    const partial = s ? Number(s.partial_n) : 0;
    const wrong = s ? Number(s.wrong_n) : 0;
    const choice = isChoiceKind(q.kind);
    return {
      question_id: q.id, position: i + 1, text: texts.question(q.id, q.text), kind: q.kind, marks: q.marks,
      given, right, partial, wrong, blank: given - right - partial - wrong,
      right_percent: given === 0 ? null : round((100 * right) / given, 1),
      discrimination: discrimination(s),
      options: choice ? q.answers.map((a) => ({
        id: a.id!, text: texts.option(a.id!, a.text), is_correct: answersHidden ? null : a.is_correct, chosen: Number(s?.picks?.[String(a.id)] ?? 0),
      })) : [],
      accepted_answers: choice || answersHidden ? null : q.answers.map((a) => texts.option(a.id!, a.text)),
      wrong_responses: choice ? [] : mergeWrongResponses(q.kind, (s?.responses ?? []).map(([response, count]): RawResponse => ({ response, count: Number(count) }))),
    };
  });
  const summary = stats[0];
  const average = summary?.average;
  return {
    quiz: {
      id: Number(quiz.id), name: quiz.quiz_name, topic: quiz.topic, quiz_type: quiz.quiz_type,
      school_id: quiz.school_id === null ? null : Number(quiz.school_id), draw_count: quiz.draw_count, question_count: questions.length,
    },
    grade: scope.grade ?? null,
    section: scope.section ?? null,
    classes,
    attempts: summary ? Number(summary.attempts) : 0,
    average_percent: average === null || average === undefined ? null : round(Number(average), 1),
    answers_hidden: answersHidden,
    questions: questions.sort(mostMissedFirst),
  };
}
