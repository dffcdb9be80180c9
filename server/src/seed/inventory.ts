import { inventoryComponents, inventoryTransactions } from '../schema';
import { type SeedContext, countRows, insertAll } from './context';
import type { People } from './schools-and-users';
import { addDays, daysBetween, istStamp, istTime } from './time';

/** Lab components with a typical starting stock. The first five are in every lab. */
const COMPONENTS: [name: string, min: number, max: number][] = [
  ['Arduino Uno R3', 10, 25],
  ['Breadboard (830 points)', 20, 40],
  ['LEDs, 5 mm assorted (pack of 50)', 10, 20],
  ['Jumper wires, male-male (set of 40)', 15, 30],
  ['SG90 servo motor', 10, 30],
  ['HC-SR04 ultrasonic sensor', 8, 20],
  ['IR obstacle sensor', 10, 20],
  ['DC geared motor with wheel', 12, 30],
  ['L298N motor driver', 6, 15],
  ['9 V battery with snap connector', 20, 40],
  ['Resistor kit (600 pieces)', 3, 8],
  ['BBC micro:bit', 10, 25],
  ['LDR light sensor', 15, 30],
  ['Piezo buzzer', 15, 30],
  ['Robot chassis kit (2WD)', 5, 12],
  ['Digital multimeter', 4, 10],
];

/**
 * Each school keeps 8-12 components. History: the first stock as a Credit when the component was
 * added, then Debits (parts used up or broken) and Credits (restocks). Credits add to the total
 * and to what is available; Debits only reduce what is available. So total_quantity is the sum of
 * Credits and quantity_available is that minus the Debits, never below zero.
 */
export async function seedInventory(ctx: SeedContext, people: People): Promise<void> {
  const rng = ctx.rng.fork('inventory');
  let serial = 0;
  const teachersOf = (schoolId: number) => people.teachers.filter((t) => t.schoolId === schoolId).map((t) => t.id);

  for (const school of people.schools) {
    const picks = [...COMPONENTS.slice(0, 5), ...rng.sample(COMPONENTS.slice(5), rng.int(3, 7))];
    const staff = teachersOf(school.id);
    const components: { row: typeof inventoryComponents.$inferInsert; history: { type: 'Credit' | 'Debit'; qty: number; at: Date; by: number }[] }[] = [];
    for (const [name, min, max] of picks) {
      // Most were bought before the window; a few were added during it.
      const addedDay = rng.chance(0.75) ? addDays(ctx.windowStart, -rng.int(5, 40)) : addDays(ctx.windowStart, rng.int(10, 150));
      const created = istTime(addedDay, rng.int(9, 15), rng.int(0, 59), rng.int(0, 59));
      serial += 1;
      const history: { type: 'Credit' | 'Debit'; qty: number; at: Date; by: number }[] = [{ type: 'Credit', qty: rng.int(min, max), at: created, by: rng.pick(staff) }];
      let total = history[0].qty;
      let available = total;
      const span = Math.max(1, daysBetween(addedDay, ctx.today));
      const moments = Array.from({ length: rng.int(2, 6) }, () => rng.int(1, span)).sort((a, b) => a - b);
      for (const offset of moments) {
        const at = istTime(addDays(addedDay, offset), 0, rng.int(9 * 60, 16 * 60));
        if (at > ctx.now) continue;
        if (available > 2 && rng.chance(0.7)) {
          const qty = rng.int(1, Math.max(1, Math.floor(available * 0.4)));
          available -= qty;
          history.push({ type: 'Debit', qty, at, by: rng.pick(staff) });
        } else {
          const qty = rng.int(Math.max(1, Math.floor(min / 2)), min);
          total += qty;
          available += qty;
          history.push({ type: 'Credit', qty, at, by: rng.pick(staff) });
        }
      }
      components.push({
        row: {
          componentId: `CMP-${istStamp(created)}-${serial}`, schoolId: school.id, componentName: name,
          totalQuantity: total, quantityAvailable: available, createdDate: created,
        },
        history,
      });
    }
    const back = await ctx.db.insert(inventoryComponents).values(components.map((c) => c.row))
      .returning({ id: inventoryComponents.id, componentId: inventoryComponents.componentId });
    countRows(ctx, 'inventory_components', back.length);
    const idOf = new Map(back.map((r) => [r.componentId, r.id]));
    await insertAll(ctx, inventoryTransactions, components.flatMap((c) => c.history.map((h) => ({
      componentId: idOf.get(c.row.componentId)!, transactionType: h.type, quantityChange: h.qty, modifiedBy: h.by, modifiedDate: h.at,
    }))));
  }
}
