import { vi } from 'vitest';
import type { MeResponse, PrivacyNotice } from '@prayog/contract';

/** One request the page made, as the fake server saw it: the body parsed when it is JSON, as sent otherwise (FormData). */
export interface SeenCall { method: string; path: string; search: string; query: URLSearchParams; body?: unknown; headers: Headers }
/** Answers a call it knows (a Response, or a promise of one: a server that has not answered yet), else undefined. */
export type FakeRoute = (call: SeenCall) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A privacy notice as GET /privacy/notice/ answers it (ADR 0032). */
export const testNotice = (version = 1, changes: PrivacyNotice['changes'] = null): PrivacyNotice => ({
  version, published_at: '2026-11-01T04:30:00.000Z', contact: null, changes,
  sections: [{
    heading: { en: 'Who is responsible for your data', hi: 'आपके डेटा का ज़िम्मेदार कौन है' },
    paragraphs: { en: ['Your school is the data fiduciary.'], hi: ['आपका विद्यालय डेटा न्यासी है।'] },
  }],
});

export const TEST_SCHOOL = { id: 1, name: 'ABL School, Delhi', code: 'ABL' };

/** The signed-in staff member (`/account/me/`) and the school choices, which preselect the own school in forms. */
const staffBasics: FakeRoute = ({ path }) => {
  if (path === '/api/account/me/') {
    const me: MeResponse = {
      username: 'demo.teacher', email: 'teacher@example.org', name: 'Demo Teacher', role: 'teacher', is_superuser: false,
      dashboard_url: '/teacher_dashboard', language: null, phone_number: null, must_change_password: false, privacy_notice_due: false, time_zone: 'Asia/Kolkata',
      school: { id: TEST_SCHOOL.id, name: TEST_SCHOOL.name, join_code: null },
    };
    return json(me);
  }
  if (path === '/api/school_dashboard/school-choices/') {
    return json({ schools: [{ value: TEST_SCHOOL.code, label: TEST_SCHOOL.name }, { value: 'OTHER', label: 'Other School, Pune' }] });
  }
  return undefined;
};

function bodyOf(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * The one fake server of the component tests: replaces fetch; `route` answers the calls it knows and anything else is
 * a 404 `{detail}`, as the real server says. Returns every call seen, in order. (`vi.unstubAllGlobals()` restores
 * fetch.)
 */
export function fakeApi(route: FakeRoute): SeenCall[] {
  const calls: SeenCall[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const { pathname, search, searchParams } = new URL(url, 'http://localhost');
    const call: SeenCall = { method: init?.method ?? 'GET', path: pathname, search, query: searchParams, body: bodyOf(init?.body), headers: new Headers(init?.headers) };
    calls.push(call);
    return (await route(call)) ?? json({ detail: 'Not found.' }, 404);
  }));
  return calls;
}

/**
 * A fake server for a staff screen: `route` answers the screen's own calls, the staff basics the rest; anything
 * unanswered is a 404. Signs the browser in as `role`. Returns every call seen.
 */
export function fakeStaffApi(role: 'teacher' | 'school', route: FakeRoute): SeenCall[] {
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('role', role);
  return fakeApi((call) => route(call) ?? staffBasics(call));
}

/** The calls that changed something. */
export const writesOf = (calls: readonly SeenCall[]) => calls.filter((c) => c.method !== 'GET');
