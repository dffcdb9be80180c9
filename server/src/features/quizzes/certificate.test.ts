import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { errorSchema, fileEndpoints, quizEndpoints, quizResultSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { storedFiles } from '../files/files.table';
import { certificates } from './quizzes.table';
import { createQuiz, type TestQuiz } from './quiz-test-fixtures';
import { certificateDate } from './certificate-pdf';

const roster = worldSpec({
  schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' }, away: { name: 'Away School, Sector 1, Delhi' } },
  users: {
    stu: { role: 'student', school: 'green-valley', name: 'Asha Rao' },
    classmate: { role: 'student', school: 'green-valley' },
    coach: { role: 'teacher', school: 'green-valley' },
    office: { role: 'school', school: 'green-valley' },
    'away.coach': { role: 'teacher', school: 'away' },
    admin: { role: 'school', superuser: true },
    mum: { role: 'parent', school: 'green-valley' },
    stranger: { role: 'parent', school: 'green-valley' },
  },
});
// The links are added after, so the people's names are taken from `users` and the links are checked against them.
const people: typeof roster = { ...roster, links: [['mum', 'stu', 'approved'], ['stranger', 'stu', 'pending']] };
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
let stuId: number;
let homeId: number;
const attempt: Record<'pass' | 'fail' | 'running', number> = { pass: 0, fail: 0, running: 0 };

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  homeId = w.school['green-valley'];
  stuId = w.id.stu;
  const seven = { schoolId: homeId, grade: 7, section: 'A' };

  const take = async (q: TestQuiz, rightAnswers: number, submit = true) => {
    const started = await w.as('stu').call(quizEndpoints.start, { params: { quizId: q.id } });
    if (!submit) return started.json().attempt_id as number;
    const answers = q.questions.map((x, i) => ({ question_id: x.id, answer_id: i < rightAnswers ? x.right.id : x.wrong[0].id }));
    const res = await w.as('stu').call(quizEndpoints.submit, { params: { quizId: q.id }, body: { answers } });
    return quizResultSchema.parse(res.json()).attempt_id;
  };
  attempt.pass = await take(await createQuiz(t.db, { name: 'Circuits Final', type: 'final_exam', classes: [seven] }), 3);
  attempt.fail = await take(await createQuiz(t.db, { name: 'Sensors Check', classes: [seven] }), 1);
  attempt.running = await take(await createQuiz(t.db, { name: 'Motors Check', classes: [seven] }), 0, false);
});
afterAll(() => t.close());

const fetchAs = (who: Who, attemptId: number) => w.as(who).call(quizEndpoints.certificate, { params: { attemptId } });
const certificateCount = async () => (await t.db.select({ n: count() }).from(certificates))[0].n;

describe('GET /api/quiz/attempts/{attemptId}/certificate/', () => {
  it('makes a real PDF for a passing attempt, stores it once as a certificate file of the student, then serves the stored one', async () => {
    const res = await fetchAs('stu', attempt.pass);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="certificate-circuits-final.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1500);

    const [row] = await t.db.select().from(certificates).innerJoin(storedFiles, eq(storedFiles.id, certificates.fileId));
    expect(row.certificates).toMatchObject({ attemptId: attempt.pass, studentId: stuId });
    expect(row.stored_files).toMatchObject({ kind: 'certificate', ownerId: stuId, schoolId: homeId, contentType: 'application/pdf', sizeBytes: res.rawPayload.length });

    const again = await fetchAs('stu', attempt.pass);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(await certificateCount()).toBe(1);
    // The stored file is also readable at its file address, under the same rule.
    const file = await w.as('stu').call(fileEndpoints.file, { params: { fileId: row.certificates.fileId } });
    expect(file.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it.each([
    ['coach', 200], ['office', 200], ['mum', 200], ['admin', 200],
    ['classmate', 404], ['away.coach', 404], ['stranger', 404],
  ] as const)('as %s answers %i', async (who, status) => {
    const res = await fetchAs(who, attempt.pass);
    expect(res.statusCode).toBe(status);
    // Someone else's certificate answers exactly like a missing one, so ids cannot be probed.
    if (status === 404) expect(errorSchema.parse(res.json())).toEqual({ detail: 'Attempt not found.' });
    else expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('has no certificate for a failing or unfinished attempt (404) and creates none', async () => {
    for (const id of [attempt.fail, attempt.running]) {
      const res = await fetchAs('stu', id);
      expect(res.statusCode).toBe(404);
      expect(errorSchema.parse(res.json()).detail).toBe('No certificate for this attempt.');
    }
    expect(await certificateCount()).toBe(1);
  });

  it('answers 404 for an unknown attempt whoever asks, 400 for a malformed id, 401 without a token', async () => {
    expect((await fetchAs('classmate', 987654)).json()).toEqual({ detail: 'Attempt not found.' });
    expect((await fetchAs('stu', 'x' as unknown as number)).statusCode).toBe(400);
    expect((await fetchAs('anonymous', attempt.pass)).statusCode).toBe(401);
  });
});

describe('certificateDate', () => {
  it("prints the day in the school's time zone", () => {
    // 20:00 UTC on 21 Nov is already 22 Nov in India.
    expect(certificateDate(new Date('2026-11-21T20:00:00Z'), 'Asia/Kolkata')).toBe('22 November 2026');
  });
});
