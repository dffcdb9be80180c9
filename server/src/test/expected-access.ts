import type { AccessRule } from '../core/policy';
import type { Actor } from './cast';

/** What a route's declared rule says an actor gets: through to the handler, or refused with a status. */
export type Expected = 'allow' | 401 | 403 | 404;

const STAFF: readonly Actor[] = ['teacher', 'school', 'otherTeacher', 'otherSchool'];
const ROLE_OF: Record<Exclude<Actor, 'anonymous' | 'superuser'>, 'student' | 'teacher' | 'school' | 'parent'> = {
  student: 'student', otherStudent: 'student', linkedParent: 'parent', unlinkedParent: 'parent',
  teacher: 'teacher', otherTeacher: 'teacher', school: 'school', otherSchool: 'school',
};

/**
 * The rule, read independently of the code that enforces it: the samples name records of the home school's
 * student ("student"), whom "linkedParent" follows and "teacher"/"school" teach; the "other…" actors belong
 * to the away school; "unlinkedParent" asked for the link and was not confirmed.
 */
export function expectedAccess(rule: AccessRule, actor: Actor, method: string): Expected {
  if (rule.kind === 'public') return 'allow';
  if (actor === 'anonymous') return 401;
  const isRead = method === 'GET' || method === 'HEAD';
  switch (rule.kind) {
    case 'signed-in':
      return 'allow';
    case 'roles':
      return actor === 'superuser' || rule.roles.includes(ROLE_OF[actor]) ? 'allow' : 403;
    case 'student-self':
      return actor === 'student' || actor === 'otherStudent' ? 'allow' : 403;
    case 'student':
      if (actor === 'superuser') return rule.superuser === false ? 403 : 'allow';
      if (actor === 'student') return 'allow';
      if (rule.staff && (actor === 'teacher' || actor === 'school')) return 'allow';
      if (rule.parent && actor === 'linkedParent') return 'allow';
      return 403;
    case 'staff-self':
      // The samples name the home school's account of that role.
      return actor === 'superuser' || actor === (rule.role === 'teacher' ? 'teacher' : 'school') ? 'allow' : 403;
    case 'school':
      // Every staff member's own school is the subject, so the away school's staff are let through to theirs.
      if (actor === 'superuser') return isRead || rule.superuserWrites ? 'allow' : 403;
      return STAFF.includes(actor) && rule.roles.includes(ROLE_OF[actor] as 'teacher' | 'school') ? 'allow' : 403;
    case 'linked-child':
      return actor === 'linkedParent' ? 'allow' : 403;
    case 'parent':
      return actor === 'linkedParent' || actor === 'unlinkedParent' ? 'allow' : 403;
    case 'superuser':
      return actor === 'superuser' ? 'allow' : 403;
    case 'school-owned':
      // The samples name a record of the home school: its staff of the listed roles get through, the away school's not.
      if (actor === 'superuser') return 'allow';
      if ((actor === 'teacher' || actor === 'school') && rule.roles.includes(ROLE_OF[actor] as 'teacher' | 'school')) return 'allow';
      return 403;
    case 'record':
      if (actor === 'student' || actor === 'superuser' || rule.anySignedIn) return 'allow';
      if (rule.staff && (actor === 'teacher' || actor === 'school')) return 'allow';
      if (rule.parent && actor === 'linkedParent') return 'allow';
      return 404;
  }
}
