import type { RouteSample } from '../route-samples';

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
};
