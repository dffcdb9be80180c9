import type { SubjectSummaryItem } from '@prayog/contract';

/**
 * Subject names per subject id. A student who changed grade can have time in two subjects of the
 * same name (Robotics of grade 6 and of grade 7); those get their grade added so they stay apart.
 */
export function subjectLabels(subjects: readonly SubjectSummaryItem[], gradeLabel: (grade: number) => string): Map<number, string> {
  const seen = new Map<string, number>();
  for (const s of subjects) seen.set(s.subject, (seen.get(s.subject) ?? 0) + 1);
  return new Map(subjects.map((s) => [s.subject_id, (seen.get(s.subject) ?? 0) > 1 ? `${s.subject} (${gradeLabel(s.grade)})` : s.subject]));
}
