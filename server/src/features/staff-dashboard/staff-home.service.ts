import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ACTIVE_LEARNER_DAYS, shortSchoolName, type StaffHome } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { SchoolContext, StaffContext } from '../../policies';
import { schoolToday } from '../../lib/school-time';
import { users } from '../../core/identity/accounts.table';
import { schools } from '../../core/identity/schools.table';
import { lessonSchools, lessons, subjects } from '../lessons/lessons.table';
import { quizAssignments, quizzes } from '../quizzes/quizzes.table';
import { isOpenHomework, monthOfEngagement, monthsWithSignIns } from './school-figures';

const DAY_MS = 86_400_000;

/** The moment from which a sign-in makes a student an active learner (ADR 0007: the last 7 days, from now). */
export const activeSince = (now: Date) => new Date(now.getTime() - ACTIVE_LEARNER_DAYS * DAY_MS);

/** The school's approved students: all of them and the active ones, in one pass over (school_id, role, last_login_at). */
async function learnerCounts(db: Db, schoolId: number, now: Date) {
  const [row] = await db
    .select({
      learners: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${users.lastLoginAt} >= ${activeSince(now)}))::int`,
    })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, 'student'), eq(users.approvalStatus, 'approved')));
  return row ?? { learners: 0, active: 0 };
}

/**
 * The school's assignments by kind: homework still open (due today or later, school time, or never due), all
 * homework, and every other kind (pre, post, half-yearly and final assessments). One pass over the school's rows.
 */
async function assignmentCounts(db: Db, school: SchoolContext, now: Date) {
  const today = schoolToday(school.timeZone, now);
  const isHomework = sql`${quizzes.quizType} = 'homework'`;
  const [row] = await db
    .select({
      activeHomework: sql<number>`(count(*) filter (where ${isOpenHomework(today)}))::int`,
      homework: sql<number>`(count(*) filter (where ${isHomework}))::int`,
      assessments: sql<number>`(count(*) filter (where not ${isHomework}))::int`,
    })
    .from(quizAssignments)
    .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
    .where(eq(quizAssignments.schoolId, school.id));
  return row ?? { activeHomework: 0, homework: 0, assessments: 0 };
}

/**
 * Subjects with lessons offered to the school and shown to its learners, with how many such lessons each has: what a
 * student of the school can open. Archived subjects and lessons (ADR 0017: deleted after use, kept for reports) are
 * no longer offered, so they are not counted.
 */
async function offeredSubjects(db: Db, schoolId: number) {
  return db
    .select({ id: subjects.id, name: subjects.name, slug: subjects.slug, grade: subjects.grade, lesson_count: sql<number>`count(*)::int` })
    .from(lessonSchools)
    .innerJoin(lessons, eq(lessons.id, lessonSchools.lessonId))
    .innerJoin(subjects, eq(subjects.id, lessons.subjectId))
    .where(and(eq(lessonSchools.schoolId, schoolId), eq(lessons.displayOnFrontend, true), isNull(lessons.archivedAt), isNull(subjects.archivedAt)))
    .groupBy(subjects.id)
    .orderBy(asc(subjects.grade), asc(subjects.name), asc(subjects.id));
}

/**
 * A teacher's or school account's dashboard home (spec 2 §2.2, spec 3 "Dashboard home"): the school's learner and
 * assignment counts, the subjects offered to it, and the chosen month's LMS engagement (default: the latest month
 * with sign-ins). Each figure is one small query on an index of the school's own rows.
 */
export async function staffHome(db: Db, staff: StaffContext, school: SchoolContext, requestedMonth: string | undefined, now = new Date()): Promise<StaffHome> {
  const [learners, assigned, subjectRows, months, [schoolRow]] = await Promise.all([
    learnerCounts(db, school.id, now),
    assignmentCounts(db, school, now),
    offeredSubjects(db, school.id),
    monthsWithSignIns(db, school.id),
    db.select({ joinCode: schools.joinCode }).from(schools).where(eq(schools.id, school.id)).limit(1),
  ]);
  const month = requestedMonth ?? months[0] ?? null;
  return {
    learner_count: learners.learners,
    active_learner_count: learners.active,
    active_homework_count: assigned.activeHomework,
    subject_counts: { subjects: subjectRows.length, assigned_assessments: assigned.assessments, assigned_homework: assigned.homework },
    subjects: subjectRows,
    month,
    months,
    lms_engagement: month ? await monthOfEngagement(db, school.id, month) : [],
    profile: {
      username: staff.username,
      name: staff.name,
      role: staff.role,
      school: { id: school.id, name: school.name, short_name: shortSchoolName(school.name), join_code: schoolRow?.joinCode ?? '' },
    },
  };
}
