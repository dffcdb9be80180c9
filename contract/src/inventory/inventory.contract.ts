import { z } from 'zod';
import { defineEndpoint, idSchema, paginated, paginationQuery } from '../common/endpoint';
import { schoolQuery } from '../common/staff';

/**
 * Inventory (spec 3 "Inventory", spec 2 §2.2): the lab components a school keeps and every credit and debit of
 * their stock. A Credit adds to the total and to what is available; a Debit (parts taken out, used up or broken)
 * lowers only what is available, so `difference_in_quantity` (total − available) is what has gone out.
 */
export const INVENTORY_TRANSACTION_TYPES = ['Credit', 'Debit'] as const;
export type InventoryTransactionType = (typeof INVENTORY_TRANSACTION_TYPES)[number];
/** The most of one component a school can hold (a total above it is refused). */
export const INVENTORY_MAX_QUANTITY = 1_000_000;
/** The list carries each component's latest transactions, up to this many (oldest of them first); `history_count` says how many there are. */
export const INVENTORY_HISTORY_LIMIT = 100;

export const INVENTORY_MESSAGES = {
  nameRequired: 'Component name is required.',
  nameTooLong: 'Component name can be at most 200 characters.',
  quantityNumber: 'Quantity must be a number.',
  quantityWhole: 'Quantity must be a whole number.',
  quantityNegative: 'Quantity cannot be negative.',
  quantityTooLarge: `Quantity can be at most ${INVENTORY_MAX_QUANTITY}.`,
  changeTooSmall: 'Quantity change must be at least 1.',
  availableOverTotal: 'Available quantity cannot be more than the total quantity.',
  transactionType: "Transaction type must be 'Credit' or 'Debit'.",
  totalTooLarge: `The total quantity cannot be more than ${INVENTORY_MAX_QUANTITY}.`,
  otherSchool: 'You can only add components for your own school.',
  notFound: 'Component not found.',
} as const;

/** What a debit larger than the stock is told (409, nothing changes). */
export const notEnoughStockMessage = (available: number) => `Only ${available} available.`;

const M = INVENTORY_MESSAGES;
/** The form's number inputs may arrive as text: digits are read as a number, anything else is checked as it is. */
const digitsToNumber = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v);
const quantity = (min: 0 | 1) => z.preprocess(digitsToNumber, z.number({ error: M.quantityNumber })
  .int(M.quantityWhole)
  .min(min, min === 0 ? M.quantityNegative : M.changeTooSmall)
  .max(INVENTORY_MAX_QUANTITY, M.quantityTooLarge));
const componentName = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200, M.nameTooLong);
/** 'Credit' or 'Debit' in any case; the spec's form sends them capitalised. */
const transactionType = z.preprocess(
  (v) => (typeof v === 'string' ? `${v.trim().charAt(0).toUpperCase()}${v.trim().slice(1).toLowerCase()}` : v),
  z.enum(INVENTORY_TRANSACTION_TYPES, { error: M.transactionType }),
);

export const inventoryTransactionSchema = z.object({
  transaction_type: z.enum(INVENTORY_TRANSACTION_TYPES),
  quantity_change: z.number().int(),
  modified_date: z.string(),
  modified_by: z.string().nullable().meta({ description: 'The name of who made the change (null once the account is gone)' }),
});
export type InventoryTransaction = z.infer<typeof inventoryTransactionSchema>;

export const inventoryComponentSchema = z.object({
  id: z.number().int(),
  component_id: z.string().meta({ description: 'Made by the server from the time of creation: CMP-<yyyymmddHHMMss, school time>-<n>' }),
  component_name: z.string(),
  school: z.string().meta({ description: 'The school’s name' }),
  total_quantity: z.number().int(),
  quantity_available: z.number().int(),
  difference_in_quantity: z.number().int().meta({ description: 'total_quantity − quantity_available' }),
  created_date: z.string(),
  history: z.array(inventoryTransactionSchema).meta({ description: `Oldest first; the latest ${INVENTORY_HISTORY_LIMIT} at most` }),
  history_count: z.number().int().meta({ description: 'How many transactions the component has in all' }),
});
export type InventoryComponent = z.infer<typeof inventoryComponentSchema>;

export const inventoryListQuerySchema = schoolQuery.extend(paginationQuery({ defaultLimit: 100, maxLimit: 200 }).shape);
export const inventoryListSchema = paginated(inventoryComponentSchema);
export type InventoryList = z.infer<typeof inventoryListSchema>;

/** Add: the spec's form sends school, name, total and available. `school` is optional; when sent it must be the caller's. */
export const inventoryCreateSchema = z.object({
  school: z.string().trim().max(200).optional().meta({ description: 'The caller’s school: its value from school-choices/ or its name' }),
  component_name: componentName,
  total_quantity: quantity(0),
  quantity_available: quantity(0),
}).refine((v) => v.quantity_available <= v.total_quantity, { path: ['quantity_available'], message: M.availableOverTotal });
export type InventoryCreateRequest = z.input<typeof inventoryCreateSchema>;

/** Modify: one credit or debit, and optionally a new name. */
export const inventoryChangeSchema = z.object({
  id: idSchema,
  component_name: componentName.optional(),
  transaction_type: transactionType,
  quantity_change: quantity(1),
});
export type InventoryChangeRequest = z.input<typeof inventoryChangeSchema>;

const tags = ['inventory'] as const;
export const inventoryEndpoints = {
  teacherList: defineEndpoint({ method: 'GET', path: '/teacher_dashboard/inventory/', tags, summary: 'The school’s components with their history, by name', query: inventoryListQuerySchema, responses: { 200: inventoryListSchema } }),
  create: defineEndpoint({ method: 'POST', path: '/teacher_dashboard/inventory/', tags, summary: 'Add a component', body: inventoryCreateSchema, responses: { 201: inventoryComponentSchema } }),
  change: defineEndpoint({ method: 'PATCH', path: '/teacher_dashboard/inventory/', tags, summary: 'Credit or debit a component (and optionally rename it)', body: inventoryChangeSchema, responses: { 200: inventoryComponentSchema } }),
  schoolList: defineEndpoint({ method: 'GET', path: '/school_dashboard/inventory/', tags, summary: 'The school’s components with their history (read-only)', query: inventoryListQuerySchema, responses: { 200: inventoryListSchema } }),
} as const;
