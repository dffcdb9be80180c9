import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { ATTENDANCE_DAYS, type Attendance } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { SchoolContext } from '../../policies';
import { isoInZone, schoolToday } from '../../lib/school-time';
import { loginEvents } from '../../core/identity/accounts.table';
import { activityDaily } from '../activity/activity.table';
import { lessons, subjects } from '../lessons/lessons.table';
import { formatHms } from '../activity';
import { schoolStudent, toLearnerRow } from './school-student';

const DAY_MS = 86_400_000;

const secondsOf = (action: string) => sql<number>`(coalesce(sum(${activityDaily.seconds}) filter (where ${activityDaily.action} = ${action}), 0))::int`;

/**
 * The Attendance Details of one student of the school: their sign-ins of the last ATTENDANCE_DAYS days (school
 * time, newest first) and their time per day, subject and lesson over the same days. Two range reads of the
 * student's own indexes (login_events (user_id, logged_in_at), activity_daily (student_id, day, …)).
 */
export async function attendance(db: Db, school: SchoolContext, username: string, now = new Date()): Promise<Attendance> {
  const student = await schoolStudent(db, school.id, username);
  const firstDay = new Date(Date.parse(`${schoolToday(school.timeZone, now)}T00:00:00Z`) - (ATTENDANCE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const [logins, days] = await Promise.all([
    db.select({ at: loginEvents.loggedInAt, num: loginEvents.loginNum })
      .from(loginEvents)
      .where(and(eq(loginEvents.userId, student.id), gte(loginEvents.loggedInAt, new Date(now.getTime() - ATTENDANCE_DAYS * DAY_MS))))
      .orderBy(desc(loginEvents.loggedInAt)),
    db.select({
      day: activityDaily.day, subject: subjects.name, lesson: lessons.name,
      content: secondsOf('content'), video: secondsOf('video'), quiz: secondsOf('quiz'), all: sql<number>`sum(${activityDaily.seconds})::int`,
    })
      .from(activityDaily)
      .innerJoin(subjects, eq(subjects.id, activityDaily.subjectId))
      .innerJoin(lessons, eq(lessons.id, activityDaily.lessonId))
      .where(and(eq(activityDaily.studentId, student.id), gte(activityDaily.day, firstDay)))
      .groupBy(activityDaily.day, subjects.id, lessons.id)
      .orderBy(desc(activityDaily.day), asc(subjects.name), asc(lessons.position)),
  ]);
  return {
    student: toLearnerRow(student),
    login_activity: logins.map((l) => ({ login_date: isoInZone(l.at, school.timeZone), login_username: student.username, login_num: l.num })),
    access_data: days.map((d) => ({
      date: d.day, subject: d.subject, page_visited: d.lesson,
      // Curriculum time is every tab of the lesson viewer together (content, video, simulator, quiz, hint).
      curriculum_time_spent: formatHms(d.all), video_time_spent: formatHms(d.video), content_time_spent: formatHms(d.content), quiz_time_spent: formatHms(d.quiz),
    })),
  };
}
