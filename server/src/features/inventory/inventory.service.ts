import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  INVENTORY_HISTORY_LIMIT, INVENTORY_MAX_QUANTITY, INVENTORY_MESSAGES, notEnoughStockMessage,
  type InventoryComponent, type InventoryTransactionType,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { isoInZone } from '../../lib/school-time';
import type { Principal } from '../../policies';
import type { SchoolContext } from '../../core/identity/schools';
import { recordAudit } from '../audit';
import { inventoryComponents as components, inventoryTransactions as transactions } from './inventory.table';
import { rowsOf } from '../../db/rows';

const M = INVENTORY_MESSAGES;

type ComponentRow = typeof components.$inferSelect;
interface HistoryRow { component_id: number; transaction_type: InventoryTransactionType; quantity_change: number; modified_date: Date | string; modified_by: string | null }

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * The latest INVENTORY_HISTORY_LIMIT transactions of each component (inventory_transactions_component_idx, one
 * short backward scan per component), oldest first, with how many there are in all.
 */
async function historiesOf(db: Db, ids: number[]) {
  const history = new Map<number, InventoryComponent['history']>(ids.map((id) => [id, []]));
  const totals = new Map<number, number>();
  if (ids.length === 0) return { history, totals };
  const [latest, counted] = await Promise.all([
    db.execute(sql`
      select h.component_id, h.transaction_type, h.quantity_change, h.modified_date, h.modified_by
      from unnest(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)}) as c(id)
      cross join lateral (
        select t.component_id, t.transaction_type, t.quantity_change, t.modified_date, t.id,
               coalesce(nullif(u.name, ''), u.username) as modified_by
        from inventory_transactions t
        left join users u on u.id = t.modified_by
        where t.component_id = c.id
        order by t.modified_date desc, t.id desc
        limit ${INVENTORY_HISTORY_LIMIT}
      ) h
      order by h.component_id, h.modified_date, h.id`),
    db.select({ id: transactions.componentId, n: count() }).from(transactions)
      .where(inArray(transactions.componentId, ids)).groupBy(transactions.componentId),
  ]);
  for (const r of rowsOf<HistoryRow>(latest)) {
    history.get(Number(r.component_id))?.push({
      transaction_type: r.transaction_type, quantity_change: Number(r.quantity_change), modified_date: iso(r.modified_date), modified_by: r.modified_by,
    });
  }
  for (const r of counted) totals.set(r.id, Number(r.n));
  return { history, totals };
}

async function withHistories(db: Db, school: SchoolContext, rows: ComponentRow[]): Promise<InventoryComponent[]> {
  const { history, totals } = await historiesOf(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id, component_id: r.componentId, component_name: r.componentName, school: school.name,
    total_quantity: r.totalQuantity, quantity_available: r.quantityAvailable, difference_in_quantity: r.totalQuantity - r.quantityAvailable,
    created_date: iso(r.createdDate), history: history.get(r.id) ?? [], history_count: totals.get(r.id) ?? 0,
  }));
}

const ofSchool = (schoolId: number, id: number) => and(eq(components.id, id), eq(components.schoolId, schoolId));

async function oneComponent(db: Db, school: SchoolContext, id: number): Promise<InventoryComponent> {
  const rows = await db.select().from(components).where(ofSchool(school.id, id));
  if (rows.length === 0) throw notFound(M.notFound);
  return (await withHistories(db, school, rows))[0];
}

