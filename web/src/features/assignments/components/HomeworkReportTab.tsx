import type { StaffRole } from '../../../lib/staff-role';
import { QuizReportView } from './QuizReportView';

/** Report → Homework (spec 3 "Student Report", spec 2 §2.2): the teacher reads and assigns, the school reads. */
export function HomeworkReportTab({ role }: { role: StaffRole }) {
  return <QuizReportView role={role} kind="homework" />;
}
