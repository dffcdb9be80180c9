import type { SeedContext } from './context';
import type { People } from './schools-and-users';
import { seedPlanners } from './planners';
import { seedInventory } from './inventory';
import { seedClubs } from './clubs';
import { seedSchoolReports } from './school-reports';

/** What the school and teacher dashboards manage: planners, inventory, clubs, shows, reports, galleries. */
export async function seedSchoolLife(ctx: SeedContext, people: People): Promise<void> {
  await seedPlanners(ctx, people);
  await seedInventory(ctx, people);
  await seedClubs(ctx, people);
  await seedSchoolReports(ctx, people);
}
