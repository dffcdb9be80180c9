import type { FastifyPluginAsync } from 'fastify';
import { inventoryEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { route } from '../../core/route';
import { staffRead } from '../../policies/staff-routes';
import { ownSchool } from '../../policies';
import { changeComponent, createComponent, listInventory } from './inventory.service';

const teacher = ownSchool({ roles: ['teacher'] });

/**
 * Inventory: the school's teachers add components and credit or debit them; the school account reads the same
 * list; a superuser reads any school's (?school=) and is refused writes (ADR 0007).
 */
export const inventoryRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const e = inventoryEndpoints;
  staffRead(app, { teacher: e.teacherList, school: e.schoolList }, (req, { school }) => listInventory(ctx.db, school, req.query));
  route(app, e.create, {
    access: teacher,
    handler: async (req, { user, school }, reply) => reply.code(201).send(await createComponent(ctx.db, school, user, req.body)),
  });
  route(app, e.change, { access: teacher, handler: (req, { user, school }) => changeComponent(ctx.db, school, user, req.body) });
};
