import type { FastifyPluginAsync } from 'fastify';
import { approvalEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { localize, requestLanguage } from '../../lib/localize';
import { userChanged } from '../../core/request-caches';
import { route } from '../../core/route';
import { ownSchool } from '../../policies';
import { decideParent, decideTeacher, dismissParentRequests, listApprovals } from './approvals.service';
import { decideClassChange, listClassChanges } from './class-changes.service';

/** The school account's decisions; a superuser may read any school's list (?school=) but decides nothing. */
const schoolAccount = ownSchool({ roles: ['school'] });
/** Class changes (ADR 0024): the school's teachers and its account decide; a superuser names the school (?school=). */
const schoolStaff = ownSchool({ roles: ['teacher', 'school'], superuserWrites: true });

/** The school confirms the teachers and parents who signed up for it. */
export const approvalsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  route(app, approvalEndpoints.list, {
    access: schoolAccount,
    // A decision starts the school's kept answers afresh; a new sign-up shows within the kept time (ADR 0013).
    cache: 'per-school',
    handler: (_req, { school }) => listApprovals(ctx.db, school.id),
  });
  route(app, approvalEndpoints.decideTeacher, {
    access: schoolAccount,
    async handler(req, { user, school }) {
      const decided = await decideTeacher(ctx.db, school.id, user.id, req.params.id, req.body.decision);
      return { ...decided, detail: localize(decided.detail, requestLanguage(req)) };
    },
  });
  route(app, approvalEndpoints.decideParent, {
    access: schoolAccount,
    async handler(req, { user, school }) {
      const decided = await decideParent(ctx.db, school.id, user.id, req.params.id, req.body.decision);
      // The parent's confirmed children are read afresh on their next call.
      userChanged(ctx, req.params.id);
      return { ...decided, detail: localize(decided.detail, requestLanguage(req)) };
    },
  });
  route(app, approvalEndpoints.dismissParent, {
    access: schoolAccount,
    async handler(req, { user, school }) {
      const dismissed = await dismissParentRequests(ctx.db, school.id, user.id, req.params.id);
      return { ...dismissed, detail: localize(dismissed.detail, requestLanguage(req)) };
    },
  });
  route(app, approvalEndpoints.classChanges, {
    access: schoolStaff,
    cache: 'per-school',
    handler: (_req, { school }) => listClassChanges(ctx.db, school.id),
  });
  route(app, approvalEndpoints.decideClassChange, {
    access: schoolStaff,
    async handler(req, { user, school }) {
      const { studentId, ...decided } = await decideClassChange(ctx.db, school.id, user.id, req.params.id, req.body.decision);
      // The student's session carries their class: every server reads it afresh at once, as a class change always did.
      userChanged(ctx, studentId);
      return { ...decided, detail: localize(decided.detail, requestLanguage(req)) };
    },
  });
};
