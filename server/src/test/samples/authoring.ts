import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lessonSchools, lessons, subjects } from '../../features/lessons/lessons.table';
import { answers, questions, quizzes } from '../../features/quizzes/quizzes.table';
import { ACTORS, type Actor, type Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** The records the authoring samples act on, made once per cast. */
interface Made {
  subjectId: number;
  spareSubjectId: number;
  lessonId: number;
  spareLessonId: number;
  /** A quiz of the home school the one-quiz reads and changes name. */
  quizId: number;
  /** One home-school quiz per caller for DELETE, so each caller the rule lets through deletes its own. */
  quizFor: Record<Actor, number>;
}
const made = new WeakMap<Cast, Promise<Made>>();

async function homeQuiz(db: Db, cast: Cast, name: string, subjectId: number, kind: 'practice' | 'graded' = 'graded'): Promise<number> {
  const [quiz] = await db.insert(quizzes).values({ quizName: name, topic: 'Circuits', quizType: 'homework', timeMinutes: 10, grade: 6, subjectId, schoolId: cast.homeSchoolId, kind }).returning();
  const [q] = await db.insert(questions).values({ quizId: quiz.id, position: 1, text: `${name}: which lights the bulb?` }).returning();
  await db.insert(answers).values([
    { questionId: q.id, position: 1, text: 'A closed circuit', isCorrect: true },
    { questionId: q.id, position: 2, text: 'An open circuit', isCorrect: false },
  ]);
  return quiz.id;
}

async function make(db: Db, cast: Cast): Promise<Made> {
  const [subject] = await db.insert(subjects).values({ grade: 6, slug: 'sample-authoring', name: 'Sample Authoring' }).returning();
  const [spare] = await db.insert(subjects).values({ grade: 6, slug: 'sample-spare', name: 'Sample Spare' }).returning();
  const quizId = await homeQuiz(db, cast, 'Sample quiz', subject.id);
  // A lesson's practice quiz is of kind practice (ADR 0022): its page serves practice quizzes only.
  const practiceId = await homeQuiz(db, cast, 'Sample practice', subject.id, 'practice');
  const [lesson] = await db.insert(lessons).values({
    subjectId: subject.id, position: 1, name: 'Sample lesson', contentHtml: '<p>Bulbs and cells</p>',
    practiceQuizId: practiceId,
  }).returning();
  await db.update(lessons).set({ contentUrl: `/api/content/lesson-pages/${lesson.id}/`, quizUrl: `/api/content/lesson-pages/${lesson.id}/practice/` }).where(eq(lessons.id, lesson.id));
  // Offered to the home school only: its page is for that school's students and staff (and superusers).
  await db.insert(lessonSchools).values({ lessonId: lesson.id, schoolId: cast.homeSchoolId });
  const [spareLesson] = await db.insert(lessons).values({ subjectId: subject.id, position: 2, name: 'Spare lesson' }).returning();
  const quizFor = {} as Record<Actor, number>;
  for (const actor of ACTORS) quizFor[actor] = await homeQuiz(db, cast, `Deletable for ${actor}`, subject.id);
  return { subjectId: subject.id, spareSubjectId: spare.id, lessonId: lesson.id, spareLessonId: spareLesson.id, quizId, quizFor };
}

let current: Made | null = null;
async function prepare(db: Db, cast: Cast): Promise<void> {
  if (!made.has(cast)) made.set(cast, make(db, cast));
  current = await made.get(cast)!;
}
const m = () => {
  if (!current) throw new Error('authoring samples not prepared');
  return current;
};

/** A fresh form per call (a form's body is read once). */
function fileForm(bytes: Buffer, name: string, type: string): FormData {
  const data = new FormData();
  data.append('file', new Blob([bytes], { type }), name);
  return data;
}
const PDF = Buffer.from('%PDF-1.4\n% sample hint\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let counter = 0;
const quizBody = () => ({
  name: `Sample made ${++counter}`, topic: 'Circuits', quiz_type: 'homework', time_minutes: 10,
  questions: [{ text: 'Which lights the bulb?', answers: [{ text: 'A closed circuit', is_correct: true }, { text: 'An open circuit', is_correct: false }] }],
});

/**
 * Sample calls of the authoring routes for the route × role matrix and the fuzz test: a subject of grade 6 with two
 * lessons (the first with content and a practice quiz), quizzes of the home school (its teacher gets through, the away
 * school's is refused) and, for DELETE, one quiz per caller.
 */
export const authoringSamples: Record<string, RouteSample> = {
  'GET /api/authoring/subjects/': { prepare, call: () => ({ url: '/api/authoring/subjects/' }), ok: [200] },
  'POST /api/authoring/subjects/': {
    prepare, call: () => ({ url: '/api/authoring/subjects/', payload: { grade: 6, name: 'Made here', slug: `made-${++counter}` } }), ok: [201],
  },
  'PATCH /api/authoring/subjects/:id/': { prepare, call: () => ({ url: `/api/authoring/subjects/${m().subjectId}/`, payload: { description: 'Changed' } }), ok: [200] },
  'DELETE /api/authoring/subjects/:id/': { prepare, call: () => ({ url: `/api/authoring/subjects/${m().spareSubjectId}/` }), ok: [200] },
  'POST /api/authoring/subjects/:id/image/': {
    prepare, call: () => ({ url: `/api/authoring/subjects/${m().subjectId}/image/`, payload: fileForm(PNG, 'card.png', 'image/png') }), ok: [200],
  },
  'GET /api/authoring/subjects/:id/lessons/': { prepare, call: () => ({ url: `/api/authoring/subjects/${m().subjectId}/lessons/` }), ok: [200] },
  'POST /api/authoring/subjects/:id/lessons/': {
    prepare, call: () => ({ url: `/api/authoring/subjects/${m().subjectId}/lessons/`, payload: { name: 'Another lesson', content_html: '<p>Text</p>' } }), ok: [201],
  },
  'PATCH /api/authoring/lessons/:id/': { prepare, call: () => ({ url: `/api/authoring/lessons/${m().lessonId}/`, payload: { name: 'Renamed lesson' } }), ok: [200] },
  'DELETE /api/authoring/lessons/:id/': { prepare, call: () => ({ url: `/api/authoring/lessons/${m().spareLessonId}/` }), ok: [200] },
  'POST /api/authoring/lessons/:id/files/:kind/': {
    prepare, call: () => ({ url: `/api/authoring/lessons/${m().lessonId}/files/hint/`, payload: fileForm(PDF, 'hint.pdf', 'application/pdf') }), ok: [200],
  },
  'DELETE /api/authoring/lessons/:id/files/:kind/': { prepare, call: () => ({ url: `/api/authoring/lessons/${m().lessonId}/files/ppt/` }), ok: [200] },
  'GET /api/authoring/subjects/:id/question-bank/': { prepare, call: () => ({ url: `/api/authoring/subjects/${m().subjectId}/question-bank/` }), ok: [200] },
  'GET /api/authoring/quizzes/': { prepare, call: () => ({ url: '/api/authoring/quizzes/' }), ok: [200] },
  'POST /api/authoring/quizzes/': { prepare, call: () => ({ url: '/api/authoring/quizzes/', payload: quizBody() }), ok: [201] },
  'GET /api/authoring/quizzes/:id/': { prepare, call: () => ({ url: `/api/authoring/quizzes/${m().quizId}/` }), ok: [200] },
  'PATCH /api/authoring/quizzes/:id/': { prepare, call: () => ({ url: `/api/authoring/quizzes/${m().quizId}/`, payload: { topic: 'Simple circuits' } }), ok: [200] },
  'DELETE /api/authoring/quizzes/:id/': { prepare, call: (_c, actor) => ({ url: `/api/authoring/quizzes/${m().quizFor[actor]}/` }), ok: [200] },
  'GET /api/content/lesson-pages/:id/': { prepare, call: () => ({ url: `/api/content/lesson-pages/${m().lessonId}/` }), ok: [200] },
  'GET /api/content/lesson-pages/:id/practice/': { prepare, call: () => ({ url: `/api/content/lesson-pages/${m().lessonId}/practice/` }), ok: [200] },
  // The image the superuser's upload sample (registered, so called, before this route) put on the subject.
  'GET /api/content/subject-images/:id/': { prepare, call: () => ({ url: `/api/content/subject-images/${m().subjectId}/` }), ok: [200] },
};
