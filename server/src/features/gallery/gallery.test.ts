import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { GALLERY_MESSAGES, galleryListSchema, gallerySchema } from '@prayog/contract';
import { createTestApp, authHeader, type TestApp } from '../../test/test-app';
import { createSchool, createUser } from '../../test/fixtures';
import { tokensFor } from '../../test/tokens';
import { auditLog } from '../audit/audit.table';
import { classroomGalleries } from './gallery.table';

const TEACHER = '/api/teacher_dashboard/classroom_gallery/';
const SCHOOL = '/api/school_dashboard/schoolgallery/';
const SCHOOL_NAME = 'Green Valley School, Sector 21, Noida';

let t: TestApp;
let tokens: Record<string, string>;
let gvId: number;

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: authHeader(tokens[who]) });
const galleryCount = async () => (await t.db.select({ n: count() }).from(classroomGalleries))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const gv = await createSchool(db, 'gv', SCHOOL_NAME);
  const other = await createSchool(db, 'other', 'Other School, Sector 9, Delhi');
  gvId = gv.id;
  await createUser(db, { username: 'coach', role: 'teacher', schoolId: gv.id });
  await createUser(db, { username: 'office', role: 'school', schoolId: gv.id });
  await createUser(db, { username: 'farcoach', role: 'teacher', schoolId: other.id });
  await createUser(db, { username: 'asha', role: 'student', schoolId: gv.id });
  await createUser(db, { username: 'parent', role: 'parent', schoolId: gv.id });
  await createUser(db, { username: 'root', role: 'school', schoolId: null, isSuperuser: true });
  tokens = await tokensFor(db, ['coach', 'office', 'farcoach', 'asha', 'parent', 'root']);
  await db.insert(classroomGalleries).values([
    { schoolId: gv.id, gallery: 'https://photos.example/gv/old', lastModified: new Date('2026-03-01T10:00:00Z') },
    { schoolId: other.id, gallery: 'https://photos.example/other/day', lastModified: new Date('2026-04-01T10:00:00Z') },
  ]);
});
afterAll(() => t.close());

describe('classroom gallery', () => {
  it('adds a link for the own school (by value or name) with an audit entry, listed last modified first', async () => {
    const res = await call('POST', TEACHER, 'coach', { school: 'gv', gallery: '  https://photos.example/gv/robotics-day  ' });
    expect(res.statusCode, res.body).toBe(201);
    const added = gallerySchema.parse(res.json());
    expect(added).toMatchObject({ school: SCHOOL_NAME, gallery: 'https://photos.example/gv/robotics-day' });
    expect(Date.now() - Date.parse(added.last_modified)).toBeLessThan(60_000);
    const byName = await call('POST', TEACHER, 'coach', { school: SCHOOL_NAME.toUpperCase(), gallery: 'http://photos.example/gv/science' });
    expect(byName.statusCode, byName.body).toBe(201);
    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'classroom_gallery'), eq(auditLog.entityId, String(added.id))));
    expect(entries.map((e) => [e.action, e.after])).toEqual([['create', { gallery: added.gallery }]]);

    for (const [who, url] of [['coach', TEACHER], ['office', SCHOOL]]) {
      const list = galleryListSchema.parse((await call('GET', url, who)).json());
      expect(list.count).toBe(3);
      expect(list.classroom_gallery.map((g) => g.gallery)).toEqual([
        'http://photos.example/gv/science', 'https://photos.example/gv/robotics-day', 'https://photos.example/gv/old',
      ]);
    }
    const page = galleryListSchema.parse((await call('GET', `${TEACHER}?limit=1&offset=2`, 'coach')).json());
    expect(page.classroom_gallery.map((g) => g.gallery)).toEqual(['https://photos.example/gv/old']);
  });

  it('refuses links that are not http(s) and missing fields with 400, saving nothing', async () => {
    const before = await galleryCount();
    for (const gallery of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example/a', 'not a link', '', 'https://', `https://a.example/${'x'.repeat(2000)}`]) {
      const res = await call('POST', TEACHER, 'coach', { school: 'gv', gallery });
      expect(res.statusCode, gallery).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('gallery');
    }
    const noSchool = await call('POST', TEACHER, 'coach', { gallery: 'https://photos.example/x' });
    expect(noSchool.statusCode).toBe(400);
    expect(noSchool.json().detail).toContain(GALLERY_MESSAGES.required);
    expect(await galleryCount()).toBe(before);
  });

  it("refuses another school's name with 403", async () => {
    const before = await galleryCount();
    const res = await call('POST', TEACHER, 'coach', { school: 'other', gallery: 'https://photos.example/x' });
    expect(res.statusCode).toBe(403);
    expect(await galleryCount()).toBe(before);
  });

  it("keeps each school's links to itself", async () => {
    const list = galleryListSchema.parse((await call('GET', TEACHER, 'farcoach')).json());
    expect(list.classroom_gallery.map((g) => g.gallery)).toEqual(['https://photos.example/other/day']);
  });

  it('refuses students, parents and the other dashboard; a superuser reads with ?school= and writes nothing', async () => {
    for (const who of ['asha', 'parent', 'office']) expect((await call('GET', TEACHER, who)).statusCode).toBe(403);
    for (const who of ['asha', 'parent', 'coach']) expect((await call('GET', SCHOOL, who)).statusCode).toBe(403);
    expect((await call('POST', TEACHER, 'asha', { school: 'gv', gallery: 'https://photos.example/x' })).statusCode).toBe(403);
    const read = await call('GET', `${SCHOOL}?school=${gvId}`, 'root');
    expect(read.statusCode).toBe(200);
    expect(galleryListSchema.parse(read.json()).count).toBe(3);
    const before = await galleryCount();
    expect((await call('POST', `${TEACHER}?school=${gvId}`, 'root', { school: 'gv', gallery: 'https://photos.example/x' })).statusCode).toBe(403);
    expect(await galleryCount()).toBe(before);
  });
});
