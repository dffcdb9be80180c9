import { useMemo } from 'react';
import type { AdminStudent, LearnerRow, OneTimePassword } from '@prayog/contract';
import { AdminStudentsPage } from '../../features/admin/pages/AdminStudentsPage';
import { AttendanceModal } from '../../features/learners/components/AttendanceModal';
import { OneTimePasswordDialog } from '../../features/learners/components/OneTimePasswordDialog';
import { StaffScopeProvider, type StaffScope } from '../../lib/staff-role';

/** The learners feature's row, from the admin's student (the same person, named the way that feature names it). */
const asLearner = (s: AdminStudent): LearnerRow => ({
  user: { username: s.username, email: s.email },
  name: s.name,
  grade: s.grade,
  section: s.section,
  login_count: s.login_count,
  last_login: s.last_login,
  // The administrators' list does not carry it, and the attendance window does not show it.
  extra_time: null,
});

/**
 * A student's reports: the staff's Attendance Details (login activity and access data), read from the student's own
 * school through the school routes with `?school=` (ADR 0015), read-only like every school screen the admin opens.
 */
function StudentReports({ student, onClose }: { student: AdminStudent | null; onClose: () => void }) {
  const school = student?.school.id;
  const scope = useMemo<StaffScope>(() => ({ role: 'school', school, readOnly: true }), [school]);
  return (
    <StaffScopeProvider value={scope}>
      <AttendanceModal role="school" learner={student ? asLearner(student) : null} onClose={onClose} />
    </StaffScopeProvider>
  );
}

function ResetPasswordAnswer({ answer, onClose }: { answer: OneTimePassword | null; onClose: () => void }) {
  return <OneTimePasswordDialog answer={answer} kind="reset" onClose={onClose} />;
}

/**
 * The admin's Students section: the admin feature's list and filters, with the learners feature's attendance view
 * and one-time password dialog (features never import each other, so they meet here).
 */
export default function AdminStudentsPanel() {
  return <AdminStudentsPage Reports={StudentReports} OneTimePassword={ResetPasswordAnswer} />;
}
