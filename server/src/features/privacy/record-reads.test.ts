import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerEndpoints, privacyEndpoints, recordReadsResponseSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { recordReads } from './record-reads.table';

/** Issue 31 item 5: staff and administrators' reads of a student's records are recorded and shown to the family and school. */
const roster = worldSpec({
  schools: { home: {}, away: { name: 'Away School, Sector 2, Pune' } },
  users: {
    asha: { role: 'student', school: 'home', name: 'Asha Rao' },
    ravi: { role: 'student', school: 'home' },
    mother: { role: 'parent', school: 'home' },
    stranger: { role: 'parent', school: 'home' },
    coach: { role: 'teacher', school: 'home', name: 'Neha Verma' },
    office: { role: 'school', school: 'home', name: 'Sunita Kapoor' },
    farCoach: { role: 'teacher', school: 'away' },
    root: { role: 'school', superuser: true, name: 'Admin' },
  },
});
const people: typeof roster = { ...roster, links: [['mother', 'asha']] };
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
});
afterAll(() => t.close());

const readsOf = (who: Who, username = 'asha', query: { limit?: number; offset?: number } = {}) =>
  w.as(who).call(privacyEndpoints.recordReads, { params: { username }, query });
const recorded = async () => (await t.db.select().from(recordReads)).map((r) => [r.studentId, r.readerId, r.readerRole, r.what]);

describe('recording reads of a student’s records', () => {
  it('records a teacher’s read of a learner’s attendance and an administrator’s download, before answering', async () => {
    await w.as('coach').ok(learnerEndpoints.teacherAttendance, { params: { username: 'asha' } });
    expect((await w.as('root').call(privacyEndpoints.studentExport, { params: { username: 'asha' } })).statusCode).toBe(200);
    expect(await recorded()).toEqual([
      [w.id.asha, w.id.coach, 'teacher', 'learners'],
      [w.id.asha, w.id.root, 'admin', 'privacy'],
    ]);
  });

  it('does not record the student’s own reads, their parent’s, or a refused read', async () => {
    const before = (await recorded()).length;
    expect((await w.as('asha').call(privacyEndpoints.studentExport, { params: { username: 'asha' } })).statusCode).toBe(200);
    expect((await w.as('mother').call(privacyEndpoints.studentExport, { params: { username: 'asha' } })).statusCode).toBe(200);
    expect((await w.as('farCoach').call(learnerEndpoints.teacherAttendance, { params: { username: 'asha' } })).statusCode).toBe(404);
    expect((await w.as('stranger').call(privacyEndpoints.studentExport, { params: { username: 'asha' } })).statusCode).toBe(403);
    expect((await recorded()).length).toBe(before);
  });
});

describe('GET /api/privacy/students/{username}/reads/', () => {
  it('shows the student, their parent and their school who read what and when, newest first', async () => {
    for (const who of ['asha', 'mother', 'office'] as const) {
      const res = await readsOf(who);
      expect(res.statusCode, res.body).toBe(200);
      const body = recordReadsResponseSchema.parse(res.json());
      expect(body.count).toBeGreaterThanOrEqual(2);
      // The newest first: the administrator's download came after the teacher's read.
      expect(body.results.slice(-2).map((r) => [r.reader_role, r.reader_name, r.what])).toEqual([
        ['admin', 'Admin', 'privacy'], ['teacher', 'Neha Verma', 'learners'],
      ]);
      expect(Date.parse(body.results[0].read_at)).not.toBeNaN();
    }
  });

  it('pages the list', async () => {
    const page = recordReadsResponseSchema.parse((await readsOf('asha', 'asha', { limit: 1, offset: 1 })).json());
    expect(page.results).toHaveLength(1);
    expect([page.limit, page.offset]).toEqual([1, 1]);
    expect((await readsOf('asha', 'asha', { limit: 101 })).statusCode).toBe(400);
  });

  it('refuses another student, an unlinked parent, another school’s staff and anonymous callers', async () => {
    expect((await readsOf('ravi')).statusCode).toBe(403);
    expect((await readsOf('stranger')).statusCode).toBe(403);
    expect((await readsOf('farCoach')).statusCode).toBe(403);
    expect((await readsOf('anonymous')).statusCode).toBe(401);
    expect((await readsOf('ravi', 'ravi')).json()).toEqual({ count: 0, limit: 20, offset: 0, results: [] });
  });
});
