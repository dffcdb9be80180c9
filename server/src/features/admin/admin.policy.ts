import type { FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES } from '@prayog/contract';
import type { Db } from '../../db/client';
import { notFound, unauthorized } from '../../lib/http-errors';
import { ownSchool, superuserOnly, type Policy, type Principal, type SchoolContext, type StudentContext } from '../../policies';
import { findStudentByUsername } from '../../core/identity/student-context';
import { firstSchoolId } from './lms-engagement.service';

/**
 * The administrator's rules: superusers only (the route × role matrix reads them as `superuser`), each loading the
 * school or student its call is about, so the kept answers and the writes' fresh start know that school.
 */
/** The superusers' rule and gate, for the policies below to spread (each loads its own subject). */
const superuserBase = { rule: superuserOnly.rule, gate: superuserOnly.gate };

const superuser = (user: Principal | null): Principal => {
  if (!user) throw unauthorized();
  return user;
};

async function knownSchool(req: FastifyRequest, db: Db, schoolId: number): Promise<SchoolContext> {
  const school = await req.caches.school(db, schoolId);
  if (!school) throw notFound(ADMIN_MESSAGES.noSuchSchool);
  return school;
}

/** Superusers, for the school `?school=` names (404 when unknown); the first school by name when absent (null: none yet). */
export const adminChosenSchool: Policy<{ user: Principal; school: SchoolContext | null }> = {
  ...superuserBase,
  summary: 'Superusers (administrators) only; ?school=<id> names the school, the first by name when absent.',
  schoolOf: ({ school }) => school?.id ?? null,
  sameAnswerForTheSchool: true,
  async authorize(req, user, db) {
    const admin = superuser(user);
    const wanted = (req.query as { school?: unknown }).school;
    // Kept like the administrator's overviews: which school comes first by name changes only with a write to a school,
    // which starts every answer drawn from all schools afresh (core/response-cache.ts). Read per request, it was the one
    // database round trip of a kept answer (the LMS engagement route ran at a third of the other admin routes' rate).
    const schoolId = typeof wanted === 'number' ? wanted : await req.server.responseCache.getAcrossSchools('first-school-by-name', () => firstSchoolId(db));
    return { user: admin, school: schoolId === null ? null : await knownSchool(req, db, schoolId) };
  },
};

/** Superusers, for the school the body names (404 when unknown). */
export const adminSchoolInBody: Policy<{ user: Principal; school: SchoolContext }> = {
  ...superuserBase,
  summary: 'Superusers (administrators) only, for the school the body names.',
  schoolOf: ({ school }) => school.id,
  async authorize(req, user, db) {
    return { user: superuser(user), school: await knownSchool(req, db, (req.body as { school: number }).school) };
  },
};

/** Superusers, reading the school `?school=` names (required): the school account's own reads, for any school. */
export const adminSchoolRead: Policy<{ user: Principal; school: SchoolContext }> = {
  ...ownSchool({ roles: [] }),
  summary: 'Superusers (administrators) only, for the school named with ?school=<id>.',
};

/** Superusers, for the approved student of any school the path's `{username}` names (404 when there is none). */
export const adminNamedStudent: Policy<{ user: Principal; student: StudentContext }> = {
  ...superuserBase,
  summary: 'Superusers (administrators) only, for the student the path names.',
  schoolOf: ({ student }) => student.schoolId,
  personOf: ({ student }) => student.id,
  async authorize(req, user, db) {
    const student = await findStudentByUsername(db, String((req.params as { username?: unknown }).username ?? ''));
    if (!student) throw notFound(ADMIN_MESSAGES.noSuchStudent);
    return { user: superuser(user), student };
  },
};
