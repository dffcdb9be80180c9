import { storage } from './storage';

/** The two staff dashboards answer the same shapes at their own paths (ADR 0007). */
export type StaffRole = 'teacher' | 'school';

/** The signed-in staff member's dashboard: the school account's, else the teacher's. */
export const currentStaffRole = (): StaffRole => (storage.role() === 'school' ? 'school' : 'teacher');
