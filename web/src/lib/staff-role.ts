import { createContext, useContext } from 'react';
import { storage } from './storage';

/** The two staff dashboards answer the same shapes at their own paths (ADR 0007). */
export type StaffRole = 'teacher' | 'school';

/** The signed-in staff member's dashboard: the school account's, else the teacher's. */
export const currentStaffRole = (): StaffRole => (storage.role() === 'school' ? 'school' : 'teacher');

/**
 * Whose records a staff screen shows. Staff see their own school (no `school`: the server knows it). An
 * administrator sees the school dashboard's screens of the school they chose (`school`, sent as `?school=<id>`),
 * read-only: only a school's own staff change its records (ADR 0001, ADR 0015).
 */
export interface StaffScope {
  role: StaffRole;
  /** The school an administrator chose; absent for staff. */
  school?: number;
  /** True for an administrator: write actions are not offered. */
  readOnly: boolean;
}

const StaffScopeContext = createContext<StaffScope | null>(null);

/** Set by the admin dashboard around a school's screens; staff dashboards need none. */
export const StaffScopeProvider = StaffScopeContext.Provider;

/** The scope of the screen: the one provided, else the signed-in staff member's own school. */
export function useStaffScope(): StaffScope {
  return useContext(StaffScopeContext) ?? { role: currentStaffRole(), readOnly: false };
}

/** The `school` query parameter of a scope: present only when an administrator chose a school. */
export const schoolParam = (scope: Pick<StaffScope, 'school'>): { school?: number } => (scope.school === undefined ? {} : { school: scope.school });
