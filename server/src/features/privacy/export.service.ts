import { sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { csvSafeCell } from '@prayog/contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { FileStorage } from '../../lib/storage';
import { localize, type ServerLanguage } from '../../lib/localize';
import { PERSONAL_DATA, type PersonalTable } from './personal-data';

type Row = Record<string, unknown>;

/**
 * The rows of one table that are the person's: by a subject column, or through a parent table's subject rows. Each
 * row comes as JSON made by the database, so both engines give the same text (moments in ISO 8601 with their offset).
 */
async function selectRows(db: Db, entry: PersonalTable, personId: number): Promise<Row[]> {
  const table = sql.identifier(entry.table);
  const query = entry.via
    ? sql`select to_json(c) as row from ${table} c join ${sql.identifier(entry.via.parent)} p on c.${sql.identifier(entry.via.column)} = p.id
        where p.${sql.identifier(entry.via.parentSubject)} = ${personId} order by c.${sql.identifier(entry.via.column)}`
    : sql`select to_json(c) as row from ${table} c where ${sql.join(entry.subject.map((col) => sql`c.${sql.identifier(col)} = ${personId}`), sql` or `)}`;
  const rows = rowsOf<{ row: Row | string }>(await db.execute(query));
  return rows.map((r) => (typeof r.row === 'string' ? JSON.parse(r.row) as Row : r.row));
}

function withoutSecrets(rows: Row[], secret: readonly string[] = []): Row[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !secret.includes(k))));
}

/** One CSV cell: JSON values (answers kept as JSON, say) as their JSON text, text defused against formulas. */
const csvCell = (value: unknown) => csvSafeCell(value !== null && typeof value === 'object' ? JSON.stringify(value) : value as string | number | boolean | null);

function toCsv(rows: Row[]): string {
  const columns = Object.keys(rows[0] ?? {});
  return stringify(rows.map((r) => columns.map((c) => csvCell(r[c]))), { header: true, columns, bom: true });
}

export interface PersonalDataExport {
  filename: string;
  bytes: Uint8Array;
}

/**
 * Everything Prayog keeps about a person, as a ZIP: one JSON and one CSV per table of the personal-data map, the
 * files they uploaded or were given (homework, certificates), and a readable summary in their language. Secrets
 * (password and token hashes, storage keys) are never in it; rows that other people made about the school are not
 * either (see PersonalTable.actor).
 */
export async function exportPersonalData(db: Db, storage: FileStorage, person: { id: number; username: string }, language: ServerLanguage, now = new Date()): Promise<PersonalDataExport> {
  const zip: Zippable = {};
  const summary: string[] = [];
  const t = (text: string) => localize(text, language);
  for (const entry of PERSONAL_DATA) {
    if (entry.subject.length === 0 && !entry.via) continue;
    const raw = await selectRows(db, entry, person.id);
    if (raw.length === 0) continue;
    const rows = withoutSecrets(raw, entry.secret);
    zip[`data/${entry.table}.json`] = strToU8(JSON.stringify(rows, null, 2));
    zip[`data/${entry.table}.csv`] = strToU8(toCsv(rows));
    summary.push(`- ${entry.table} (${rows.length}): ${t(entry.describe)}`);
    if (entry.table === 'stored_files') await addFiles(zip, storage, raw);
  }
  const day = now.toISOString().slice(0, 10);
  const heading = t('Your data on Prayog');
  const intro = t('This download holds every record Prayog keeps about this account. Each kind of record is in the data folder as JSON and as CSV (a spreadsheet opens it); uploaded files are in the files folder.');
  const readme = [`${heading}: ${person.username} (${day})`, '', intro, '', ...summary, ''].join('\n');
  zip['README.txt'] = strToU8(readme);
  return { filename: `prayog-data-${person.username}-${day}.zip`, bytes: zipSync(zip, { level: 6 }) };
}

/** Adds each stored file under files/<id>-<its name>; a file whose bytes are gone is named in files/missing.txt. */
async function addFiles(zip: Zippable, storage: FileStorage, files: Row[]): Promise<void> {
  const missing: string[] = [];
  for (const file of files) {
    const name = `files/${String(file.id).slice(0, 8)}-${String(file.original_name).replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')}`;
    try {
      zip[name] = [new Uint8Array(await storage.get(String(file.storage_key))), { level: 0 }];
    } catch {
      missing.push(String(file.original_name));
    }
  }
  if (missing.length) zip['files/missing.txt'] = strToU8(missing.join('\n'));
}
