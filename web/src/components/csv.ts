import Papa from 'papaparse';
import { csvSafeCell, type CsvValue } from '@prayog/contract';

export type { CsvValue };

// Excel opens a UTF-8 file as ANSI unless it starts with a byte order mark: Hindi names would turn to mojibake.
const BOM = '\uFEFF';

/**
 * The CSV text of a header row and data rows. Names and titles are typed by users, so every cell goes through the
 * product's one formula rule (csvSafeCell: any line of a text cell that a spreadsheet would run as a formula gets a
 * leading quote) and a defused cell is also put in quotes; papaparse does the CSV quoting.
 */
export function buildCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const defused = new Set<string>();
  const safe = (value: CsvValue) => {
    const out = csvSafeCell(value) ?? '';
    if (typeof value === 'string' && out !== value) defused.add(String(out));
    return out;
  };
  return Papa.unparse(
    { fields: headers.map((header) => String(safe(header))), data: rows.map((row) => row.map(safe)) },
    // papaparse's own escapeFormulae looks at a cell's first line only.
    { quotes: (value: unknown) => typeof value === 'string' && defused.has(value), newline: '\r\n' },
  );
}

/** The file name with a .csv ending, so the download opens in a spreadsheet. */
export function csvFileName(name: string): string {
  return /\.csv$/i.test(name) ? name : `${name}.csv`;
}

/** Saves CSV text as a file in the browser, with the byte order mark Excel needs. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([BOM, csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(fileName);
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
