import { sql } from 'drizzle-orm';
import { pgTable, text, integer, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { id, createdAt, inList } from '../../db/columns';
import { schools } from '../../core/identity/schools.table';
import { users } from '../../core/identity/accounts.table';

/** A lab component a school keeps; difference_in_quantity is total minus available. */
export const inventoryComponents = pgTable('inventory_components', {
  id: id(),
  componentId: text('component_id').notNull(),
  schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
  componentName: text('component_name').notNull(),
  totalQuantity: integer('total_quantity').notNull(),
  quantityAvailable: integer('quantity_available').notNull(),
  createdDate: createdAt('created_date'),
}, (t) => [
  uniqueIndex('inventory_components_component_id_uq').on(t.componentId),
  index('inventory_components_school_idx').on(t.schoolId),
  check('inventory_components_qty_ck', sql`${t.totalQuantity} >= 0 and ${t.quantityAvailable} >= 0 and ${t.quantityAvailable} <= ${t.totalQuantity}`),
]);

export const TRANSACTION_TYPES = ['Credit', 'Debit'] as const;

/** Every change to a component's stock, oldest first in the View History modal. */
export const inventoryTransactions = pgTable('inventory_transactions', {
  id: id(),
  componentId: integer('component_id').notNull().references(() => inventoryComponents.id, { onDelete: 'cascade' }),
  transactionType: text('transaction_type').notNull(),
  quantityChange: integer('quantity_change').notNull(),
  modifiedBy: integer('modified_by').references(() => users.id, { onDelete: 'set null' }),
  modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('inventory_transactions_component_idx').on(t.componentId, t.modifiedDate),
  check('inventory_transactions_type_ck', inList(t.transactionType, TRANSACTION_TYPES)),
  check('inventory_transactions_qty_ck', sql`${t.quantityChange} > 0`),
]);
