/**
 * What the seeded Hindi versions must satisfy (seed/translations.ts, ADR 0044), for demo.test.ts: each rule returns
 * the rows that break it, so the test reports which rule and how many. Counted on the subjects the course is
 * translated for (server/content/hi), whatever their number of grades.
 */
import { sql } from 'drizzle-orm';
import { answerMatchKey, type QuestionKind } from '@prayog/contract';
import type { Db } from '../db/client';
import type { FileStorage } from '../lib/storage';
import { courseTranslations, translatedSubject } from '../content/translations';
import { sanitizeLessonHtml } from '../features/authoring/sanitize';
import { queryRows } from './test-helpers';

const translatedSlugs = () => courseTranslations().get('hi') ?? [];
const slugList = () => sql.join(translatedSlugs().map((s) => sql`${s}`), sql`, `);

/** Rule name → the rows (ids or descriptions) that break it. */
export async function translationProblems(db: Db, storage: FileStorage): Promise<Record<string, unknown[]>> {
  const slugs = slugList();
  const problems: Record<string, unknown[]> = {};
  const rule = async (name: string, rows: Promise<unknown[]> | unknown[]) => {
    const found = await rows;
    if (found.length) problems[name] = found.slice(0, 5);
  };
  const translatedSubjects = sql`(select id from subjects where slug in (${slugs}))`;
  const gradedQuizzes = sql`(select id from quizzes where subject_id in ${translatedSubjects})`;

  await rule('subject without a Hindi name and description', queryRows(db, sql`
    select s.id from subjects s left join subject_translations t on t.subject_id = s.id and t.language = 'hi'
    where s.id in ${translatedSubjects} and (t.name is null or t.description is null)`));
  await rule('subject of another language course has a Hindi version', queryRows(db, sql`
    select t.subject_id from subject_translations t join subjects s on s.id = t.subject_id where s.slug not in (${slugs})`));
  await rule('lesson without a Hindi name, text, hint and plan', queryRows(db, sql`
    select l.id from lessons l left join lesson_translations t on t.lesson_id = l.id and t.language = 'hi'
    where l.subject_id in ${translatedSubjects}
      and (t.name is null or t.content_html is null or t.hint_file_id is null or t.lesson_plan_file_id is null)`));
  await rule('Hindi hint or plan of the wrong kind, or a plan of another grade', queryRows(db, sql`
    select t.lesson_id from lesson_translations t join lessons l on l.id = t.lesson_id join subjects s on s.id = l.subject_id
      join stored_files h on h.id = t.hint_file_id join stored_files p on p.id = t.lesson_plan_file_id
    where h.kind <> 'hint' or p.kind <> 'lesson_plan' or p.original_name not like '%-grade-' || s.grade || '-%-hi.pdf'`));

  const html = await queryRows<{ lesson_id: number; content_html: string }>(db, sql`select lesson_id, content_html from lesson_translations`);
  await rule('Hindi lesson text the sanitiser would change, or without the Hindi fixed words', html
    .filter((h) => sanitizeLessonHtml(h.content_html) !== h.content_html || !h.content_html.includes('<h2>मुख्य शब्द</h2>'))
    .map((h) => h.lesson_id));

  // One stored Hindi document of each kind is a PDF that says it is Hindi.
  const files = await queryRows<{ kind: string; storage_key: string; size_bytes: number }>(db, sql`
    select distinct on (f.kind) f.kind, f.storage_key, f.size_bytes from lesson_translations t
      join stored_files f on f.id in (t.hint_file_id, t.lesson_plan_file_id) order by f.kind, f.id`);
  const documents = await Promise.all(files.map(async (f) => ({ f, bytes: await storage.get(f.storage_key) })));
  await rule('Hindi document not a Hindi PDF', documents
    .filter(({ f, bytes }) => bytes.length !== f.size_bytes || !bytes.toString('latin1').startsWith('%PDF-') || !bytes.toString('latin1').includes('/Lang (hi)'))
    .map(({ f }) => f.kind));
  if (files.length !== 2) problems['Hindi documents stored'] = files.map((f) => f.kind);

  await rule('graded quiz without a Hindi name and topic', queryRows(db, sql`
    select z.id from quizzes z left join quiz_translations t on t.quiz_id = z.id and t.language = 'hi'
    where z.id in ${gradedQuizzes} and (t.quiz_name is null or t.topic is null
      or (z.school_id is null and t.quiz_name not like '%(कक्षा ' || z.grade || ')'))`));
  await rule('question without a Hindi text', queryRows(db, sql`
    select q.id from questions q left join question_translations t on t.question_id = q.id and t.language = 'hi'
    where q.quiz_id in ${gradedQuizzes} and (t.text is null or t.text !~ '[ऀ-ॿ]')`));
  await rule('option or accepted answer without a Hindi text', queryRows(db, sql`
    select a.id from answers a join questions q on q.id = a.question_id
      left join answer_translations t on t.answer_id = a.id and t.language = 'hi'
    where q.quiz_id in ${gradedQuizzes} and t.text is null`));

  // A typed answer's version keeps its match key; a choice's has none (marking reads ids).
  const keys = await queryRows<{ id: number; kind: QuestionKind; text: string; match_key: string | null }>(db, sql`
    select t.answer_id as id, q.kind, t.text, t.match_key from answer_translations t
      join answers a on a.id = t.answer_id join questions q on q.id = a.question_id`);
  await rule('answer version whose match key is not its text\'s', keys.filter((k) => k.match_key !== answerMatchKey(k.kind, k.text)).map((k) => k.id));

  // The catalogue's right option in Hindi is the Hindi bank's right option of the same question (by place, not by luck).
  const rightOf = new Map<string, string>();
  for (const slug of translatedSlugs()) for (const q of translatedSubject('hi', slug)!.bank) rightOf.set(q.text, q.options[q.correctIndex]);
  const rights = await queryRows<{ id: number; question: string; answer: string }>(db, sql`
    select a.id, qt.text as question, at.text as answer from answers a join questions q on q.id = a.question_id
      join quizzes z on z.id = q.quiz_id and z.school_id is null
      join question_translations qt on qt.question_id = q.id join answer_translations at on at.answer_id = a.id
    where a.is_correct and q.quiz_id in ${gradedQuizzes}`);
  await rule('Hindi right option not the Hindi bank\'s right option', rights.filter((r) => rightOf.get(r.question) !== r.answer).map((r) => r.id));

  await rule('news or update without a Hindi version', queryRows(db, sql`
    select 'news ' || n.id from news n where not exists (select 1 from news_translations t where t.news_id = n.id and t.language = 'hi' and t.title is not null and t.content is not null)
    union all
    select 'update ' || u.id from updates u where not exists (select 1 from update_translations t where t.update_id = u.id and t.language = 'hi' and t.message is not null)`));
  return problems;
}
