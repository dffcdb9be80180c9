import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, accountEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { localize, requestLanguage } from '../../lib/localize';
import { userChanged } from '../../core/request-caches';
import { route } from '../../core/route';
import { ownSchool, schoolOwnedRecord } from '../../policies';
import { listSchoolAccounts, loadAccount, setAccountActive } from './account-status.service';

/**
 * Deactivating and reactivating accounts (ADR 0025): a school account for its own teachers, parents and students; an
 * administrator for anyone but administrators. Another school's account is 403, a missing one 404.
 */
const namedAccount = schoolOwnedRecord({
  record: 'account',
  roles: ['school'],
  notFoundDetail: ACCOUNT_MESSAGES.notFound,
  deniedDetail: ACCOUNT_MESSAGES.denied,
  load: (req, db) => loadAccount(db, (req.params as { accountId: number }).accountId),
});

export function accountStatusRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, accountEndpoints.schoolAccounts, {
    access: ownSchool({ roles: ['school'] }),
    handler: (req, { user, school }) => listSchoolAccounts(ctx.db, user, school.id, req.query),
  });

  for (const [endpoint, active] of [[accountEndpoints.deactivate, false], [accountEndpoints.reactivate, true]] as const) {
    route(app, endpoint, {
      access: namedAccount,
      async handler(req, { user, record }) {
        const { changed, ...answer } = await setAccountActive(ctx.db, user, record, active);
        // Its sessions (and live streams) end at once on every server process; a reactivated one may sign in again.
        if (changed) userChanged(ctx, record.id);
        return { ...answer, detail: localize(answer.detail, requestLanguage(req)) };
      },
    });
  }
}
