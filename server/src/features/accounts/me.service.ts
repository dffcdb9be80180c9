import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/access';
import { notFound } from '../../lib/http-errors';
import { dashboardUrlFor, type MeResponse } from '@prayog/contract';
import { users } from './accounts.table';
import { schools } from '../schools/schools.table';

export async function getMe(db: Db, principal: Principal): Promise<MeResponse> {
  const [row] = await db
    .select({ username: users.username, email: users.email, name: users.name, schoolId: schools.id, schoolName: schools.name })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, principal.id))
    .limit(1);
  if (!row) throw notFound('User not found.');
  return {
    username: row.username,
    email: row.email,
    name: row.name,
    role: principal.role,
    is_superuser: principal.isSuperuser,
    dashboard_url: dashboardUrlFor(principal.role, principal.isSuperuser),
    school: row.schoolId !== null && row.schoolName !== null ? { id: row.schoolId, name: row.schoolName } : null,
  };
}
