/** Turns an audit entry's before/after JSON into rows a reader can follow. */

export interface ChangeRow {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * One row per field: on a change only the fields whose value moved (all of them when none did, so a row is never
 * empty for nothing); on a create or a delete every field the one side has. A value that is not an object is one row.
 */
export function changeRows(before: unknown, after: unknown): ChangeRow[] {
  if (before == null && after == null) return [];
  if (!isRecord(before ?? {}) || !isRecord(after ?? {})) return [{ field: 'value', before, after }];
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const all = [...new Set([...Object.keys(b), ...Object.keys(a)])].map((field) => ({ field, before: b[field], after: a[field] }));
  if (before == null || after == null) return all;
  const moved = all.filter((row) => !same(row.before, row.after));
  return moved.length > 0 ? moved : all;
}

/** 'approval_status' → 'Approval status'. */
export const fieldLabel = (key: string) => {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A stored value as text: lists joined with commas, objects as "Field: value", nothing as a dash. */
export function readable(value: unknown, yesNo: { yes: string; no: string }): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? yesNo.yes : yesNo.no;
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((v) => readable(v, yesNo)).join(value.some(isRecord) ? '; ' : ', ');
  }
  if (isRecord(value)) return Object.entries(value).map(([k, v]) => `${fieldLabel(k)}: ${readable(v, yesNo)}`).join(', ');
  return String(value);
}

/**
 * The time as the school's clock showed it: the server sends it with the school's offset (…T14:05:09+05:30), so
 * its date and time are read as they are, whatever the browser's own time zone.
 */
export function formatSchoolMoment(iso: string, language: string): string {
  const wallClock = new Date(`${iso.slice(0, 19)}Z`);
  if (Number.isNaN(wallClock.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(wallClock);
}
