import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { QuizType } from '@prayog/contract';
import type { Db } from '../db/client';
import { intArray, textArray } from '../db/array-literals';
import { preparedStatement } from '../db/prepared';
import { batcherPerDatabase } from '../core/group-commit';
import { schoolToday } from '../lib/school-time';
import type { StudentContext } from '../core/identity/student-context';

/** What the answer-review rule (features/reports/answer-review.ts) is computed for: the student, their class and their school's day. */
export type ReviewParam = 'student' | 'school' | 'grade' | 'section' | 'today';

/** One student's read in a batch: whose, of which quiz type (null: every type), at what moment. */
export interface StudentRead { student: StudentContext; quizType: QuizType | null; now: Date }

/** What a student's read is built from: the student, their class and school day, and the quiz type. */
export type StudentReadParam = ReviewParam | 'type';

/**
 * Where the columns of a read find its student's values: the batch row `reader` (below) they are computed for. Its
 * columns' names are prefixed: a bare name in a subquery that its own tables lack would otherwise bind to them.
 */
export const READER: Record<StudentReadParam, SQL> = {
  student: sql`reader.for_student`, school: sql`reader.for_school`, grade: sql`reader.for_grade`, section: sql`reader.for_section`, today: sql`reader.for_today`, type: sql`reader.for_type`,
};

/** The placeholders of a batch's students, one array each. */
export const READER_KEYS = ['students', 'schools', 'grades', 'sections', 'days', 'types'] as const;
type ReaderKey = (typeof READER_KEYS)[number];

/**
 * `unnest(<the students' arrays>, …extra) with ordinality as reader(<READER's columns>, …extra, for_position)`: one row
 * per student of a batch, with any further values a read needs after the common ones (the quiz list's page).
 */
export const readerRows = (p: Record<ReaderKey, SQLWrapper>, extra: { arrays: SQL; columns: string } | null = null) => sql`
  unnest(${p.students}::int[], ${p.schools}::int[], ${p.grades}::int[], ${p.sections}::text[], ${p.days}::date[], ${p.types}::text[]${extra ? sql`, ${extra.arrays}` : sql``})
    with ordinality as reader(for_student, for_school, for_grade, for_section, for_today, for_type, ${sql.raw(extra ? `${extra.columns}, ` : '')}for_position)`;

/** The values of a batch's students for readerRows, in the order they asked. */
export const readerValues = (reads: StudentRead[]): Record<ReaderKey, string> => ({
  students: intArray(reads.map((r) => r.student.id)),
  schools: intArray(reads.map((r) => r.student.schoolId)),
  grades: intArray(reads.map((r) => r.student.grade)),
  sections: textArray(reads.map((r) => r.student.section)),
  days: textArray(reads.map((r) => schoolToday(r.student.timeZone, r.now))),
  types: textArray(reads.map((r) => r.quizType)),
});

/**
 * Students per statement at most; more wait for the next one. A statement of 25 cold reads takes a few milliseconds
 * (a burst of cold homes ran at 1,300–1,400 a second with 25 against 1,170–1,270 with 100).
 */
export const STUDENTS_PER_BATCH = 25;

/**
 * Reads of one kind for the students asking at the same moment, as ONE statement (ADR 0020): `columns` describes one
 * student's read, and the statement computes it for each row of the batch's students (unnest … with ordinality).
 * A district's students open their homes and reports all at once and mostly cold; one statement per student cost a
 * round trip, a wake-up of the server and of a database process, and the statement's fixed cost each, as much again
 * as the reading itself. Batches form as the heartbeats' do (GroupCommit): a lone read leaves at the end of the event
 * loop's turn, and reads arriving while two statements run wait and leave together. Prepared once per connection.
 */
export function studentReadBatcher<Row>(name: string, columns: (p: Record<StudentReadParam, SQL>) => SQL) {
  const statement = preparedStatement(name, READER_KEYS, (p) => sql`select reader.for_position, ${columns(READER)} from ${readerRows(p)}`);
  const readAll = async (db: Db, reads: StudentRead[]): Promise<Row[]> => {
    const byRead = new Array<Row>(reads.length);
    for (const row of await statement<Row & { for_position: number | string }>(db, readerValues(reads))) byRead[Number(row.for_position) - 1] = row;
    return byRead;
  };
  const batcher = batcherPerDatabase(readAll, (read: StudentRead) => read.student.id, STUDENTS_PER_BATCH);
  return (db: Db, read: StudentRead): Promise<Row> => batcher(db).submit(read);
}
