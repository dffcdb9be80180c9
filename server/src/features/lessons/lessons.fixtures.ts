/** Test fixtures for the lessons and activity tests: a subject with lessons, inserted directly. */
import type { Db } from '../../db/client';
import { lessonSchools, lessons, subjects } from './lessons.table';

export interface LessonSpec {
  position: number;
  /** Schools the lesson is offered to. */
  schoolIds: number[];
  displayOnFrontend?: boolean;
  hintFileId?: string | null;
}

export const lessonName = (slug: string, position: number) => `${slug} lesson ${position}`;

/** A subject of one grade whose lessons are named `<slug> lesson <n>`, with every resource but a video. */
export async function createSubject(db: Db, spec: { grade: number; slug: string; name: string; lessons: LessonSpec[] }) {
  const [subject] = await db.insert(subjects).values({ grade: spec.grade, slug: spec.slug, name: spec.name, description: `${spec.name} for grade ${spec.grade}` }).returning();
  const rows = await db.insert(lessons).values(spec.lessons.map((l) => ({
    subjectId: subject.id,
    position: l.position,
    name: lessonName(spec.slug, l.position),
    contentUrl: `/api/content/lessons/${spec.slug}/${l.position}/`,
    videoUrl: null,
    simulatorUrl: '/api/content/simulators/robot-grid/',
    quizUrl: `/api/content/quizzes/${spec.slug}/${l.position}/`,
    hintFileId: l.hintFileId ?? null,
    displayOnFrontend: l.displayOnFrontend ?? true,
  }))).returning();
  const offers = spec.lessons.flatMap((l) => l.schoolIds.map((schoolId) => ({ lessonId: rows.find((r) => r.position === l.position)!.id, schoolId })));
  if (offers.length > 0) await db.insert(lessonSchools).values(offers);
  return { subject, lessons: rows.sort((a, b) => a.position - b.position) };
}

/** Positions 1..n, all offered to the given schools. */
export const allLessons = (schoolIds: number[], n = 8): LessonSpec[] =>
  Array.from({ length: n }, (_, i) => ({ position: i + 1, schoolIds }));
