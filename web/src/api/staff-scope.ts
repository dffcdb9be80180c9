import type { StaffScope } from '../lib/staff-role';

/** Whose records a staff call reads: the dashboard's role and, for an administrator, the chosen school. */
export type ScopeRef = Pick<StaffScope, 'role' | 'school'>;

/**
 * The part of a query key that names whose records it holds: the same screen of two schools (or of a school and
 * the staff member's own) must never share a cached answer.
 */
export const scopeKey = (scope: ScopeRef) => [scope.role, scope.school ?? 'own'] as const;
