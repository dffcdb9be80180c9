import type { Db } from '../../db/client';
import { userByUsername } from '../fixtures';
import { seedWorld } from '../world';
import type { Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** A teacher of the home school whom the samples deactivate and reactivate (the cast's own accounts stay active). */
const LEAVER = 'cast.leaver';
let leaverId = 0;
async function leaver(db: Db, cast: Cast) {
  const found = await userByUsername(db, LEAVER);
  leaverId = found?.id
    ?? (await seedWorld(db, { users: { [LEAVER]: { role: 'teacher', school: cast.homeSchoolId, name: 'Leaving Teacher' } }, signedIn: false })).id[LEAVER];
}

/** Sample calls of the account status routes (ADR 0025) for the route × role matrix and the fuzz test. */
export const accountSamples: Record<string, RouteSample> = {
  'GET /api/accounts/': { call: () => ({ url: '/api/accounts/?role=teacher&status=active&search=cast&limit=10' }), ok: [200] },
  'POST /api/accounts/:accountId/deactivate/': { call: () => ({ url: `/api/accounts/${leaverId}/deactivate/` }), ok: [200], prepare: leaver },
  'POST /api/accounts/:accountId/reactivate/': { call: () => ({ url: `/api/accounts/${leaverId}/reactivate/` }), ok: [200], prepare: leaver },
  // A forgotten password (ADR 0027): public. The test app sends no email, so asking for a link is 404 (email off)
  // and a made-up link's token is 400, for every caller alike; password-reset.test.ts covers the mail.
  'GET /api/account/password-reset/': { call: () => ({ url: '/api/account/password-reset/' }), ok: [200] },
  'POST /api/account/password-reset/': { call: () => ({ url: '/api/account/password-reset/', payload: { username_or_email: 'cast.teacher' } }), ok: [202, 404] },
  'POST /api/account/password-reset/confirm/': {
    call: () => ({ url: '/api/account/password-reset/confirm/', payload: { token: 'A'.repeat(43), new_password: 'a-good-new-pass-7' } }), ok: [400],
  },
};
