import type { FastifyRequest } from 'fastify';
import type { Role } from '@prayog/contract';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { StudentContext } from './identity/student-context';

/** The signed-in user, as the access hook resolves it from the token. */
export interface Principal {
  id: number;
  username: string;
  role: Role;
  isSuperuser: boolean;
  /** The school the account belongs to; a superuser has none (a superuser's school is chosen per call). */
  schoolId: number | null;
  name: string | null;
  /** A student's class and school, read with the token, so a student's own calls need no second read. */
  student: StudentContext | null;
  /**
   * Signed in with a one-time password and not yet chosen their own (ADR 0023): only the routes that set a new password
   * (and what its screen reads, and signing out) answer; the access hook refuses the rest with 403.
   */
  mustChangePassword?: boolean;
}

/**
 * What a route's rule says, in terms a reader (and the route × role matrix test) can check: who may call
 * it, relative to the record the call is about.
 */
export type AccessRule =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Any approved account. */
  | { kind: 'signed-in' }
  /** Accounts of these roles, and superusers; the service decides what each one sees. */
  | { kind: 'roles'; roles: readonly Role[] }
  /** The caller's own student records; only students have them (a superuser is refused with 403). */
  | { kind: 'student-self' }
  /**
   * A student named in the path: that student, a superuser (unless `superuser` is false: a request only the data
   * principal makes), and optionally their school's staff and confirmed parents.
   */
  | { kind: 'student'; staff: boolean; parent: boolean; superuser?: false }
  /** A staff account named in the path (a dashboard's home): that account itself, and superusers. */
  | { kind: 'staff-self'; role: 'teacher' | 'school' }
  /** The caller's own school, for the listed staff roles; a superuser names the school with `?school=` (reads only unless `superuserWrites`). */
  | { kind: 'school'; roles: readonly ('teacher' | 'school')[]; superuserWrites: boolean }
  /** A parent's child whose link the school confirmed. */
  | { kind: 'linked-child' }
  /** Parent accounts themselves, linked or not (a superuser is refused with 403). */
  | { kind: 'parent' }
  /** Administrators only. */
  | { kind: 'superuser' }
  /**
   * One record a school owns, or every school (no owner): superusers change any; the listed staff roles read their
   * own school's and every school's, and change their own school's only; 403 for anyone else, 404 when it is missing.
   */
  | { kind: 'school-owned'; record: string; roles: readonly ('teacher' | 'school')[] }
  /**
   * One stored record (a certificate, a file): readable by its owner student, optionally their school's
   * staff and confirmed parents, and superusers; anyone else gets 404, exactly as for a record that does not exist.
   */
  | { kind: 'record'; record: string; anySignedIn: boolean; staff: boolean; parent: boolean };

/**
 * A route's access rule, in one place with its check. The role gate runs before the body is read; `authorize`
 * runs after validation, loads the subject of the call once (the student, the school, the child, the record)
 * and hands it to the handler typed, or throws 401/403/404.
 */
export interface Policy<Subject> {
  readonly rule: AccessRule;
  /** Who gets past the gate before the body is read. */
  readonly gate: { signedIn: boolean; roles: readonly Role[] | 'any'; superuser: boolean; deniedDetail?: string };
  /** One line for the API documentation. */
  readonly summary: string;
  authorize(req: FastifyRequest, user: Principal | null, db: Db): Promise<Subject>;
  /**
   * The school a call is about, read from the subject the policy loaded (the staff's school, the named student's, the
   * child's, the record's): the school whose cached answers the call reads and, for a write, invalidates. Without it,
   * or when it gives null, the caller's own school (`principalSchool`). (A method, so a policy of a richer subject
   * still serves where a narrower one is asked for, as `authorize` does.)
   */
  schoolOf?(subject: Subject): number | null;
  /**
   * The person whose own records the call reads (a named student, a stored record's owner): a read of them by their
   * school's staff or an administrator is written down (core/record-reads.ts, issue 31 access records).
   */
  personOf?(subject: Subject): number | null;
  /**
   * The subject is a school (or a person or record named in the address), never the caller: every caller the policy
   * lets in for one school gets the same answer from the same address, so that answer may be cached per school.
   * `route()` refuses to start a route cached `per-school` behind any other policy.
   */
  readonly sameAnswerForTheSchool?: boolean;
}

/** The caller's own school: a student's class's, a staff member's or a parent's; none for a superuser. */
export function principalSchool(user: Principal | null): number | null {
  return user?.student?.schoolId ?? user?.schoolId ?? null;
}

/** The subject a policy hands to the handler. */
export type SubjectOf<P> = P extends Policy<infer S> ? S : never;

/** What a refused caller is told unless the policy says more. */
export const DENIED = 'You do not have permission to perform this action.';

/** The check every policy's gate makes before the body is read: 401 without a valid token, 403 for another role. */
export function passGate(policy: Policy<unknown>, user: Principal | null, sentToken: boolean): void {
  const { gate } = policy;
  if (!gate.signedIn) return;
  if (!user) throw unauthorized(sentToken ? 'Invalid or expired token.' : undefined);
  const allowed = user.isSuperuser ? gate.superuser : gate.roles === 'any' || (gate.roles as readonly Role[]).includes(user.role);
  if (!allowed) throw forbidden(gate.deniedDetail ?? DENIED);
}
