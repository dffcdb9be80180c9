import { sql } from 'drizzle-orm';
import { quizzes } from './quizzes.table';

/**
 * Whether students may still see and start a quiz through its assignments: it is not archived, or it was archived
 * only because a newer version replaced it — a class keeps the paper it was given (issue 12). A quiz deleted after
 * students took it is archived without a newer version: only those who took it still see it, with their result.
 * The outer quiz is named in full: inside the subquery the alias hides the table's own name, so "quizzes"."id" is
 * the outer one, whereas a bare "id" (as a one-table select renders a column) would be the inner one's.
 */
export const openToStudents = sql<boolean>`(${quizzes.archivedAt} is null
  or exists (select 1 from ${quizzes} nv where nv.previous_version_id = ${sql.raw('"quizzes"."id"')}))`;
