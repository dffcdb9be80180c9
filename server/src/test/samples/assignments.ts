import type { QuizType } from '@prayog/contract';
import type { Db } from '../../db/client';
import { quizzes } from '../../features/quizzes/quizzes.table';
import type { Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** Quizzes of grade 7 not yet given to any class, one per assignable type, made once per cast. */
const fresh = new WeakMap<Cast, Record<'homework' | 'pre-assessment' | 'post-assessment', number>>();

async function prepare(db: Db, cast: Cast): Promise<void> {
  if (fresh.has(cast)) return;
  const make = async (quizType: QuizType) => {
    const [q] = await db.insert(quizzes).values({ quizName: `Sample ${quizType}`, topic: 'Gears', quizType, timeMinutes: 10, grade: 7 }).returning();
    return q.id;
  };
  fresh.set(cast, { homework: await make('homework'), 'pre-assessment': await make('pre-assessment'), 'post-assessment': await make('post-assessment') });
}

const read = (url: string): RouteSample => ({ call: (c) => ({ url: `${url}?quiz_id=${c.quiz.home.id}` }), ok: [200] });
/** Each teacher gives the quiz to their own school's 7 A: the first call is 201, a repeat 409. */
const assign = (url: string, quizType: 'homework' | 'pre-assessment' | 'post-assessment'): RouteSample => ({
  prepare,
  call: (c) => ({ url, payload: { quiz_id: fresh.get(c)?.[quizType] ?? c.quiz.home.id, grade: 7, section: 'A' } }),
  ok: [201, 409],
});

/** Sample calls of the assignments routes for the route × role matrix and the fuzz test. */
export const assignmentSamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/homework_report/': read('/api/teacher_dashboard/homework_report/'),
  'GET /api/teacher_dashboard/assessmentassignment/pre-assessment-reports/': read('/api/teacher_dashboard/assessmentassignment/pre-assessment-reports/'),
  'GET /api/teacher_dashboard/assessmentassignment/': read('/api/teacher_dashboard/assessmentassignment/'),
  'GET /api/school_dashboard/homework_reports/': read('/api/school_dashboard/homework_reports/'),
  'GET /api/school_dashboard/pre_assessment_report/': read('/api/school_dashboard/pre_assessment_report/'),
  'GET /api/school_dashboard/post_assessment_report/': read('/api/school_dashboard/post_assessment_report/'),
  'POST /api/teacher_dashboard/homework_report/': assign('/api/teacher_dashboard/homework_report/', 'homework'),
  'POST /api/teacher_dashboard/assessmentassignment/pre-assessment/': assign('/api/teacher_dashboard/assessmentassignment/pre-assessment/', 'pre-assessment'),
  'POST /api/teacher_dashboard/assessmentassignment/': assign('/api/teacher_dashboard/assessmentassignment/', 'post-assessment'),
};
