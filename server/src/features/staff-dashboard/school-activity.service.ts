import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { RECENT_ACTIVITY_SIZE, type RecentActivity } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { SchoolContext } from '../../policies';
import { loginEvents, users } from '../../core/identity/accounts.table';
import { studentProfiles } from '../../core/identity/students.table';
import { quizAttempts, quizzes } from '../quizzes/quizzes.table';
import { classroomGalleries } from '../gallery/gallery.table';
import { activeSince } from './staff-home.service';

/**
 * The school's active learners (signed in during the last ACTIVE_LEARNER_DAYS days), newest sign-in first, one
 * page at a time: a range of users' (school_id, role, last_login_at) index.
 */
export async function activeUsers(db: Db, school: SchoolContext, page: { limit: number; offset: number }, now = new Date()) {
  const active = and(
    eq(users.schoolId, school.id), eq(users.role, 'student'), gte(users.lastLoginAt, activeSince(now)), eq(users.approvalStatus, 'approved'),
  );
  const [[{ count }], rows] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(users).where(active),
    db.select({ username: users.username, name: users.name, grade: studentProfiles.grade, section: studentProfiles.section, lastLogin: users.lastLoginAt })
      .from(users)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(active)
      .orderBy(desc(users.lastLoginAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  const results = rows.map((r) => ({
    username: r.username, name: r.name ?? r.username, grade: r.grade, section: r.section, last_login: (r.lastLogin as Date).toISOString(),
  }));
  return { count, limit: page.limit, offset: page.offset, results, active_users: results };
}

/** Who signs in on a school's dashboards' Recent Activities: its students and staff (not parents). */
const SCHOOL_PEOPLE = ['student', 'teacher', 'school'] as const;

/**
 * The school's latest sign-ins (students and staff), quiz submissions and gallery uploads, RECENT_ACTIVITY_SIZE of
 * each: three backward scans of (school_id, time) indexes that stop at the limit.
 */
export async function recentActivity(db: Db, school: SchoolContext): Promise<RecentActivity> {
  const [logins, submissions, uploads] = await Promise.all([
    db.select({ username: users.username, name: users.name, role: users.role, at: loginEvents.loggedInAt })
      .from(loginEvents)
      .innerJoin(users, eq(users.id, loginEvents.userId))
      .where(and(eq(loginEvents.schoolId, school.id), inArray(users.role, SCHOOL_PEOPLE)))
      .orderBy(desc(loginEvents.loggedInAt))
      .limit(RECENT_ACTIVITY_SIZE),
    db.select({ quiz: quizzes.quizName, username: users.username, name: users.name, score: quizAttempts.scorePercent, at: quizAttempts.submittedAt })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .innerJoin(users, eq(users.id, quizAttempts.studentId))
      .where(and(eq(quizAttempts.schoolId, school.id), isNotNull(quizAttempts.submittedAt)))
      .orderBy(desc(quizAttempts.submittedAt))
      .limit(RECENT_ACTIVITY_SIZE),
    db.select({ gallery: classroomGalleries.gallery, at: classroomGalleries.lastModified })
      .from(classroomGalleries)
      .where(eq(classroomGalleries.schoolId, school.id))
      .orderBy(desc(classroomGalleries.lastModified))
      .limit(RECENT_ACTIVITY_SIZE),
  ]);
  return {
    recent_logins: logins.map((r) => ({ login_username: r.username, name: r.name ?? r.username, role: r.role, login_date: r.at.toISOString() })),
    recent_homework_submissions: submissions.map((r) => ({
      quiz__quiz_name: r.quiz, student_name: r.name ?? r.username, score: r.score, last_updated: (r.at as Date).toISOString(),
    })),
    recent_uploads: uploads.map((r) => ({ gallery: r.gallery, school: school.name, last_modified: r.at.toISOString() })),
  };
}
