import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { DOCUMENT_MESSAGES, documentEndpoints, programmeDocumentSchema, type ProgrammeDocumentKey } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { simplePdf } from '../../seed/pdf';
import { auditLog } from '../audit/audit.table';
import { storedFiles } from '../files/files.table';
import { programmeDocuments } from './documents.table';

let t: TestApp;
const people = worldSpec({
  schools: { gv: { name: 'Green Valley School, Sector 21, Noida' }, other: { name: 'Other School, Sector 9, Delhi' } },
  users: {
    coach: { role: 'teacher', school: 'gv' },
    office: { role: 'school', school: 'other' },
    asha: { role: 'student', school: 'gv' },
    parent: { role: 'parent', school: 'gv' },
    root: { role: 'school', superuser: true },
  },
});
type Person = PersonOf<typeof people>;
let w: WorldOf<typeof people>;
let pdf: Buffer;

/** Every call asks for English. */
const headers = { 'accept-language': 'en' };
const as = (who: Person | null) => w.as(who ?? 'anonymous');
const getDoc = (key: ProgrammeDocumentKey, who: Person | null) => as(who).call(documentEndpoints.get, { params: { key }, headers });
/** The address a document names, followed as it is. */
const fetchFile = (url: string, who: Person) => as(who).inject({ method: 'GET', url, headers });

function form(bytes: Buffer | null, name = 'calendar.pdf', field = 'file'): FormData {
  const data = new FormData();
  data.append('note', 'replacing');
  if (bytes) data.append(field, new Blob([bytes], { type: 'application/pdf' }), name);
  return data;
}
/** A replacement upload: multipart (or, to be refused, not), so raw. */
const replace = (key: string, who: Person | null, payload: FormData | object) =>
  as(who).inject({ method: 'PUT', url: `/api/documents/${key}/`, payload: payload as FormData, headers });

const documentRows = async () => (await t.db.select({ n: count() }).from(programmeDocuments))[0].n;
const fileRows = async () => (await t.db.select({ n: count() }).from(storedFiles))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  pdf = await simplePdf('Innovation Calendar', 'Test', [{ heading: 'April', lines: ['STEM day'] }]);
});
afterAll(() => t.close());

describe('programme documents', () => {
  it('is 404 before a document is in place, and 400 for a key that is not a document', async () => {
    const res = await getDoc('innovation_calendar', 'coach');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: DOCUMENT_MESSAGES.notFound });
    // Raw: the contract's types know only the programme's documents.
    expect((await as('coach').inject({ method: 'GET', url: '/api/documents/annual_budget/', headers })).statusCode).toBe(400);
  });

  it('is put in place by a superuser, with an audit entry, and read by every school\'s staff', async () => {
    const res = await replace('innovation_calendar', 'root', form(pdf, 'Calendar 2026.pdf'));
    expect(res.statusCode, res.body).toBe(200);
    const doc = programmeDocumentSchema.parse(res.json());
    expect(doc).toMatchObject({ key: 'innovation_calendar', title: 'Innovation Calendar', file_name: 'Calendar 2026.pdf' });
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'programme_document'), eq(auditLog.entityId, 'innovation_calendar')));
    expect(entry).toMatchObject({ action: 'create', schoolId: null, before: null });

    for (const who of ['coach', 'office', 'root'] as const) {
      const got = await getDoc('innovation_calendar', who);
      expect(got.statusCode, got.body).toBe(200);
      expect(got.json()).toEqual(doc);
      const file = await fetchFile(doc.file_url, who);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
  });

  it('is refused to students, parents and anonymous callers, the file too', async () => {
    const doc = (await getDoc('innovation_calendar', 'coach')).json();
    for (const who of ['asha', 'parent'] as const) {
      expect((await getDoc('innovation_calendar', who)).statusCode).toBe(403);
      expect((await fetchFile(doc.file_url, who)).statusCode).toBe(404);
    }
    expect((await getDoc('innovation_calendar', null)).statusCode).toBe(401);
  });

  it('is replaced by a superuser only: the old file is gone and the new one served', async () => {
    const old = programmeDocumentSchema.parse((await getDoc('innovation_calendar', 'coach')).json());
    const oldId = old.file_url.split('/').at(-2)!;
    const [oldMeta] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, oldId));
    for (const who of ['coach', 'office', 'asha'] as const) expect((await replace('innovation_calendar', who, form(pdf))).statusCode).toBe(403);

    const second = Buffer.concat([pdf, Buffer.from('\n% second edition\n')]);
    const res = await replace('innovation_calendar', 'root', form(second, 'new-calendar'));
    expect(res.statusCode, res.body).toBe(200);
    const now = programmeDocumentSchema.parse(res.json());
    expect(now.file_url).not.toBe(old.file_url);
    expect(now.file_name).toBe('new-calendar.pdf');
    expect((await fetchFile(old.file_url, 'coach')).statusCode).toBe(404);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, oldId))).toEqual([]);
    await expect(t.ctx.storage.get(oldMeta.storageKey)).rejects.toThrow();
    const served = await fetchFile(now.file_url, 'coach');
    expect(served.rawPayload.equals(second)).toBe(true);
    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'programme_document'), eq(auditLog.action, 'update')));
    expect(entries).toHaveLength(1);
    expect(entries[0].before).toMatchObject({ file_id: oldId });
  });

  it.each([
    ['no file', () => form(null), 400],
    ['the file under another field', () => form(pdf, 'a.pdf', 'document'), 400],
    ['a file that is not a PDF, whatever its name', () => form(Buffer.from('<html>not a pdf</html>'), 'calendar.pdf'), 415],
    ['a JSON body', () => ({ file: 'x' }), 415],
  ])('refuses %s and keeps the document as it was', async (_name, body, status) => {
    const before = (await getDoc('innovation_calendar', 'coach')).json();
    const files = await fileRows();
    const res = await replace('innovation_calendar', 'root', body());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().detail).toBeTruthy();
    expect((await getDoc('innovation_calendar', 'coach')).json()).toEqual(before);
    expect(await fileRows()).toBe(files);
    expect(await documentRows()).toBe(1);
  });

  it('refuses a key that is not a document, even for a superuser', async () => {
    const res = await replace('annual_budget', 'root', form(pdf));
    expect(res.statusCode).toBe(400);
    expect(await documentRows()).toBe(1);
  });
});
