import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  endpointPath, fileEndpoints, MONTHLY_REPORT_MAX_FILE_BYTES, MONTHLY_REPORT_MESSAGES as M, monthlyReportEndpoints, monthlyReportListSchema,
  monthlyReportSchema, type EndpointQuery,
} from '@prayog/contract';
import { MAX_UPLOAD_BYTES } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { auditLog } from '../audit/audit.table';
import { storedFiles } from '../files/files.table';
import { monthlyReports } from './monthly-reports.table';

const people = worldSpec({
  schools: { gv: { name: 'Green Valley School, Sector 21, Noida' }, other: { name: 'Other School, Sector 9, Delhi' } },
  users: {
    coach: { role: 'teacher', school: 'gv' },
    office: { role: 'school', school: 'gv' },
    farcoach: { role: 'teacher', school: 'other' },
    asha: { role: 'student', school: 'gv' },
    parent: { role: 'parent', school: 'gv' },
    root: { role: 'school', superuser: true },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';
const TEACHER = monthlyReportEndpoints.teacherList;
const SCHOOL = monthlyReportEndpoints.schoolList;

let t: TestApp;
let w: WorldOf<typeof people>;
let gvId: number;
let otherReportId: number;

const PDF = Buffer.from('%PDF-1.4\n% a monthly report\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const OLE = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);

/** A minimal zip with the given (empty, stored) entries: enough for the content check of an OOXML package. */
function zipOf(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name, 'latin1');
    const local = Buffer.alloc(30); local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46); central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(n.length, 28); central.writeUInt32LE(offset, 42);
    locals.push(local, n); centrals.push(central, n);
    offset += 30 + n.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22); end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(names.length, 8); end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(dir.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

interface FileSpec { bytes: Buffer; name: string; type?: string }
function reportForm(fields: Record<string, string>, file?: FileSpec) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append('monthly_report', new Blob([file.bytes], { type: file.type ?? 'application/pdf' }), file.name);
  return data;
}
const pdfFile: FileSpec = { bytes: PDF, name: 'october.pdf' };

/** A multipart upload (the contract describes its fields, a test sends the form): a new report, or report `id` modified. */
const send = (who: Who, id: number | null, payload: FormData, query = '') => w.as(who).inject(id === null
  ? { method: 'POST', url: `/api${monthlyReportEndpoints.create.path}${query}`, payload }
  : { method: 'PUT', url: `/api${endpointPath(monthlyReportEndpoints.update, { id })}`, payload });
const reports = (who: Who, endpoint: typeof TEACHER | typeof SCHOOL, query: EndpointQuery<typeof TEACHER> = {}) => w.as(who).call(endpoint, { query });
/** The stored file a report's URL names. */
const download = (url: string, who: Who) => w.as(who).call(fileEndpoints.file, { params: { fileId: fileIdOf(url) } });
const remove = (id: number, who: Who) => w.as(who).call(monthlyReportEndpoints.remove, { params: { id } });

const rowCount = async () => (await t.db.select({ n: count() }).from(monthlyReports))[0].n;
const fileCount = async () => (await t.db.select({ n: count() }).from(storedFiles))[0].n;
const auditEntries = async (id: number) => t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'monthly_report'), eq(auditLog.entityId, String(id))));
const fileIdOf = (url: string | null) => url!.split('/').at(-2)!;
const storageKeyOf = async (fileId: string) => (await t.db.select().from(storedFiles).where(eq(storedFiles.id, fileId)))[0]?.storageKey;

async function add(fields: Record<string, string> = { date: '2026-10-31', month: 'October' }, file: FileSpec = pdfFile) {
  const res = await send('coach', null, reportForm(fields, file));
  expect(res.statusCode, res.body).toBe(201);
  return monthlyReportSchema.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  gvId = w.school.gv;
  const [row] = await db.insert(monthlyReports).values({ schoolId: w.school.other, date: '2026-09-30', month: 'September' }).returning();
  otherReportId = row.id;
});
afterAll(() => t.close());

