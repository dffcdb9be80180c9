import { LearnersTab } from '../../features/learners/components/LearnersTab';
import { RosterImportButton } from '../../features/roster-import/components/RosterImportButton';
import type { StaffRole } from '../../lib/staff-role';

/**
 * Report → Learner's Onboard / Learner's Assigned: the learners feature's tab, with Import Students (onboarding
 * by CSV, issue 12) beside Add User for the school account only; a teacher's tab has no import.
 */
export function StaffLearnersTab({ role }: { role: StaffRole }) {
  return <LearnersTab role={role} actions={role === 'school' ? <RosterImportButton kind="students" /> : undefined} />;
}
