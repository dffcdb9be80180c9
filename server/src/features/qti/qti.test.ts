/**
 * The QTI exchange over HTTP (issue 32 item 6, ADR 0043): who may export what (the answer-reveal rule), who may import
 * (superusers), the dry run that saves nothing, the import through the authoring rules in one transaction with its
 * audit, the quizzes' names, and every bad upload a clear 4xx in the reader's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import {
  AUTHORING_MESSAGES, QTI_MAX_FILE_BYTES, QTI_MESSAGES, authoringEndpoints as api, qtiEndpoints, qtiImportResultSchema, qtiPreviewSchema,
} from '@prayog/contract';
import type { Actor } from '../../test/cast';
import { questions, quizzes } from '../quizzes/quizzes.table';
import { createAuthoringWorld, question, quizBody, type AuthoringWorld } from '../authoring/test-world';

let w: AuthoringWorld;
let subjectId = 0;
let targetId = 0;
beforeAll(async () => {
  w = await createAuthoringWorld();
  const subject = (slug: string) => w.as('superuser').ok(api.createSubject, { body: { grade: 7, name: `QTI ${slug}`, slug } });
  subjectId = (await subject('qti-source')).id;
  targetId = (await subject('qti-target')).id;
  // An every-school quiz (its answers are the administrators' only) and the home school's teacher's own.
  await w.as('superuser').ok(api.createQuiz, { body: quizBody({ name: 'For every school', subject_id: subjectId, questions: [question('Every school: what closes a circuit?', ['A switch', 'A bulb'])] }) });
  await w.as('teacher').ok(api.createQuiz, { body: quizBody({ name: 'Home quiz', subject_id: subjectId, questions: [
    { ...question('Home: which metals conduct?', ['Copper', 'Glass', 'Silver'], [0, 2]), kind: 'multiple', marks: 2, tags: ['metals'] },
    { text: 'Home: how many volts has a AA cell?', kind: 'numeric', tolerance: 0.1, answers: [{ text: '1.5', is_correct: true }] },
  ] }) });
}, 60_000);
afterAll(() => w.t.close());

const exported = async (actor: Actor, id = subjectId) => {
  const res = await w.as(actor).call(qtiEndpoints.exportBank, { params: { id } });
  return { res, files: res.statusCode === 200 ? Object.fromEntries(Object.entries(unzipSync(new Uint8Array(res.rawPayload))).map(([n, b]) => [n, strFromU8(b)])) : {} };
};
const form = (bytes: Uint8Array | string, name = 'bank.zip') => {
  const data = new FormData();
  data.append('file', new Blob([typeof bytes === 'string' ? strToU8(bytes) : bytes]), name);
  return data;
};
const upload = (actor: Actor, payload: FormData | string, { dryRun = false, id = targetId, headers = {} }: { dryRun?: boolean; id?: number; headers?: Record<string, string> } = {}) =>
  w.as(actor).inject({ method: 'POST', url: `/api/authoring/subjects/${id}/qti/?dry_run=${dryRun}`, payload, headers });
const itemsOf = (files: Record<string, string>) => Object.keys(files).filter((f) => f.startsWith('items/')).map((f) => files[f]);

describe('exporting a subject’s bank', () => {
  it('gives a superuser every question as a QTI 3.0 package, and a teacher only their own school’s (the answer-reveal rule)', async () => {
    const admin = await exported('superuser');
    expect(admin.res.statusCode).toBe(200);
    expect(admin.res.headers['content-disposition']).toBe('attachment; filename="qti-source-grade-7-qti.zip"');
    expect(admin.res.headers['cache-control']).toBe('private, no-store');
    expect(itemsOf(admin.files)).toHaveLength(3);
    expect(admin.files['imsmanifest.xml']).toContain('<imsmd:string language="x-none">metals</imsmd:string>');

    const teacher = await exported('teacher');
    expect(teacher.res.statusCode).toBe(200);
    const texts = itemsOf(teacher.files).join('\n');
    expect(itemsOf(teacher.files)).toHaveLength(2);
    expect(texts).not.toContain('Every school');
    expect(texts).toContain('max-choices="0"');
    expect(texts).toContain('tolerance="0.1 0.1"');
    // The away school's teacher sees none of the home school's questions.
    expect(itemsOf((await exported('otherTeacher')).files)).toHaveLength(0);
  });

  it('is refused to students, parents, school accounts and callers not signed in; a missing subject is 404', async () => {
    expect((await exported('student')).res.statusCode).toBe(403);
    expect((await exported('linkedParent')).res.statusCode).toBe(403);
    expect((await exported('school')).res.statusCode).toBe(403);
    expect((await exported('anonymous')).res.statusCode).toBe(401);
    expect((await exported('superuser', 999_999)).res.statusCode).toBe(404);
  });
});

describe('importing a package', () => {
  let pkg: Uint8Array;
  beforeAll(async () => {
    const { files } = await exported('superuser');
    // A foreign item besides Prayog's own: a hotspot question the import cannot take.
    const hotspot = `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="spot" title="s"><qti-item-body><p>Where?</p><qti-hotspot-interaction response-identifier="R"/></qti-item-body></qti-assessment-item>`;
    files['imsmanifest.xml'] = files['imsmanifest.xml'].replace('</resources>', '<resource identifier="r-spot" type="imsqti_item_xmlv3p0" href="items/spot.xml"/></resources>');
    files['items/spot.xml'] = hotspot;
    pkg = zipSync(Object.fromEntries(Object.entries(files).map(([n, t]) => [n, strToU8(t)])));
  });

  it('is for superusers only: teachers and every other caller are refused', async () => {
    for (const actor of ['teacher', 'school', 'student', 'linkedParent'] as const) expect((await upload(actor, form(pkg), { dryRun: true })).statusCode, actor).toBe(403);
    expect((await upload('anonymous', form(pkg), { dryRun: true })).statusCode).toBe(401);
  });

  it('previews every item it takes and every one it does not, with why, and saves nothing', async () => {
    const before = await w.t.db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.subjectId, targetId));
    const res = await upload('superuser', form(pkg), { dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    const preview = qtiPreviewSchema.parse(res.json());
    expect(preview.items).toBe(4);
    expect(preview.taken.map((t) => [t.kind, t.marks, t.answers, t.tags])).toEqual(expect.arrayContaining([['multiple', 2, 3, ['metals']], ['numeric', 1, 1, []], ['single', 1, 2, []]]));
    expect(preview.not_taken).toEqual([{ identifier: 'spot', reason: 'qti-hotspot-interaction is not supported.' }]);
    expect(preview.quizzes).toEqual([{ name: 'Imported questions (1)', kind: 'graded', question_count: 3 }]);
    expect(await w.t.db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.subjectId, targetId))).toEqual(before);
  });

  it('says why in Hindi when asked', async () => {
    const preview = qtiPreviewSchema.parse((await upload('superuser', form(pkg), { dryRun: true, headers: { 'accept-language': 'hi' } })).json());
    expect(preview.not_taken[0].reason).toBe('qti-hotspot-interaction समर्थित नहीं है।');
  });

  it('makes the taken items a graded quiz of the subject for every school, with an audit entry; the next import is "(2)"', async () => {
    const res = await upload('superuser', form(pkg));
    expect(res.statusCode, res.body).toBe(201);
    const done = qtiImportResultSchema.parse(res.json());
    expect(done).toMatchObject({ detail: '3 questions were imported into 1 quiz.', questions: 3, not_taken: 1 });
    const [quiz] = await w.t.db.select().from(quizzes).where(eq(quizzes.id, done.quizzes[0].id));
    expect(quiz).toMatchObject({ quizName: 'Imported questions (1)', kind: 'graded', subjectId: targetId, grade: 7, schoolId: null, archivedAt: null });
    const audit = await w.lastAudit();
    expect(audit).toMatchObject({ action: 'create', entity: 'quiz', entityId: String(quiz.id), schoolId: null });
    expect(audit.after).toMatchObject({ imported_from: 'qti', questions: 3, file: 'bank.zip' });
    const numeric = await w.t.db.select().from(questions).where(and(eq(questions.quizId, quiz.id), eq(questions.kind, 'numeric')));
    expect(numeric[0]).toMatchObject({ tolerance: 0.1, marks: 1 });

    const again = qtiImportResultSchema.parse((await upload('superuser', form(pkg))).json());
    expect(again.quizzes.map((q) => q.name)).toEqual(['Imported questions (2)']);
    expect(again.detail).toBe('3 questions were imported into 1 quiz.');
  });

  it('takes one item XML alone, and refuses a question a quiz of the other kind asks', async () => {
    const { files } = await exported('superuser');
    const single = itemsOf(files).find((x) => x.includes('Every school'))!;
    const preview = qtiPreviewSchema.parse((await upload('superuser', form(single, 'one.xml'), { dryRun: true })).json());
    expect(preview.taken.map((t) => t.text)).toEqual(['Every school: what closes a circuit?']);
    const asPractice = single.replace('data-prayog-quiz-kind="graded"', 'data-prayog-quiz-kind="practice"');
    const refused = qtiPreviewSchema.parse((await upload('superuser', form(asPractice, 'one.xml'), { dryRun: true })).json());
    expect(refused.not_taken.map((n) => n.reason)).toEqual([QTI_MESSAGES.askedByGraded]);
    const nothing = await upload('superuser', form(asPractice, 'one.xml'));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ detail: QTI_MESSAGES.nothingToImport });
  });

  it('answers every bad upload with a clear 4xx and saves nothing', async () => {
    const count = async () => (await w.t.db.select({ id: quizzes.id }).from(quizzes).where(inArray(quizzes.subjectId, [targetId]))).length;
    const quizzesBefore = await count();
    const expectDetail = async (payload: FormData, status: number, detail: string) => {
      const res = await upload('superuser', payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ detail });
    };
    await expectDetail(form('just some words', 'notes.txt'), 400, QTI_MESSAGES.notPackage);
    await expectDetail(form('PK\u0003\u0004garbage', 'broken.zip'), 400, QTI_MESSAGES.badZip);
    await expectDetail(form(zipSync({ 'readme.txt': strToU8('hello') })), 400, QTI_MESSAGES.noManifest);
    await expectDetail(form(new Uint8Array(QTI_MAX_FILE_BYTES + 1)), 413, QTI_MESSAGES.tooLarge);
    const json = await upload('superuser', '{"file": "not multipart"}', { headers: { 'content-type': 'application/json' } });
    expect([json.statusCode, json.json()]).toEqual([415, { detail: QTI_MESSAGES.notMultipart }]);
    const empty = new FormData();
    empty.append('other', 'x');
    await expectDetail(empty, 400, QTI_MESSAGES.noFile);
    const missing = await w.as('superuser').inject({ method: 'POST', url: '/api/authoring/subjects/999999/qti/?dry_run=true', payload: form(pkg) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: AUTHORING_MESSAGES.noSuchSubject });
    expect(await count()).toBe(quizzesBefore);
  });

  it('has a Hindi text for every message it can say', async () => {
    const { localize } = await import('../../lib/localize');
    const untranslated = Object.values(QTI_MESSAGES).filter((m) => localize(m.replace(/{{\w+}}/g, 'x'), 'hi') === m.replace(/{{\w+}}/g, 'x'));
    expect(untranslated).toEqual([]);
    expect(localize('12 questions were imported into 3 quizzes.', 'hi')).toBe('12 प्रश्न 3 क्विज़ में आयात किए गए।');
  });
});
