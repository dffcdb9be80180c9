import zlib from 'node:zlib';
import { ROSTER_FILE_FIELD, rosterImportEndpoints } from '@prayog/contract';
import type { TestApp } from '../../test/test-app';
import { callerWith, type Caller } from '../../test/world';

/** The imports' addresses (multipart uploads, so a test sends them with `inject`). */
export const STUDENTS_URL = `/api${rosterImportEndpoints.students.path}`;
export const TEACHERS_URL = `/api${rosterImportEndpoints.teachers.path}`;

/** A multipart form with the CSV (text or bytes) as the file the import reads. */
export function rosterForm(csv: string | Buffer, fileName = 'class-7a.csv'): FormData {
  const data = new FormData();
  data.append(ROSTER_FILE_FIELD, new Blob([csv], { type: 'text/csv' }), fileName);
  return data;
}

/** Uploads a CSV as a world's person (`w.as(who)`); `query` is appended as it is ('?dry_run=true'). */
export function uploadAs(caller: Caller, url: string, csv: string | Buffer, query = '', headers: Record<string, string> = {}) {
  return caller.inject({ method: 'POST', url: `${url}${query}`, payload: rosterForm(csv), headers });
}

/** Uploads a CSV as the holder of `token` (none: anonymous); `query` is appended as it is ('?dry_run=true'). */
export function upload(t: TestApp, token: string | null, url: string, csv: string | Buffer, query = '') {
  return uploadAs(callerWith(t, token), url, csv, query);
}

/**
 * The lines of text a pdfkit document shows, in drawing order: each content stream is inflated and every text
 * operation's hex strings (pdfkit writes text as `[<hex> kerning <hex>] TJ`) are joined.
 */
export function pdfLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // pdfkit ends the stream keyword and the data with a bare \n (the data itself may end in a \r byte).
  for (const m of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue; // Not a content stream (a font's or the metadata's).
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)) {
      lines.push([...op[1].matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
    }
  }
  return lines;
}

/** Each slip's username and one-time password, read back from the PDF. */
export function slipsOf(pdf: Buffer): { username: string; password: string }[] {
  const lines = pdfLines(pdf);
  const slips: { username: string; password: string }[] = [];
  lines.forEach((line, i) => {
    if (line === 'Username' && lines[i + 2] === 'One-time password') slips.push({ username: lines[i + 1], password: lines[i + 3] });
  });
  return slips;
}

/** A student class list: the header, then one line per row (values joined as they are, so quote them yourself). */
export const csvOf = (header: string, rows: string[], eol = '\n') => [header, ...rows].join(eol) + eol;
