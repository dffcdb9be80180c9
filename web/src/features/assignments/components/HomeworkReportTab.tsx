import { QuizReportView } from './QuizReportView';

/**
 * Report → Homework (spec 3 "Student Report", spec 2 §2.2): the teacher reads and assigns, the school reads; an
 * administrator reads a chosen school's (the staff scope, ADR 0015).
 */
export function HomeworkReportTab() {
  return <QuizReportView kind="homework" />;
}
