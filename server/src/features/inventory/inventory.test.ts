import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  errorSchema, INVENTORY_HISTORY_LIMIT, INVENTORY_MESSAGES, inventoryComponentSchema, inventoryEndpoints, inventoryListSchema, notEnoughStockMessage,
  type EndpointBody, type EndpointQuery, type InventoryComponent,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { localize } from '../../lib/localize';
import { auditLog } from '../audit/audit.table';
import { inventoryComponents, inventoryTransactions } from './inventory.table';

const people = worldSpec({
  schools: { gv: { name: 'Green Valley School, Sector 21, Noida' }, other: { name: 'Other School, Sector 9, Delhi' } },
  users: {
    coach: { role: 'teacher', school: 'gv', name: 'Neha Coach' },
    second: { role: 'teacher', school: 'gv', name: '' },
    office: { role: 'school', school: 'gv' },
    farcoach: { role: 'teacher', school: 'other' },
    asha: { role: 'student', school: 'gv' },
    parent: { role: 'parent', school: 'gv' },
    root: { role: 'school', superuser: true },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
let gvId: number;
let otherId: number;
/** Green Valley's components made in beforeAll, by name. */
const made: Record<string, number> = {};

type ListQuery = EndpointQuery<typeof inventoryEndpoints.teacherList>;
type CreateBody = EndpointBody<typeof inventoryEndpoints.create>;
type ChangeBody = EndpointBody<typeof inventoryEndpoints.change>;
const HINDI = { 'accept-language': 'hi' };
const teacherList = (who: Who, query: ListQuery = {}) => w.as(who).call(inventoryEndpoints.teacherList, { query });
const schoolList = (who: Who, query: ListQuery = {}) => w.as(who).call(inventoryEndpoints.schoolList, { query });
const post = (who: Who, body: CreateBody, headers?: Record<string, string>) => w.as(who).call(inventoryEndpoints.create, { body, headers });
const patch = (who: Who, body: ChangeBody, headers?: Record<string, string>) => w.as(who).call(inventoryEndpoints.change, { body, headers });
/** A body the contract does not allow, or a query it does not describe, sent as it is. */
const raw = (who: Who, method: 'POST' | 'PATCH', payload: object, query = '') =>
  w.as(who).inject({ method, url: `/api${inventoryEndpoints.create.path}${query}`, payload });

async function listOf(who: Who, list = teacherList, query: ListQuery = {}): Promise<InventoryComponent[]> {
  const res = await list(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return inventoryListSchema.parse(res.json()).results;
}
const componentRow = async (id: number) => (await t.db.select().from(inventoryComponents).where(eq(inventoryComponents.id, id)))[0];
const historyCount = async (id: number) => (await t.db.select({ n: count() }).from(inventoryTransactions).where(eq(inventoryTransactions.componentId, id)))[0].n;
const auditCount = async (id: number) => (await t.db.select({ n: count() }).from(auditLog)
  .where(and(eq(auditLog.entity, 'inventory_component'), eq(auditLog.entityId, String(id)))))[0].n;
const componentCount = async () => (await t.db.select({ n: count() }).from(inventoryComponents))[0].n;

async function addComponent(who: Who, body: CreateBody) {
  const res = await post(who, body);
  expect(res.statusCode, res.body).toBe(201);
  return inventoryComponentSchema.parse(res.json());
}
async function change(who: Who, body: ChangeBody, status = 200) {
  const res = await patch(who, body);
  expect(res.statusCode, res.body).toBe(status);
  return res;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  gvId = w.school.gv; otherId = w.school.other;
  const ids = w.id;

  // Two of Green Valley's and one of the Other School's, straight into the tables.
  const put = async (schoolId: number, name: string, total: number, available: number) => {
    const [row] = await db.insert(inventoryComponents).values({
      componentId: `CMP-TEST-${name}`, schoolId, componentName: name, totalQuantity: total, quantityAvailable: available,
      createdDate: new Date('2026-04-01T04:30:00Z'),
    }).returning();
    return row.id;
  };
  made.arduino = await put(gvId, 'Arduino Uno R3', 20, 15);
  made.buzzer = await put(gvId, 'buzzer', 5, 5);
  made.away = await put(otherId, 'Away servo', 10, 10);
  await db.insert(inventoryTransactions).values([
    { componentId: made.arduino, transactionType: 'Credit', quantityChange: 20, modifiedBy: ids.coach, modifiedDate: new Date('2026-04-01T04:30:00Z') },
    { componentId: made.arduino, transactionType: 'Debit', quantityChange: 5, modifiedBy: ids.second, modifiedDate: new Date('2026-04-03T04:30:00Z') },
  ]);
});
afterAll(() => t.close());

describe('the inventory list', () => {
  it('gives the school its own components by name, each with its history oldest first and who made each change', async () => {
    const list = await listOf('coach');
    expect(list.map((c) => c.component_name)).toEqual(['Arduino Uno R3', 'buzzer']);
    expect(list[0]).toMatchObject({
      id: made.arduino, component_id: 'CMP-TEST-Arduino Uno R3', school: 'Green Valley School, Sector 21, Noida',
      total_quantity: 20, quantity_available: 15, difference_in_quantity: 5, created_date: '2026-04-01T04:30:00.000Z', history_count: 2,
      history: [
        { transaction_type: 'Credit', quantity_change: 20, modified_date: '2026-04-01T04:30:00.000Z', modified_by: 'Neha Coach' },
        // A teacher without a name is shown by username.
        { transaction_type: 'Debit', quantity_change: 5, modified_date: '2026-04-03T04:30:00.000Z', modified_by: 'second' },
      ],
    });
    expect(list[1]).toMatchObject({ history: [], history_count: 0, difference_in_quantity: 0 });
  });

  it('is the same for the school account, and a superuser reads any school with ?school=', async () => {
    expect(await listOf('office', schoolList)).toEqual(await listOf('coach'));
    expect((await listOf('root', schoolList, { school: otherId })).map((c) => c.component_name)).toEqual(['Away servo']);
    expect((await listOf('root', teacherList, { school: gvId })).map((c) => c.id)).toEqual([made.arduino, made.buzzer]);
    const without = await schoolList('root');
    expect(without.statusCode).toBe(400);
    // The other school's teacher sees only theirs; ?school= means nothing to anyone but a superuser.
    expect((await listOf('farcoach', teacherList, { school: gvId })).map((c) => c.component_name)).toEqual(['Away servo']);
  });

  it('pages, and shows only the latest transactions of a long history', async () => {
    const page = await teacherList('coach', { limit: 1, offset: 1 });
    expect(inventoryListSchema.parse(page.json())).toMatchObject({ count: 2, limit: 1, offset: 1, results: [{ id: made.buzzer }] });
    expect((await teacherList('coach', { limit: 500 })).statusCode).toBe(400);

    const [busy] = await t.db.insert(inventoryComponents).values({ componentId: 'CMP-TEST-busy', schoolId: otherId, componentName: 'Busy', totalQuantity: 1000, quantityAvailable: 1000 }).returning();
    const start = Date.parse('2026-01-01T00:00:00Z');
    await t.db.insert(inventoryTransactions).values(Array.from({ length: INVENTORY_HISTORY_LIMIT + 20 }, (_, i) => ({
      componentId: busy.id, transactionType: 'Credit', quantityChange: i + 1, modifiedBy: w.id.farcoach, modifiedDate: new Date(start + i * 60_000),
    })));
    const mine = (await listOf('farcoach')).find((c) => c.id === busy.id)!;
    expect(mine.history_count).toBe(INVENTORY_HISTORY_LIMIT + 20);
    expect(mine.history).toHaveLength(INVENTORY_HISTORY_LIMIT);
    // The latest ones, oldest of them first.
    expect(mine.history[0].quantity_change).toBe(21);
    expect(mine.history.at(-1)!.quantity_change).toBe(INVENTORY_HISTORY_LIMIT + 20);
  });

  it('is refused to students, parents and anyone signed out; each dashboard to the other role', async () => {
    for (const who of ['asha', 'parent'] as const) {
      expect((await teacherList(who)).statusCode).toBe(403);
      expect((await schoolList(who)).statusCode).toBe(403);
    }
    expect((await teacherList('anonymous')).statusCode).toBe(401);
    expect((await teacherList('office')).statusCode).toBe(403);
    expect((await schoolList('coach')).statusCode).toBe(403);
  });
});

describe('adding a component', () => {
  it('makes the component with an id from the time of creation, its opening history and an audit entry', async () => {
    const before = Date.now();
    const added = await addComponent('coach', { school: 'gv', component_name: '  SG90 servo motor ', total_quantity: 12, quantity_available: 9 });
    expect(added).toMatchObject({
      component_name: 'SG90 servo motor', school: 'Green Valley School, Sector 21, Noida',
      total_quantity: 12, quantity_available: 9, difference_in_quantity: 3, history_count: 2,
      history: [
        { transaction_type: 'Credit', quantity_change: 12, modified_by: 'Neha Coach' },
        { transaction_type: 'Debit', quantity_change: 3, modified_by: 'Neha Coach' },
      ],
    });
    // CMP-<yyyymmddHHMMss in the school's time zone (Asia/Kolkata)>-<n>.
    const created = Date.parse(added.created_date);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    const ist = new Date(created + 330 * 60_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
    expect(added.component_id).toBe(`CMP-${ist}-${added.id}`);
    expect(await auditCount(added.id)).toBe(1);
    expect((await listOf('office', schoolList)).map((c) => c.id)).toContain(added.id);
  });

  it('takes the school by name or not at all, and numbers typed as text; every id is different', async () => {
    const a = await addComponent('coach', { school: 'green valley school, sector 21, noida', component_name: 'LDR', total_quantity: '4', quantity_available: 4 });
    const b = await addComponent('second', { component_name: 'LDR', total_quantity: 0, quantity_available: 0 });
    expect(a).toMatchObject({ total_quantity: 4, quantity_available: 4, history: [{ transaction_type: 'Credit', quantity_change: 4 }] });
    expect(b).toMatchObject({ total_quantity: 0, history: [], history_count: 0 });
    expect(a.component_id).not.toBe(b.component_id);
    // Added at the same moment, they still get different ids.
    const many = await Promise.all(Array.from({ length: 5 }, (_, i) => addComponent('coach', { component_name: `Rush ${i}`, total_quantity: 1, quantity_available: 1 })));
    expect(new Set(many.map((c) => c.component_id)).size).toBe(5);
  });

  it('refuses another school (403), bad quantities and names (400 with a detail), and saves nothing', async () => {
    const components = await componentCount();
    const refused = await post('coach', { school: 'other', component_name: 'X', total_quantity: 1, quantity_available: 1 });
    expect(refused.statusCode).toBe(403);
    expect(errorSchema.parse(refused.json()).detail).toBe(INVENTORY_MESSAGES.otherSchool);

    const bad: [object, string][] = [
      [{ component_name: 'X', total_quantity: 5, quantity_available: 6 }, INVENTORY_MESSAGES.availableOverTotal],
      [{ component_name: 'X', total_quantity: -1, quantity_available: 0 }, INVENTORY_MESSAGES.quantityNegative],
      [{ component_name: 'X', total_quantity: 2.5, quantity_available: 1 }, INVENTORY_MESSAGES.quantityWhole],
      [{ component_name: 'X', total_quantity: 'many', quantity_available: 1 }, INVENTORY_MESSAGES.quantityNumber],
      [{ component_name: 'X', total_quantity: 2_000_000, quantity_available: 1 }, INVENTORY_MESSAGES.quantityTooLarge],
      [{ component_name: 'X', quantity_available: 1 }, INVENTORY_MESSAGES.quantityNumber],
      [{ component_name: '   ', total_quantity: 1, quantity_available: 1 }, INVENTORY_MESSAGES.nameRequired],
      [{ total_quantity: 1, quantity_available: 1 }, INVENTORY_MESSAGES.nameRequired],
      [{ component_name: 'x'.repeat(201), total_quantity: 1, quantity_available: 1 }, INVENTORY_MESSAGES.nameTooLong],
    ];
    for (const [body, message] of bad) {
      const res = await raw('coach', 'POST', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorSchema.parse(res.json()).detail).toContain(message);
    }
    expect(await componentCount()).toBe(components);
  });

  it('is for teachers only: the school account, a superuser, students and parents are refused', async () => {
    const body: CreateBody = { component_name: 'Nope', total_quantity: 1, quantity_available: 1 };
    const components = await componentCount();
    for (const who of ['office', 'asha', 'parent'] as const) expect((await post(who, body)).statusCode).toBe(403);
    expect((await raw('root', 'POST', body, `?school=${gvId}`)).statusCode).toBe(403);
    expect((await post('anonymous', body)).statusCode).toBe(401);
    expect(await componentCount()).toBe(components);
  });

  it('has a Hindi text for every inventory message', () => {
    const messages = [...Object.values(INVENTORY_MESSAGES), notEnoughStockMessage(7)];
    expect(messages.filter((m) => !/[\u0900-\u097F]/.test(localize(m, 'hi')))).toEqual([]);
    expect(localize(notEnoughStockMessage(7), 'hi')).toContain('7');
  });

  it('answers in Hindi when asked', async () => {
    const res = await post('coach', { component_name: 'X', total_quantity: 1, quantity_available: 3 }, HINDI);
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).detail).toMatch(/[\u0900-\u097F]/);
  });
});

describe('crediting and debiting', () => {
  it('a credit adds to the total and to what is available, in any case, and can rename', async () => {
    const before = await componentRow(made.buzzer);
    const res = await change('coach', { id: made.buzzer, component_name: 'Piezo buzzer', transaction_type: 'credit', quantity_change: 10 });
    const body = inventoryComponentSchema.parse(res.json());
    expect(body).toMatchObject({
      id: made.buzzer, component_name: 'Piezo buzzer', total_quantity: before.totalQuantity + 10, quantity_available: before.quantityAvailable + 10,
      history: [{ transaction_type: 'Credit', quantity_change: 10, modified_by: 'Neha Coach' }],
    });
    expect(Date.now() - Date.parse(body.history[0].modified_date)).toBeLessThan(60_000);
    expect(await auditCount(made.buzzer)).toBe(1);
  });

  it('a debit takes from what is available, keeps the total, and the difference grows', async () => {
    const before = await componentRow(made.arduino);
    const res = await change('second', { id: made.arduino, component_name: 'Arduino Uno R3', transaction_type: 'Debit', quantity_change: 4 });
    const body = inventoryComponentSchema.parse(res.json());
    expect(body).toMatchObject({ total_quantity: before.totalQuantity, quantity_available: before.quantityAvailable - 4, difference_in_quantity: before.totalQuantity - before.quantityAvailable + 4 });
    expect(body.history.at(-1)).toMatchObject({ transaction_type: 'Debit', quantity_change: 4, modified_by: 'second' });
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'inventory_component'), eq(auditLog.entityId, String(made.arduino))));
    expect(entry).toMatchObject({
      schoolId: gvId, actorId: w.id.second, action: 'update',
      before: { quantity_available: before.quantityAvailable }, after: { quantity_available: before.quantityAvailable - 4, transaction_type: 'Debit', quantity_change: 4 },
    });
  });

  it('refuses a debit larger than what is available with how many there are, and changes nothing', async () => {
    const before = await componentRow(made.arduino);
    const history = await historyCount(made.arduino);
    const res = await change('coach', { id: made.arduino, component_name: 'Renamed?', transaction_type: 'Debit', quantity_change: before.quantityAvailable + 1 }, 409);
    expect(errorSchema.parse(res.json()).detail).toBe(`Only ${before.quantityAvailable} available.`);
    const hindi = await patch('coach', { id: made.arduino, transaction_type: 'Debit', quantity_change: 999 }, HINDI);
    expect(errorSchema.parse(hindi.json()).detail).toMatch(new RegExp(`${before.quantityAvailable}.*[\u0900-\u097F]`));
    expect(await componentRow(made.arduino)).toEqual(before);
    expect(await historyCount(made.arduino)).toBe(history);
  });

  it('refuses bad input with a detail and saves nothing', async () => {
    const before = await componentRow(made.arduino);
    const history = await historyCount(made.arduino);
    const bad: [object, string][] = [
      [{ id: made.arduino, transaction_type: 'Refund', quantity_change: 1 }, INVENTORY_MESSAGES.transactionType],
      [{ id: made.arduino, quantity_change: 1 }, INVENTORY_MESSAGES.transactionType],
      [{ id: made.arduino, transaction_type: 'Debit', quantity_change: 0 }, INVENTORY_MESSAGES.changeTooSmall],
      [{ id: made.arduino, transaction_type: 'Credit', quantity_change: -3 }, INVENTORY_MESSAGES.changeTooSmall],
      [{ id: made.arduino, transaction_type: 'Credit', quantity_change: 1.5 }, INVENTORY_MESSAGES.quantityWhole],
      [{ id: made.arduino, transaction_type: 'Credit' }, INVENTORY_MESSAGES.quantityNumber],
      [{ id: made.arduino, component_name: '', transaction_type: 'Credit', quantity_change: 1 }, INVENTORY_MESSAGES.nameRequired],
      [{ transaction_type: 'Credit', quantity_change: 1 }, 'id'],
      [{ id: made.arduino, transaction_type: 'Credit', quantity_change: 1_000_000 }, INVENTORY_MESSAGES.totalTooLarge],
    ];
    for (const [body, message] of bad) {
      const res = await raw('coach', 'PATCH', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorSchema.parse(res.json()).detail).toContain(message);
    }
    expect(await componentRow(made.arduino)).toEqual(before);
    expect(await historyCount(made.arduino)).toBe(history);
  });

  it('another school\'s component is not found; the school account and a superuser cannot change any', async () => {
    const before = await componentRow(made.arduino);
    const away = await change('farcoach', { id: made.arduino, transaction_type: 'Debit', quantity_change: 1 }, 404);
    expect(errorSchema.parse(away.json()).detail).toBe(INVENTORY_MESSAGES.notFound);
    await change('coach', { id: made.away, transaction_type: 'Credit', quantity_change: 1 }, 404);
    await change('coach', { id: 999_999, transaction_type: 'Credit', quantity_change: 1 }, 404);
    for (const who of ['office', 'asha', 'parent'] as const) await change(who, { id: made.arduino, transaction_type: 'Credit', quantity_change: 1 }, 403);
    expect((await raw('root', 'PATCH', { id: made.arduino, transaction_type: 'Credit', quantity_change: 1 }, `?school=${gvId}`)).statusCode).toBe(403);
    expect(await componentRow(made.arduino)).toEqual(before);
    expect((await componentRow(made.away)).quantityAvailable).toBe(10);
  });

  it('never lets debits at the same moment take the stock below zero', async () => {
    const part = await addComponent('coach', { component_name: 'Race sensor', total_quantity: 20, quantity_available: 20 });
    const history = await historyCount(part.id);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      patch(i % 2 ? 'coach' : 'second', { id: part.id, transaction_type: 'Debit', quantity_change: 3 })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(errorSchema.parse(r.json()).detail).toMatch(/^Only [0-2] available\.$/);
    expect(await componentRow(part.id)).toMatchObject({ totalQuantity: 20, quantityAvailable: 2 });
    expect(await historyCount(part.id)).toBe(history + 6);
    // The creation and the six debits.
    expect(await auditCount(part.id)).toBe(7);
  });

  it('keeps credits and debits at the same moment exact', async () => {
    const part = await addComponent('coach', { component_name: 'Mixed race', total_quantity: 5, quantity_available: 5 });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      patch('coach', { id: part.id, transaction_type: i % 3 === 0 ? 'Credit' : 'Debit', quantity_change: 2 })));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const row = await componentRow(part.id);
    const [sums] = await t.db.select({ n: count() }).from(inventoryTransactions).where(eq(inventoryTransactions.componentId, part.id));
    expect(sums.n).toBe(1 + ok.length);
    expect(row.totalQuantity).toBe(5 + 2 * 4);
    const debits = ok.length - 4;
    expect(row.quantityAvailable).toBe(5 + 8 - 2 * debits);
    expect(row.quantityAvailable).toBeGreaterThanOrEqual(0);
  });
});
