/**
 * Issue 32 item 6: a 500-question bank of every kind (marks, tolerances, tags, several accepted answers, a practice
 * quiz's questions, Hindi, several lines, XML's own characters) goes out as QTI 3.0, into another subject, and out
 * again unchanged: the same items, byte for byte, and the same bank.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import {
  authoringEndpoints as api, qtiEndpoints, qtiImportResultSchema, qtiPreviewSchema, questionBankSchema,
  type BankQuestion, type CreateQuizRequest, type QuestionInput,
} from '@prayog/contract';
import { createAuthoringWorld, type AuthoringWorld } from '../authoring/test-world';

let w: AuthoringWorld;
let from = 0;
let into = 0;
beforeAll(async () => {
  w = await createAuthoringWorld();
  const subject = (slug: string) => w.as('superuser').ok(api.createSubject, { body: { grade: 8, name: `Round trip ${slug}`, slug } });
  from = (await subject('qti-from')).id;
  into = (await subject('qti-into')).id;
}, 60_000);
afterAll(() => w.t.close());

/** Question i of the bank: the kinds in turn, each with what it can carry. */
function question(i: number): QuestionInput {
  const marks = 1 + (i % 7);
  const tags = [`topic-${i % 4}`, ...(i % 3 === 0 ? ['hard'] : []), ...(i % 10 === 0 ? ['परिपथ'] : [])];
  const text = i % 9 === 0 ? `प्रश्न ${i}: एक बंद परिपथ में क्या होता है?`
    : i % 11 === 0 ? `Question ${i}: read this first.\nThen: is 3 < 5 && "x" > 'y'?`
      : `Question ${i}: which of these is right about circuits?`;
  switch (i % 5) {
    case 0: return { text, kind: 'single', marks, tags, answers: ['A closed loop', 'An open loop', 'A magnet', 'A <wire> & cell'].map((a, k) => ({ text: `${a} ${i}`, is_correct: k === i % 4 })) };
    case 1: return { text, kind: 'multiple', marks, tags, answers: ['Copper', 'Glass', 'Silver', 'Rubber', 'Iron'].map((a, k) => ({ text: a, is_correct: k % 2 === 0 && k <= 2 + (i % 3) })) };
    case 2: return { text, kind: 'true_false', marks, tags, answers: [{ text: 'True', is_correct: i % 2 === 0 }, { text: 'False', is_correct: i % 2 === 1 }] };
    case 3: return { text, kind: 'numeric', marks, tags, tolerance: (i % 3) * 0.05, answers: [{ text: String(Math.round(i * 37) / 100 - 50), is_correct: true }] };
    default: return {
      text, kind: 'short_text', marks, tags,
      answers: ['photosynthesis', 'Photo synthesis', 'प्रकाश संश्लेषण'].slice(0, 1 + (i % 3)).map((a) => ({ text: a, is_correct: true })),
    };
  }
}

const quiz = (name: string, kind: 'graded' | 'practice', from: number, questions: QuestionInput[]): CreateQuizRequest => ({
  name, topic: 'Round trip', quiz_type: 'homework', time_minutes: 30, kind, subject_id: from, grade: 8, questions,
});

async function exportOf(subjectId: number): Promise<Record<string, string>> {
  const res = await w.as('superuser').call(qtiEndpoints.exportBank, { params: { id: subjectId } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(res.rawPayload));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

function upload(subjectId: number, files: Record<string, string>, dryRun: boolean) {
  const zip = zipOf(files);
  const form = new FormData();
  form.append('file', new Blob([zip], { type: 'application/zip' }), 'bank.zip');
  return w.as('superuser').inject({ method: 'POST', url: `/api/authoring/subjects/${subjectId}/qti/?dry_run=${dryRun}`, payload: form });
}

/** The whole bank, 200 at a time. */
async function bankOf(subjectId: number): Promise<BankQuestion[]> {
  const pages = await Promise.all([0, 200, 400].map(async (offset) =>
    questionBankSchema.parse((await w.as('superuser').call(api.questionBank, { params: { id: subjectId }, query: { limit: 200, offset } })).json()).results));
  return pages.flat();
}
/** What a question is, without where it is kept. */
const essence = (q: BankQuestion) => ({
  text: q.text, kind: q.kind, quiz_kind: q.quiz_kind, marks: q.marks, tolerance: q.tolerance, tags: q.tags,
  answers: q.answers.map((a) => ({ text: q.kind === 'numeric' ? String(Number(a.text)) : a.text, is_correct: a.is_correct })),
});

const zipOf = (files: Record<string, string>) => zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

describe('a QTI 3.0 round trip', () => {
  it('exports a 500-question bank, imports it into another subject and exports the same items again', { timeout: 300_000 }, async () => {
    const all = Array.from({ length: 500 }, (_, i) => question(i));
    for (let n = 0; n < 5; n++) {
      // The last hundred are a practice quiz's: the package says so, and they come back as practice questions.
      await w.as('superuser').ok(api.createQuiz, { body: quiz(`Bank part ${n + 1}`, n === 4 ? 'practice' : 'graded', from, all.slice(n * 100, n * 100 + 100)) });
    }
    const before = await bankOf(from);
    expect(before).toHaveLength(500);

    const first = await exportOf(from);
    const itemFiles = Object.keys(first).filter((f) => f.startsWith('items/'));
    expect(itemFiles).toHaveLength(500);
    expect(first['imsmanifest.xml']).toContain('imsqti_item_xmlv3p0');

    const preview = qtiPreviewSchema.parse((await upload(into, first, true)).json());
    expect(preview.not_taken).toEqual([]);
    expect(preview.taken).toHaveLength(500);
    expect(preview.quizzes).toEqual([
      ...[1, 2, 3, 4].map((n) => ({ name: `Imported questions (${n})`, kind: 'graded', question_count: 100 })),
      { name: 'Imported practice questions (1)', kind: 'practice', question_count: 100 },
    ]);
    expect(await bankOf(into)).toEqual([]);

    const done = await upload(into, first, false);
    expect(done.statusCode, done.body).toBe(201);
    const result = qtiImportResultSchema.parse(done.json());
    expect(result.questions).toBe(500);
    expect(result.quizzes.map((q) => q.question_count)).toEqual([100, 100, 100, 100, 100]);

    const after = await bankOf(into);
    expect(after.map(essence)).toEqual(before.map(essence));

    const second = await exportOf(into);
    expect(Object.keys(second).sort()).toEqual(Object.keys(first).sort());
    for (const file of itemFiles) expect(second[file], file).toBe(first[file]);
    // The manifest differs only in the package's own name (the subject's slug).
    const resources = (manifest: string) => manifest.slice(manifest.indexOf('<resources>'));
    expect(resources(second['imsmanifest.xml'])).toBe(resources(first['imsmanifest.xml']));
  });
});
