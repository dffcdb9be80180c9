import type { Db } from '../../db/client';
import { inventoryComponents } from '../../features/inventory/inventory.table';
import type { Cast } from '../cast';
import type { RouteSample } from '../route-samples';

/** A component of the home school that the PATCH sample credits, made once per cast. */
const stocked = new WeakMap<Cast, number>();

async function prepare(db: Db, cast: Cast): Promise<void> {
  if (stocked.has(cast)) return;
  const [row] = await db.insert(inventoryComponents).values({
    componentId: `CMP-SAMPLE-${cast.homeSchoolId}`, schoolId: cast.homeSchoolId, componentName: 'Sample servo', totalQuantity: 100, quantityAvailable: 100,
  }).returning();
  stocked.set(cast, row.id);
}

const list = (url: string): RouteSample => ({ call: () => ({ url }), ok: [200] });

/** Sample calls of the inventory routes for the route × role matrix and the fuzz test. */
export const inventorySamples: Record<string, RouteSample> = {
  'GET /api/teacher_dashboard/inventory/': list('/api/teacher_dashboard/inventory/'),
  'GET /api/school_dashboard/inventory/': list('/api/school_dashboard/inventory/'),
  // Each teacher adds a component to their own school, naming it by its value from school-choices/.
  'POST /api/teacher_dashboard/inventory/': {
    call: (_c, actor) => ({
      url: '/api/teacher_dashboard/inventory/',
      payload: { school: actor === 'otherTeacher' ? 'cast-away' : 'cast-home', component_name: 'Breadboard', total_quantity: 10, quantity_available: 8 },
    }),
    ok: [201],
  },
  // The home school's component: its teacher credits it; the away school's teacher is told it does not exist.
  'PATCH /api/teacher_dashboard/inventory/': {
    prepare,
    call: (c) => ({ url: '/api/teacher_dashboard/inventory/', payload: { id: stocked.get(c) ?? 1, component_name: 'Sample servo', transaction_type: 'Credit', quantity_change: 1 } }),
    ok: [200, 404],
  },
};
