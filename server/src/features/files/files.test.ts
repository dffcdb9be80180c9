import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser, linkParent } from '../../test/fixtures';
import { storeFile, type FileKind } from './files.service';
import { tokensFor } from '../../test/tokens';

let t: TestApp;
const token: Record<string, string> = {};
const files: Record<string, string> = {};
const pdf = Buffer.from('%PDF-1.4\n% test document\n');

beforeAll(async () => {
  t = await createTestApp();
  const home = await createSchool(t.db);
  const away = await createSchool(t.db, 'away', 'Away School, Sector 1, Delhi');
  const stu = await createUser(t.db, { username: 'stu', role: 'student', schoolId: home.id });
  await createUser(t.db, { username: 'classmate', role: 'student', schoolId: home.id });
  await createUser(t.db, { username: 'coach', role: 'teacher', schoolId: home.id });
  await createUser(t.db, { username: 'away.coach', role: 'teacher', schoolId: away.id });
  const mum = await createUser(t.db, { username: 'mum', role: 'parent', schoolId: home.id });
  await linkParent(t.db, mum.id, stu.id, 'approved');
  const stranger = await createUser(t.db, { username: 'stranger', role: 'parent', schoolId: home.id });
  await linkParent(t.db, stranger.id, stu.id, 'pending');
  const put = (kind: FileKind, ownerId: number | null, schoolId: number | null) =>
    storeFile(t.db, t.ctx.storage, { bytes: pdf, kind, originalName: `${kind}.pdf`, contentType: 'application/pdf', ownerId, schoolId });
  files.hint = await put('hint', null, null);
  files.plan = await put('lesson_plan', null, null);
  files.homework = await put('homework', stu.id, home.id);
  files.certificate = await put('certificate', stu.id, home.id);
  files.report = await put('monthly_report', null, home.id);
  Object.assign(token, await tokensFor(t.db, ['stu', 'classmate', 'coach', 'away.coach', 'mum', 'stranger']));
});
afterAll(() => t.close());

const fetchAs = (who: string | null, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/files/${id}/`, headers: who ? authHeader(token[who]) : {} });

describe('GET /api/files/{fileId}/', () => {
  it('serves a hint with its content type and bytes to any signed-in user', async () => {
    const res = await fetchAs('stu', files.hint);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await fetchAs(null, files.hint)).statusCode).toBe(401);
  });

  it.each([
    ['plan', 'stu', 404], ['plan', 'coach', 200],
    ['homework', 'stu', 200], ['homework', 'classmate', 404], ['homework', 'coach', 200], ['homework', 'away.coach', 404], ['homework', 'mum', 404],
    ['certificate', 'mum', 200], ['certificate', 'stranger', 404], ['certificate', 'classmate', 404],
    ['report', 'coach', 200], ['report', 'away.coach', 404], ['report', 'stu', 404],
  ])('%s as %s answers %i', async (file, who, status) => {
    const res = await fetchAs(who, files[file]);
    expect(res.statusCode).toBe(status);
    // Someone who may not read a file is told exactly what they would be told for a file that does not exist.
    if (status === 404) expect(res.json()).toEqual({ detail: 'File not found.' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await fetchAs('coach', '00000000-0000-4000-8000-000000000000')).json()).toEqual({ detail: 'File not found.' });
    const bad = await fetchAs('coach', 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/fileId/);
  });
});
