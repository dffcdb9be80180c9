import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { GALLERY_MESSAGES, galleryEndpoints, galleryListSchema, gallerySchema, type CreateGalleryRequest, type EndpointQuery } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { auditLog } from '../audit/audit.table';
import { classroomGalleries } from './gallery.table';

const { teacherList: TEACHER, schoolList: SCHOOL } = galleryEndpoints;
const SCHOOL_NAME = 'Green Valley School, Sector 21, Noida';

let t: TestApp;
const people = worldSpec({
  schools: { gv: { name: SCHOOL_NAME }, other: { name: 'Other School, Sector 9, Delhi' } },
  users: {
    coach: { role: 'teacher', school: 'gv' },
    office: { role: 'school', school: 'gv' },
    farcoach: { role: 'teacher', school: 'other' },
    asha: { role: 'student', school: 'gv' },
    parent: { role: 'parent', school: 'gv' },
    root: { role: 'school', superuser: true },
  },
});
type Person = PersonOf<typeof people>;
let w: WorldOf<typeof people>;
let gvId: number;

const list = (who: Person, endpoint: typeof TEACHER | typeof SCHOOL, query: EndpointQuery<typeof TEACHER> = {}) => w.as(who).call(endpoint, { query });
const add = (who: Person, body: CreateGalleryRequest) => w.as(who).call(galleryEndpoints.create, { body });
const galleryCount = async () => (await t.db.select({ n: count() }).from(classroomGalleries))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  const gv = { id: w.school.gv };
  const other = { id: w.school.other };
  gvId = gv.id;
  await db.insert(classroomGalleries).values([
    { schoolId: gv.id, gallery: 'https://photos.example/gv/old', lastModified: new Date('2026-03-01T10:00:00Z') },
    { schoolId: other.id, gallery: 'https://photos.example/other/day', lastModified: new Date('2026-04-01T10:00:00Z') },
  ]);
});
afterAll(() => t.close());

describe('classroom gallery', () => {
  it('adds a link for the own school (by value or name) with an audit entry, listed last modified first', async () => {
    const res = await add('coach', { school: 'gv', gallery: '  https://photos.example/gv/robotics-day  ' });
    expect(res.statusCode, res.body).toBe(201);
    const added = gallerySchema.parse(res.json());
    expect(added).toMatchObject({ school: SCHOOL_NAME, gallery: 'https://photos.example/gv/robotics-day' });
    expect(Date.now() - Date.parse(added.last_modified)).toBeLessThan(60_000);
    const byName = await add('coach', { school: SCHOOL_NAME.toUpperCase(), gallery: 'http://photos.example/gv/science' });
    expect(byName.statusCode, byName.body).toBe(201);
    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'classroom_gallery'), eq(auditLog.entityId, String(added.id))));
    expect(entries.map((e) => [e.action, e.after])).toEqual([['create', { gallery: added.gallery }]]);

    for (const [who, endpoint] of [['coach', TEACHER], ['office', SCHOOL]] as const) {
      const listed = galleryListSchema.parse((await list(who, endpoint)).json());
      expect(listed.count).toBe(3);
      expect(listed.classroom_gallery.map((g) => g.gallery)).toEqual([
        'http://photos.example/gv/science', 'https://photos.example/gv/robotics-day', 'https://photos.example/gv/old',
      ]);
    }
    const page = galleryListSchema.parse((await list('coach', TEACHER, { limit: 1, offset: 2 })).json());
    expect(page.classroom_gallery.map((g) => g.gallery)).toEqual(['https://photos.example/gv/old']);
  });

  it('refuses links that are not http(s) and missing fields with 400, saving nothing', async () => {
    const before = await galleryCount();
    for (const gallery of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example/a', 'not a link', '', 'https://', `https://a.example/${'x'.repeat(2000)}`]) {
      const res = await add('coach', { school: 'gv', gallery });
      expect(res.statusCode, gallery).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('gallery');
    }
    // Raw: without its school the body does not type-check.
    const noSchool = await w.as('coach').inject({ method: 'POST', url: `/api${galleryEndpoints.create.path}`, payload: { gallery: 'https://photos.example/x' } });
    expect(noSchool.statusCode).toBe(400);
    expect(noSchool.json().detail).toContain(GALLERY_MESSAGES.required);
    expect(await galleryCount()).toBe(before);
  });

  it("refuses another school's name with 403", async () => {
    const before = await galleryCount();
    const res = await add('coach', { school: 'other', gallery: 'https://photos.example/x' });
    expect(res.statusCode).toBe(403);
    expect(await galleryCount()).toBe(before);
  });

  it("keeps each school's links to itself", async () => {
    const listed = galleryListSchema.parse((await list('farcoach', TEACHER)).json());
    expect(listed.classroom_gallery.map((g) => g.gallery)).toEqual(['https://photos.example/other/day']);
  });

  it('refuses students, parents and the other dashboard; a superuser reads with ?school= and writes nothing', async () => {
    for (const who of ['asha', 'parent', 'office'] as const) expect((await list(who, TEACHER)).statusCode).toBe(403);
    for (const who of ['asha', 'parent', 'coach'] as const) expect((await list(who, SCHOOL)).statusCode).toBe(403);
    expect((await add('asha', { school: 'gv', gallery: 'https://photos.example/x' })).statusCode).toBe(403);
    const read = await list('root', SCHOOL, { school: gvId });
    expect(read.statusCode).toBe(200);
    expect(galleryListSchema.parse(read.json()).count).toBe(3);
    const before = await galleryCount();
    // Raw: the create takes no ?school= in the contract.
    expect((await w.as('root').inject({ method: 'POST', url: `/api${galleryEndpoints.create.path}?school=${gvId}`, payload: { school: 'gv', gallery: 'https://photos.example/x' } })).statusCode).toBe(403);
    expect(await galleryCount()).toBe(before);
  });
});
