import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileEndpoints } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { storeFile, type FileKind } from './files.service';

let t: TestApp;
// Type arguments spelt out: left to inference, the people would be only those the links name.
const people = worldSpec<'home' | 'away', 'stu' | 'classmate' | 'coach' | 'away.coach' | 'mum' | 'stranger'>({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' }, away: { name: 'Away School, Sector 1, Delhi' } },
  users: {
    stu: { role: 'student', school: 'home' },
    classmate: { role: 'student', school: 'home' },
    coach: { role: 'teacher', school: 'home' },
    'away.coach': { role: 'teacher', school: 'away' },
    mum: { role: 'parent', school: 'home' },
    stranger: { role: 'parent', school: 'home' },
  },
  links: [['mum', 'stu', 'approved'], ['stranger', 'stu', 'pending']],
});
let w: WorldOf<typeof people>;
const files: Record<string, string> = {};
const pdf = Buffer.from('%PDF-1.4\n% test document\n');

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  const home = { id: w.school.home };
  const stu = { id: w.id.stu };
  const put = (kind: FileKind, ownerId: number | null, schoolId: number | null) =>
    storeFile(t.db, t.ctx.storage, { bytes: pdf, kind, originalName: `${kind}.pdf`, contentType: 'application/pdf', ownerId, schoolId });
  files.hint = await put('hint', null, null);
  files.plan = await put('lesson_plan', null, null);
  files.homework = await put('homework', stu.id, home.id);
  files.certificate = await put('certificate', stu.id, home.id);
  files.report = await put('monthly_report', null, home.id);
});
afterAll(() => t.close());

const fetchAs = (who: PersonOf<typeof people> | null, fileId: string) => w.as(who ?? 'anonymous').call(fileEndpoints.file, { params: { fileId } });

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
  ] as const)('%s as %s answers %i', async (file, who, status) => {
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
