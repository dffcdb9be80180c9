import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readableRecord, type Principal } from '../../policies';
import { visibleToSchool } from '../lessons';
import { lessons, subjects } from '../lessons/lessons.table';

/** The roles that open lessons in the viewer: a student works through them, staff preview them (parents have none). */
const VIEWER_ROLES: ReadonlySet<Principal['role']> = new Set(['student', 'teacher', 'school']);

interface LessonRecord { id: number; ownerId: null; schoolId: null }

async function findLesson(db: Db, lessonId: number): Promise<LessonRecord | null> {
  const [row] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  return row ? { id: row.id, ownerId: null, schoolId: null } : null;
}

/**
 * Shown on the front end (displayed, neither it nor its subject archived) and offered to the caller's school: the
 * rule the lesson viewer lists lessons by (visibleToSchool), so the page is served to exactly who sees the lesson.
 */
async function isOfferedTo(db: Db, user: Principal, lesson: LessonRecord): Promise<boolean> {
  if (!VIEWER_ROLES.has(user.role) || user.schoolId === null) return false;
  const [row] = await db.select({ id: lessons.id }).from(lessons).innerJoin(subjects, eq(subjects.id, lessons.subjectId))
    .where(and(eq(lessons.id, lesson.id), visibleToSchool(user.schoolId), isNull(subjects.archivedAt))).limit(1);
  return row !== undefined;
}

/**
 * GET /api/content/lesson-pages/{id}/ (third security review, finding 7): a hidden lesson (a draft, not displayed, or
 * of a subject not offered to the school) is nobody's to read but its authors'. Students and staff of a school the
 * lesson is offered to read it; superusers (who author lessons) read any; anyone else gets the 404 of a missing
 * lesson, so ids cannot be probed. The viewer fetches the page with the token header and frames it from a blob.
 */
export const lessonPageAccess = {
  ...readableRecord<LessonRecord>({
    record: 'lesson page',
    notFoundDetail: 'Lesson not found.',
    staff: true,
    load: (req, db) => findLesson(db, (req.params as { id: number }).id),
    canRead: isOfferedTo,
  }),
  summary: "One lesson's page: students and staff of a school it is offered to while it is shown on the front end, and "
    + 'superusers (its authors) at any time; 404 for anyone else.',
};
