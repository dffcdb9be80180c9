import { z } from 'zod';
import { idSchema } from './endpoint';

/** The two staff dashboards whose calls share a shape (spec 2 §7, spec 3 §7). */
export const STAFF_DASHBOARDS = ['teacher_dashboard', 'school_dashboard'] as const;
export type StaffDashboard = (typeof STAFF_DASHBOARDS)[number];

/**
 * Staff routes answer for the caller's own school. An administrator reads any school's with `?school=<id>`
 * (ADR 0001); for anyone else the parameter is ignored.
 */
export const schoolQuery = z.object({
  school: idSchema.optional().meta({ description: 'Administrators only: the school to read (its id)' }),
});

/** A month as YYYY-MM. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must look like 2026-05');

/** A school-local day as YYYY-MM-DD. */
export const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Day must look like 2026-05-31');

/** The short name screens show: the text before the first comma (spec 2 §2.2). */
export const shortSchoolName = (name: string): string => name.split(',')[0].trim();
