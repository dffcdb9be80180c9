import Papa from 'papaparse';

/** A value one CSV cell can hold. Numbers stay numbers; dates should be formatted by the caller. */
export type CsvValue = string | number | boolean | null | undefined;

// Excel opens a UTF-8 file as ANSI unless it starts with a byte order mark: Hindi names would turn to mojibake.
const BOM = '\uFEFF';

/**
 * The CSV text of a header row and data rows. Cells that a spreadsheet would run as a formula
 * (=, +, -, @ at the start of a text cell) are prefixed with a quote: names and titles are typed by users.
 */
export function buildCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return Papa.unparse(
    { fields: [...headers], data: rows.map((row) => row.map((value) => value ?? '')) },
    { escapeFormulae: true, newline: '\r\n' },
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