describe('monthly reports', () => {
  it('adds a report with its file, served to the school staff, and lists it newest date first', async () => {
    const older = await add({ date: '2026-08-31', month: 'August' });
    const added = await add();
    expect(added).toMatchObject({ date: '2026-10-31', month: 'October', monthly_report: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\/$/) });
    expect((await auditEntries(added.id)).map((e) => e.action)).toEqual(['create']);

    for (const [who, endpoint] of [['coach', TEACHER], ['office', SCHOOL]] as const) {
      const list = monthlyReportListSchema.parse((await reports(who, endpoint)).json());
      expect(list.monthly_report.map((r) => r.id).slice(0, 2)).toEqual([added.id, older.id]);
      expect(list.count).toBe(2);
    }
    const file = await download(added.monthly_report!, 'office');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    for (const who of ['farcoach', 'asha', 'parent'] as const) expect((await download(added.monthly_report!, who)).statusCode).toBe(404);
    expect((await download(added.monthly_report!, 'root')).statusCode).toBe(200);
  });

  it('pages the list', async () => {
    const page = monthlyReportListSchema.parse((await reports('coach', TEACHER, { limit: 1, offset: 1 })).json());
    expect(page).toMatchObject({ limit: 1, offset: 1 });
    expect(page.monthly_report).toHaveLength(1);
  });

  it('decides the type by content: PNG bytes named .pdf, office documents and images are stored with their real type', async () => {
    const cases: [FileSpec, string][] = [
      [{ bytes: PNG, name: 'scan.pdf' }, 'image/png'],
      [{ bytes: OLE, name: 'report.doc', type: 'application/msword' }, 'application/msword'],
      [{ bytes: zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']), name: 'report.docx' }, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [{ bytes: zipOf(['[Content_Types].xml', 'xl/workbook.xml']), name: 'figures' }, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [{ bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]), name: 'photo.jpeg' }, 'image/jpeg'],
    ];
    for (const [file, type] of cases) {
      const added = await add({ date: '2026-07-31', month: 'July' }, file);
      const [meta] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, fileIdOf(added.monthly_report)));
      expect(meta.contentType, file.name).toBe(type);
      await remove(added.id, 'coach');
    }
  });

  it('refuses bad input with 400, 413 or 415 and stores nothing', async () => {
    const rows = await rowCount();
    const files = await fileCount();
    const cases: [FormData, number, string][] = [
      [reportForm({ date: '2026-10-31', month: 'Octember' }, pdfFile), 400, 'month'],
      [reportForm({ date: '2026-02-31', month: 'February' }, pdfFile), 400, 'date'],
      [reportForm({ date: '31/10/2026', month: 'October' }, pdfFile), 400, 'date'],
      [reportForm({ month: 'October' }, pdfFile), 400, 'date'],
      [reportForm({ date: '2026-10-31', month: 'October' }), 400, 'monthly_report'],
      [reportForm({ date: '2026-10-31', month: 'October' }, { bytes: EXE, name: 'virus.pdf' }), 415, 'monthly_report'],
      [reportForm({ date: '2026-10-31', month: 'October' }, { bytes: Buffer.from('just some text'), name: 'notes.pdf' }), 415, 'monthly_report'],
      [reportForm({ date: '2026-10-31', month: 'October' }, { bytes: Buffer.from('<svg onload="alert(1)"/>'), name: 'x.png', type: 'image/svg+xml' }), 415, 'monthly_report'],
      [reportForm({ date: '2026-10-31', month: 'October' }, { bytes: zipOf(['evil.exe']), name: 'x.docx' }), 415, 'monthly_report'],
    ];
    for (const [form, status, field] of cases) {
      const res = await send('coach', null, form);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors?.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(MONTHLY_REPORT_MAX_FILE_BYTES).toBe(MAX_UPLOAD_BYTES);
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF.length)]);
    const tooBig = await send('coach', null, reportForm({ date: '2026-10-31', month: 'October' }, { bytes: big, name: 'big.pdf' }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe(M.tooLarge);
    const json = await w.as('coach').inject({ method: 'POST', url: `/api${monthlyReportEndpoints.create.path}`, payload: { date: '2026-10-31', month: 'October' } });
    expect(json.statusCode).toBe(415);
    expect(await rowCount()).toBe(rows);
    expect(await fileCount()).toBe(files);
  });

  it('modifies the date and month keeping the file when none is chosen, and replaces it (old bytes gone) when one is', async () => {
    const added = await add();
    const kept = await send('coach', added.id, reportForm({ date: '2026-11-01', month: 'November' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ id: added.id, date: '2026-11-01', month: 'November', monthly_report: added.monthly_report });

    const oldKey = await storageKeyOf(fileIdOf(added.monthly_report));
    const replaced = await send('coach', added.id, reportForm({ date: '2026-11-01', month: 'November' }, { bytes: PNG, name: 'new.png' }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = monthlyReportSchema.parse(replaced.json());
    expect(now.monthly_report).not.toBe(added.monthly_report);
    expect((await download(now.monthly_report!, 'coach')).rawPayload.equals(PNG)).toBe(true);
    expect(await storageKeyOf(fileIdOf(added.monthly_report))).toBeUndefined();
    await expect(t.ctx.storage.get(oldKey!)).rejects.toThrow();
    expect((await auditEntries(added.id)).map((e) => e.action)).toEqual(['create', 'update', 'update']);

    // A refused file changes nothing, the stored file included.
    const files = await fileCount();
    const refused = await send('coach', added.id, reportForm({ date: '2026-12-01', month: 'December' }, { bytes: EXE, name: 'a.pdf' }));
    expect(refused.statusCode).toBe(415);
    expect(monthlyReportSchema.parse((await reports('coach', TEACHER)).json().monthly_report.find((r: { id: number }) => r.id === added.id))).toEqual(now);
    expect(await fileCount()).toBe(files);
  });

  it('deletes a report with its stored file (row and bytes)', async () => {
    const added = await add();
    const fileId = fileIdOf(added.monthly_report);
    const key = await storageKeyOf(fileId);
    const res = await remove(added.id, 'coach');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: M.deleted });
    expect(await storageKeyOf(fileId)).toBeUndefined();
    await expect(t.ctx.storage.get(key!)).rejects.toThrow();
    expect((await auditEntries(added.id)).map((e) => e.action)).toEqual(['create', 'delete']);
    expect((await remove(added.id, 'coach')).statusCode).toBe(404);
  });

  it("answers 404 for another school's report and leaves it alone", async () => {
    const put = await send('coach', otherReportId, reportForm({ date: '2026-10-31', month: 'October' }));
    expect(put.statusCode).toBe(404);
    expect(put.json().detail).toBe(M.notFound);
    expect((await remove(otherReportId, 'coach')).statusCode).toBe(404);
    expect((await t.db.select().from(monthlyReports).where(eq(monthlyReports.id, otherReportId)))[0].month).toBe('September');
  });

  it("takes the caller's own school by value or name, and refuses another with 403", async () => {
    await add({ date: '2026-10-31', month: 'October', school: 'GV' });
    await add({ date: '2026-10-31', month: 'October', school: 'green valley school, sector 21, noida' });
    const rows = await rowCount();
    const res = await send('coach', null, reportForm({ date: '2026-10-31', month: 'October', school: 'other' }, pdfFile));
    expect(res.statusCode).toBe(403);
    expect(await rowCount()).toBe(rows);
  });

  it('refuses students, parents and the other dashboard; a superuser reads with ?school= and writes nothing', async () => {
    for (const who of ['asha', 'parent', 'office'] as const) expect((await reports(who, TEACHER)).statusCode).toBe(403);
    for (const who of ['asha', 'parent', 'coach'] as const) expect((await reports(who, SCHOOL)).statusCode).toBe(403);
    expect((await send('asha', null, reportForm({ date: '2026-10-31', month: 'October' }, pdfFile))).statusCode).toBe(403);
    const read = await reports('root', SCHOOL, { school: gvId });
    expect(read.statusCode).toBe(200);
    expect(monthlyReportListSchema.parse(read.json()).count).toBeGreaterThan(0);
    expect((await reports('root', SCHOOL)).statusCode).toBe(400);
    const rows = await rowCount();
    expect((await send('root', null, reportForm({ date: '2026-10-31', month: 'October' }, pdfFile), `?school=${gvId}`)).statusCode).toBe(403);
    expect((await remove(otherReportId, 'root')).statusCode).toBe(403);
    expect(await rowCount()).toBe(rows);
  });
});
