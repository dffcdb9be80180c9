/** How big the district is; the defaults are `--scale district`, tests pass small ones. */
export interface DistrictSizes {
  /** New schools, added to the demo's seven. */
  schools: number;
  /** Students per school, spread over grades 1–12 and sections of about 30. */
  studentsPerSchool: number;
  /** Staff accounts per school: two school accounts (one when fewer than four staff) and the rest coaches. */
  staffPerSchool: number;
  /** Parents per school, each confirmed for one child of the school. */
  parentsPerSchool: number;
  /** School days (Monday to Saturday) of sign-ins and activity, ending today. */
  days: number;
}

/** 50 schools, 50,000 students, 2,000 staff, 5,000 parents, 180 school days. */
export const DISTRICT_SIZES: DistrictSizes = { schools: 50, studentsPerSchool: 1000, staffPerSchool: 40, parentsPerSchool: 100, days: 180 };

/**
 * `--scale state`: four times the district's schools with the same schools inside (200 schools, 200,000 students,
 * 8,000 staff, 20,000 parents), so a route's cost on it against the district's or the demo's shows how it grows
 * with the number of schools alone. School numbers get three digits (d001.student0001).
 */
export const STATE_SIZES: DistrictSizes = { ...DISTRICT_SIZES, schools: 200 };

/**
 * Bounds that keep the hash keys of draws.ts inside bigint (ordinal × 10^6 × 10^6) and give every grade at least
 * two students (the innovation club picks classes of two or more).
 */
const LIMITS: Record<keyof DistrictSizes, [min: number, max: number]> = {
  schools: [1, 200],
  studentsPerSchool: [24, 5000],
  staffPerSchool: [2, 500],
  parentsPerSchool: [0, 5000],
  days: [1, 400],
};

/** The sizes with defaults filled in; throws a readable error for a size out of range (they end up in SQL text). */
export function districtSizes(input: Partial<DistrictSizes> = {}): DistrictSizes {
  const sizes = { ...DISTRICT_SIZES, ...input };
  for (const [name, [min, max]] of Object.entries(LIMITS) as [keyof DistrictSizes, [number, number]][]) {
    const v = sizes[name];
    if (!Number.isInteger(v) || v < min || v > max) throw new Error(`District size ${name} must be a whole number from ${min} to ${max} (got ${v}).`);
  }
  if (sizes.parentsPerSchool > sizes.studentsPerSchool) throw new Error('District size parentsPerSchool cannot exceed studentsPerSchool (one child per parent).');
  return sizes;
}

/** School accounts per school (a principal and a coordinator); the other staff are coaches. */
export const schoolAccountsPer = (sizes: DistrictSizes): number => (sizes.staffPerSchool >= 4 ? 2 : 1);
export const teachersPer = (sizes: DistrictSizes): number => sizes.staffPerSchool - schoolAccountsPer(sizes);
