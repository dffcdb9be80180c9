import type { FastifyInstance } from 'fastify';
import type { EndpointDefinition } from '@prayog/contract';
import { route, type RouteOptions } from '../core/route';
import type { Principal } from '../core/policy';
import type { SchoolContext } from '../core/identity/schools';
import { ownSchool } from './index';

const teacher = ownSchool({ roles: ['teacher'] });
const schoolAccount = ownSchool({ roles: ['school'] });

type StaffHandler<E extends EndpointDefinition> = RouteOptions<E, { user: Principal; school: SchoolContext }>['handler'];

/**
 * One staff read at both staff addresses, the teacher's (`/teacher_dashboard/…`) and the school account's
 * (`/school_dashboard/…`): each behind its role's own-school policy (a superuser reads any school with `?school=`),
 * both cached per school, answered by one handler. The contract defines the two endpoints from the same schemas, so
 * the one handler serves both.
 */
export function staffRead<T extends EndpointDefinition, S extends EndpointDefinition>(app: FastifyInstance, endpoints: { teacher: T; school: S }, handler: StaffHandler<T>): void {
  route(app, endpoints.teacher, { access: teacher, cache: 'per-school', handler });
  route(app, endpoints.school, { access: schoolAccount, cache: 'per-school', handler: handler as unknown as StaffHandler<S> });
}
