import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { RouteSample } from '../route-samples';

/** The open correction request the decision sample decides (made by its `prepare`). */
let openRequestId = 0;
/** A breach incident of the home school (made by each breach sample's `prepare`, in the database it runs on). */
let incidentId = 0;
async function anIncident(db: Parameters<NonNullable<RouteSample['prepare']>>[0], homeSchoolId: number): Promise<void> {
  const [row] = rowsOf<{ id: number }>(await db.execute(sql`insert into breach_incidents (title, discovered_at, what_happened, consequences, measures, advice, contact, school_ids)
    values ('Lost laptop', now() - interval '2 hours', 'A laptop with a class list was stolen.', 'Names may be seen.', 'Passwords reset.', 'Nothing to do.', 'office@school.example', ${JSON.stringify([homeSchoolId])}::jsonb) returning id`));
  incidentId = row!.id;
}
const incident = (action: string, ok: readonly number[], method: 'GET' | 'POST' = 'POST'): RouteSample => ({
  prepare: (db, c) => anIncident(db, c.homeSchoolId),
  call: () => ({ url: `/api/privacy/breaches/${incidentId}/${action}`, ...(method === 'POST' ? { payload: {} } : {}) }),
  ok,
});

/** Sample calls of the privacy routes (issue 31) for the route × role matrix and the fuzz test. */
export const privacySamples: Record<string, RouteSample> = {
  // The home school's student: the student, their confirmed parent and administrators download it.
  'GET /api/privacy/students/:username/export/': { call: () => ({ url: '/api/privacy/students/cast.student/export/' }), ok: [200] },
  // Who read the home student's records: the student, their confirmed parent, their school's staff and administrators.
  'GET /api/privacy/students/:username/reads/': { call: () => ({ url: '/api/privacy/students/cast.student/reads/' }), ok: [200] },
  // The privacy notice (ADR 0032): anyone reads it; each person accepts the current version for themself (a version
  // published by an earlier sample makes version 1 out of date: 409); administrators list and publish versions.
  'GET /api/privacy/notice/': { call: () => ({ url: '/api/privacy/notice/' }), ok: [200] },
  'GET /api/privacy/notice/mine/': { call: () => ({ url: '/api/privacy/notice/mine/' }), ok: [200] },
  'POST /api/privacy/notice/acceptances/': { call: () => ({ url: '/api/privacy/notice/acceptances/', payload: { version: 1 } }), ok: [200, 409] },
  'GET /api/privacy/notice/versions/': { call: () => ({ url: '/api/privacy/notice/versions/' }), ok: [200] },
  'POST /api/privacy/notice/versions/': {
    call: () => ({
      url: '/api/privacy/notice/versions/',
      payload: { contact_name: 'Programme office', contact_email: 'office@programme.example', changes_en: 'A new contact.', changes_hi: 'नया संपर्क।' },
    }),
    ok: [201],
  },
  // Parents' consent (ADR 0035): the home student's consents for the student, their confirmed parent, their school's
  // staff and administrators; a confirmed parent decides for their child.
  'GET /api/privacy/students/:username/consents/': { call: () => ({ url: '/api/privacy/students/cast.student/consents/' }), ok: [200] },
  'PUT /api/privacy/consents/': { call: () => ({ url: '/api/privacy/consents/', payload: { purpose: 'leaderboards', given: true } }), ok: [200] },
  // Schools' agreements (ADR 0036): administrators list them and record one for the home school.
  'GET /api/privacy/agreements/': { call: () => ({ url: '/api/privacy/agreements/' }), ok: [200] },
  'PUT /api/privacy/schools/:id/agreement/': {
    call: (c) => ({
      url: `/api/privacy/schools/${c.homeSchoolId}/agreement/`,
      payload: { agreed_on: '2026-06-01', signatory: 'Principal, Home School', grievance_name: 'Grievance Officer', grievance_email: 'grievance@school.example' },
    }),
    ok: [200],
  },
  // Privacy requests (ADR 0037): the home student's requests for the student, their confirmed parent, their school's
  // staff and administrators; only the student and the confirmed parent file one (a second open one of a kind: 409);
  // the school account decides the home school's queue (a request decided already: 409).
  'GET /api/privacy/students/:username/requests/': { call: () => ({ url: '/api/privacy/students/cast.student/requests/' }), ok: [200] },
  'POST /api/privacy/students/:username/requests/': {
    call: () => ({ url: '/api/privacy/students/cast.student/requests/', payload: { kind: 'grievance', details: 'My marks for the last quiz look wrong.' } }),
    ok: [201, 409],
  },
  'GET /api/privacy/requests/': { call: () => ({ url: '/api/privacy/requests/' }), ok: [200] },
  'POST /api/privacy/requests/:id/decision/': {
    async prepare(db, c) {
      // The fuzz prepares again for each of its rounds: one open correction at a time.
      await db.execute(sql`delete from privacy_requests where student_id = ${c.ids.student} and kind = 'correction'`);
      const [row] = rowsOf<{ id: number }>(await db.execute(sql`insert into privacy_requests (kind, student_id, school_id, requested_by, requested_by_role, details, due_at)
        values ('correction', ${c.ids.student}, ${c.homeSchoolId}, ${c.ids.student}, 'student', 'My name is spelt wrongly.', now() + interval '30 days') returning id`));
      openRequestId = row!.id;
    },
    call: () => ({ url: `/api/privacy/requests/${openRequestId}/decision/`, payload: { status: 'done', reason: 'Corrected in the register.' } }),
    ok: [200, 409],
  },
  // The breach register (ADR 0039): administrators only.
  'GET /api/privacy/breaches/': { call: () => ({ url: '/api/privacy/breaches/' }), ok: [200] },
  'POST /api/privacy/breaches/': {
    call: (c) => ({
      url: '/api/privacy/breaches/',
      payload: {
        title: 'Shared password', discovered_at: '2026-11-20T05:00:00Z', what_happened: 'A teacher’s password was shared.', consequences: 'Marks may have been read.',
        measures: 'The password was changed.', advice: 'Nothing to do.', contact: 'office@school.example', school_ids: [c.homeSchoolId],
      },
    }),
    ok: [201],
  },
  'POST /api/privacy/breaches/:id/notify/': incident('notify/', [200, 409]),
  'POST /api/privacy/breaches/:id/reported/': incident('reported/', [200, 409]),
  'GET /api/privacy/breaches/:id/report/': incident('report/', [200], 'GET'),
};
