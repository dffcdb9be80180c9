import { HOME_BELL_NOTIFICATIONS, HOME_NOTIFICATIONS, type Language, type StudentHome } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../../core/access';
import { getMe } from '../accounts';
import { bellNotifications, listNotifications } from '../notifications';
import type { StudentContext } from '../../core/identity/student-context';
import { activeHomework } from './active-homework.service';
import { getStudentDashboard } from './student-dashboard.service';

/**
 * The student dashboard's first view in one answer (issue 29: one round trip on a slow network), each part made by
 * the service of its own call. The dashboard, homework and notifications are the named student's; the bell and the
 * account are the caller's own top bar (the same person unless a superuser looks). Never kept: marking a notification
 * read changes it without starting kept answers afresh, and the bell and account depend on the caller. Content in the
 * caller's language where versions have it (ADR 0044).
 */
export async function getStudentHome(db: Db, caller: Principal, student: StudentContext, language: Language): Promise<StudentHome> {
  const [dashboard, homework, notifications, bell, me] = await Promise.all([
    getStudentDashboard(db, student, language),
    activeHomework(db, student, language),
    listNotifications(db, student.id, { limit: HOME_NOTIFICATIONS, offset: 0 }, language),
    bellNotifications(db, caller.id, HOME_BELL_NOTIFICATIONS, language),
    getMe(db, caller),
  ]);
  return { dashboard, active_homework: homework, notifications, bell, me };
}
