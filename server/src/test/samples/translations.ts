import type { Db } from '../../db/client';
import { lessons, subjectSchools, subjects } from '../../features/lessons/lessons.table';
import { answers, questions, quizzes } from '../../features/quizzes/quizzes.table';
import { quizTranslations } from '../../features/translations/translations.table';
import type { Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** The records the translation samples act on, made once per cast. */
interface Made { subjectId: number; lessonId: number; quizId: number }
const made = new WeakMap<Cast, Promise<Made>>();

async function make(db: Db, cast: Cast): Promise<Made> {
  // Offered to both schools: each school's teacher reads its translations (the rule lets both through).
  const [subject] = await db.insert(subjects).values({ grade: 8, slug: 'sample-translations', name: 'Sample Translations', description: 'Light and shadow' }).returning();
  await db.insert(subjectSchools).values([{ subjectId: subject.id, schoolId: cast.homeSchoolId }, { subjectId: subject.id, schoolId: cast.awaySchoolId }]);
  const [lesson] = await db.insert(lessons).values({ subjectId: subject.id, position: 1, name: 'Shadows', contentHtml: '<p>Light travels in straight lines.</p>' }).returning();
  const [quiz] = await db.insert(quizzes).values({ quizName: 'Shadows check', topic: 'Light', quizType: 'homework', timeMinutes: 10, grade: 8, subjectId: subject.id, schoolId: cast.homeSchoolId }).returning();
  const [question] = await db.insert(questions).values({ quizId: quiz.id, position: 1, text: 'What makes a shadow?' }).returning();
  await db.insert(answers).values([
    { questionId: question.id, position: 1, text: 'Blocked light', isCorrect: true },
    { questionId: question.id, position: 2, text: 'Sound', isCorrect: false },
  ]);
  await db.insert(quizTranslations).values({ quizId: quiz.id, language: 'hi', quizName: 'छाया की जाँच' });
  return { subjectId: subject.id, lessonId: lesson.id, quizId: quiz.id };
}

let current: Made | null = null;
async function prepare(db: Db, cast: Cast): Promise<void> {
  if (!made.has(cast)) made.set(cast, make(db, cast));
  current = await made.get(cast)!;
}
const m = () => {
  if (!current) throw new Error('translation samples not prepared');
  return current;
};

/** A fresh form per call (a form's body is read once). */
function pdfForm(): FormData {
  const data = new FormData();
  data.append('file', new Blob([Buffer.from('%PDF-1.4\n% संकेत\n%%EOF\n')], { type: 'application/pdf' }), 'hint-hi.pdf');
  return data;
}

/**
 * Sample calls of the translation routes for the route × role matrix and the fuzz test: a grade 8 subject offered to
 * both schools with a lesson and a home-school quiz (its teacher writes the quiz's Hindi version; the away school's is
 * refused), and the lesson's Hindi hint for the superuser's upload and removal.
 */
export const translationSamples: Record<string, RouteSample> = {
  'GET /api/authoring/translations/': { prepare, call: () => ({ url: '/api/authoring/translations/?language=hi' }), ok: [200] },
  'GET /api/authoring/translations/subjects/:id/': { prepare, call: () => ({ url: `/api/authoring/translations/subjects/${m().subjectId}/?language=hi` }), ok: [200] },
  'GET /api/authoring/translations/news/': { prepare, call: () => ({ url: '/api/authoring/translations/news/?language=mr' }), ok: [200] },
  'PUT /api/authoring/translations/:kind/:id/:language/': {
    prepare, call: () => ({ url: `/api/authoring/translations/quiz/${m().quizId}/hi/`, payload: { fields: { topic: 'प्रकाश' } } }), ok: [200],
  },
  'POST /api/authoring/translations/lesson/:id/:language/files/:fileKind/': {
    prepare, call: () => ({ url: `/api/authoring/translations/lesson/${m().lessonId}/hi/files/hint/`, payload: pdfForm() }), ok: [200],
  },
  'DELETE /api/authoring/translations/lesson/:id/:language/files/:fileKind/': {
    prepare, call: () => ({ url: `/api/authoring/translations/lesson/${m().lessonId}/hi/files/hint/` }), ok: [200],
  },
};
