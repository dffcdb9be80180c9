import type { Db } from '../../db/client';
import { subjects } from '../../features/lessons/lessons.table';
import { answers, questions, quizzes } from '../../features/quizzes/quizzes.table';
import type { Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** The subject the QTI samples export and import into, with one home-school question in its bank, made once per cast. */
const made = new WeakMap<Cast, Promise<number>>();
let current: number | null = null;

async function make(db: Db, cast: Cast): Promise<number> {
  const [subject] = await db.insert(subjects).values({ grade: 6, slug: 'sample-qti', name: 'Sample QTI' }).returning();
  const [quiz] = await db.insert(quizzes).values({ quizName: 'QTI sample quiz', topic: 'Cells', quizType: 'homework', timeMinutes: 10, grade: 6, subjectId: subject.id, schoolId: cast.homeSchoolId }).returning();
  const [q] = await db.insert(questions).values({ quizId: quiz.id, position: 1, text: 'Which cell powers a torch?' }).returning();
  await db.insert(answers).values([
    { questionId: q.id, position: 1, text: 'A dry cell', isCorrect: true },
    { questionId: q.id, position: 2, text: 'A solar panel', isCorrect: false },
  ]);
  return subject.id;
}

async function prepare(db: Db, cast: Cast): Promise<void> {
  if (!made.has(cast)) made.set(cast, make(db, cast));
  current = await made.get(cast)!;
}
const subjectId = () => {
  if (current === null) throw new Error('qti samples not prepared');
  return current;
};

/** One QTI 3.0 item: a true/false question. */
const ITEM = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="sample-1" title="Sample" adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>T</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-item-body>
    <p>A closed circuit lets current flow.</p>
    <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-simple-choice identifier="T">True</qti-simple-choice>
      <qti-simple-choice identifier="F">False</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
</qti-assessment-item>`;

function itemForm(): FormData {
  const data = new FormData();
  data.append('file', new Blob([ITEM], { type: 'application/xml' }), 'item.xml');
  return data;
}

/**
 * Sample calls of the QTI routes for the route × role matrix and the fuzz: a grade 6 subject whose bank holds a
 * home-school question (its teacher's export holds it, the away teacher's is empty), and a dry run of one item, which
 * saves nothing.
 */
export const qtiSamples: Record<string, RouteSample> = {
  'GET /api/authoring/subjects/:id/qti/': { prepare, call: () => ({ url: `/api/authoring/subjects/${subjectId()}/qti/` }), ok: [200] },
  'POST /api/authoring/subjects/:id/qti/': {
    prepare, call: () => ({ url: `/api/authoring/subjects/${subjectId()}/qti/?dry_run=true`, payload: itemForm() }), ok: [200],
  },
};