/** The school's components by name (inventory_components_school_idx), a page at a time, each with its latest history. */
export async function listInventory(db: Db, school: SchoolContext, page: { limit: number; offset: number }) {
  const mine = eq(components.schoolId, school.id);
  const [rows, [total]] = await Promise.all([
    db.select().from(components).where(mine)
      .orderBy(asc(sql`lower(${components.componentName})`), asc(components.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(components).where(mine),
  ]);
  return { count: total?.n ?? 0, limit: page.limit, offset: page.offset, results: await withHistories(db, school, rows) };
}

/** The `school` a form sends may be the school's value (its code) from school-choices/ or its name. */
function checkOwnSchool(school: SchoolContext, given: string | undefined): void {
  if (given === undefined || given === '') return;
  const value = given.trim().toLowerCase();
  if (value !== school.code.toLowerCase() && value !== school.name.toLowerCase()) throw forbidden(M.otherSchool);
}

export interface CreateInput { school?: string; component_name: string; total_quantity: number; quantity_available: number }

/**
 * Adds a component. Its history starts as the seed's does: a Credit of the total on the day it was added, and a
 * Debit of what is already out (total − available), so total = credits and available = credits − debits always
 * hold. The component id is CMP-<yyyymmddHHMMss in the school's time zone>-<row id>: from the time of creation,
 * and unique through the row id (inventory_components_component_id_uq guards it).
 */
export async function createComponent(db: Db, school: SchoolContext, user: Principal, input: CreateInput): Promise<InventoryComponent> {
  checkOwnSchool(school, input.school);
  if (input.quantity_available > input.total_quantity) throw badRequest(M.availableOverTotal, [{ field: 'quantity_available', message: M.availableOverTotal }]);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(components).values({
      componentId: `new-${randomUUID()}`, schoolId: school.id, componentName: input.component_name,
      totalQuantity: input.total_quantity, quantityAvailable: input.quantity_available,
    }).returning();
    const stamp = isoInZone(row.createdDate, school.timeZone).replace(/[-:T]/g, '').slice(0, 14);
    const [named] = await tx.update(components).set({ componentId: `CMP-${stamp}-${row.id}` }).where(eq(components.id, row.id)).returning();
    const opening = [
      { type: 'Credit' as const, qty: input.total_quantity },
      { type: 'Debit' as const, qty: input.total_quantity - input.quantity_available },
    ].filter((h) => h.qty > 0);
    if (opening.length > 0) {
      await tx.insert(transactions).values(opening.map((h) => ({
        componentId: row.id, transactionType: h.type, quantityChange: h.qty, modifiedBy: user.id, modifiedDate: row.createdDate,
      })));
    }
    await recordAudit(tx, {
      schoolId: school.id, actorId: user.id, action: 'create', entity: 'inventory_component', entityId: row.id,
      after: { component_id: named.componentId, component_name: named.componentName, total_quantity: named.totalQuantity, quantity_available: named.quantityAvailable },
    });
    return row.id;
  });
  return oneComponent(db, school, id);
}

export interface ChangeInput { id: number; component_name?: string; transaction_type: InventoryTransactionType; quantity_change: number }

/**
 * One credit or debit of a component of the school (another school's is 404, like a missing one), and its name
 * when a new one is sent. The row is locked for the transaction, and the change itself is one conditional UPDATE
 * (a debit only while `quantity_available >= n`, a credit only while the total stays within bounds), so two
 * debits at the same moment are applied one after the other and can never take the stock below zero. The
 * history row and the audit entry are written in the same transaction.
 */
export async function changeComponent(db: Db, school: SchoolContext, user: Principal, input: ChangeInput): Promise<InventoryComponent> {
  const n = input.quantity_change;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(components).where(ofSchool(school.id, input.id)).for('update');
    if (!before) throw notFound(M.notFound);
    const name = input.component_name ?? before.componentName;
    const [after] = input.transaction_type === 'Debit'
      ? await tx.update(components)
        .set({ componentName: name, quantityAvailable: sql`${components.quantityAvailable} - ${n}` })
        .where(and(ofSchool(school.id, input.id), gte(components.quantityAvailable, n))).returning()
      : await tx.update(components)
        .set({ componentName: name, totalQuantity: sql`${components.totalQuantity} + ${n}`, quantityAvailable: sql`${components.quantityAvailable} + ${n}` })
        .where(and(ofSchool(school.id, input.id), lte(components.totalQuantity, INVENTORY_MAX_QUANTITY - n))).returning();
    if (!after) {
      if (input.transaction_type === 'Debit') throw conflict(notEnoughStockMessage(before.quantityAvailable));
      throw badRequest(M.totalTooLarge, [{ field: 'quantity_change', message: M.totalTooLarge }]);
    }
    await tx.insert(transactions).values({ componentId: after.id, transactionType: input.transaction_type, quantityChange: n, modifiedBy: user.id });
    const state = (r: ComponentRow) => ({ component_name: r.componentName, total_quantity: r.totalQuantity, quantity_available: r.quantityAvailable });
    await recordAudit(tx, {
      schoolId: school.id, actorId: user.id, action: 'update', entity: 'inventory_component', entityId: after.id,
      before: state(before), after: { ...state(after), transaction_type: input.transaction_type, quantity_change: n },
    });
  });
  return oneComponent(db, school, input.id);
}
