import fs from 'node:fs';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  errorSchema, macroEmptyText, macroPlannerSchema, macroPlanSchema, microEmptyText, microPlannerSchema, microPlanSchema,
  macroTakenText, microTakenText, PLANNER_MESSAGES, plannerEndpoints, type EndpointBody, type EndpointDefinition, type EndpointQuery,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { auditLog } from '../audit/audit.table';
import { macroPlans, microPlans } from './planners.table';

const GV = 'Green Valley School, Sector 21, Noida';
const P = plannerEndpoints;

const people = worldSpec({
  schools: { gv: { name: GV }, other: { name: 'Other School, Sector 9, Delhi' } },
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

let t: TestApp;
let w: WorldOf<typeof people>;
let gvId: number;
let otherId: number;
const made: Record<string, number> = {};

/** A read of the planners (the lists and the PDF downloads). */
const get = <E extends EndpointDefinition>(who: Who, endpoint: E, query?: EndpointQuery<E>) => w.as(who).call(endpoint, { query });
/** Adding a macro plan takes form data (multipart or urlencoded) or JSON: the payload is sent as it is. */
const addMacro = (who: Who, payload: object | string | FormData, headers: Record<string, string> = {}, query = '') =>
  w.as(who).inject({ method: 'POST', url: `/api${P.createMacro.path}${query}`, payload: payload as string, headers });
const changeMacro = (who: Who, body: EndpointBody<typeof P.modifyMacro>) => w.as(who).call(P.modifyMacro, { body });
const removeMacro = (who: Who, id: number | string) => w.as(who).call(P.deleteMacro, { params: { id } });
const addMicro = (who: Who, body: EndpointBody<typeof P.createMicro>) => w.as(who).call(P.createMicro, { body });
const changeMicro = (who: Who, body: EndpointBody<typeof P.modifyMicro>) => w.as(who).call(P.modifyMicro, { body });
const removeMicro = (who: Who, id: number) => w.as(who).call(P.deleteMicro, { params: { id } });
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const rows = async (table: typeof macroPlans | typeof microPlans) => (await t.db.select({ n: count() }).from(table))[0].n;
const audits = async (entity: string, id: number) => (await t.db.select().from(auditLog)
  .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)))));

/**
 * The text of a pdfkit PDF: its content streams inflated and the hex strings of their TJ operators decoded
 * (built-in fonts write WinAnsi codes), one line per TJ. Enough to check what a page says without poppler.
 */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('>>\nstream\n', at);
    const end = start < 0 ? -1 : pdf.indexOf('\nendstream', start);
    if (end < 0) break;
    try {
      const content = inflateSync(pdf.subarray(start + 10, end)).toString('latin1');
      for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
        lines.push([...tj[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
      }
    } catch { /* not a deflated stream (fonts' metrics, say) */ }
    at = end + 1;
  }
  // WinAnsi's bullet (0x95) is a control character in Latin-1.
  return lines.join('\n').replace(/\x95/g, '•');
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  w = await createWorld(t, people);
  gvId = w.school.gv; otherId = w.school.other;
  const gv = { id: gvId };
  const other = { id: otherId };

  const macro = await db.insert(macroPlans).values([
    { schoolId: gv.id, grade: 7, month: 'January', topic: 'Circuits: series and parallel' },
    { schoolId: gv.id, grade: 7, month: 'April', topic: 'Robotics: a robot that walks' },
    { schoolId: gv.id, grade: 3, month: 'May', topic: 'Simple machines' },
    { schoolId: other.id, grade: 7, month: 'April', topic: 'Away topic' },
  ]).returning();
  made.jan = macro[0].id; made.apr = macro[1].id; made.awayMacro = macro[3].id;
  const micro = await db.insert(microPlans).values([
    { schoolId: gv.id, grade: 8, month: 'April', noOfSessions: 6, nameOfActivity: ['Line follower', 'Soil sensor'], extraActivity: 'Science quiz' },
    { schoolId: gv.id, grade: 2, month: 'April', noOfSessions: 3, nameOfActivity: ['Paper circuits'] },
    { schoolId: gv.id, grade: 2, month: 'March', noOfSessions: 2, nameOfActivity: ['Revision'] },
    { schoolId: other.id, grade: 2, month: 'April', noOfSessions: 1, nameOfActivity: ['Away'] },
  ]).returning();
  made.micro8 = micro[0].id; made.micro2 = micro[1].id; made.awayMicro = micro[3].id;
});
afterAll(() => t.close());

describe('the macro planner', () => {
  it('answers the school’s topics keyed by grade, then month in school-year order, for the teacher and the school account', async () => {
    const res = await get('coach', P.teacherMacro);
    expect(res.statusCode, res.body).toBe(200);
    const body = macroPlannerSchema.parse(res.json());
    expect(body.school).toBe(GV);
    expect(Object.keys(body.macroplanner)).toEqual(['3', '7']);
    expect(Object.keys(body.macroplanner['7'])).toEqual(['April', 'January']);
    expect(body.macroplanner['7'].April).toEqual([{ id: made.apr, topic: 'Robotics: a robot that walks' }]);
    expect((await get('office', P.schoolMacro)).json()).toEqual(body);
    const one = macroPlannerSchema.parse((await get('coach', P.teacherMacro, { grade: 3 })).json());
    expect(one.macroplanner).toEqual({ 3: { May: [expect.objectContaining({ topic: 'Simple machines' })] } });
    expect((await get('coach', P.teacherMacro, { grade: 13 })).statusCode).toBe(400);
  });

  it('adds a topic from form data (multipart or urlencoded) or JSON, with an audit entry', async () => {
    const sent = await addMacro('coach', form({ grade: '5', month: 'june', topic: '  Solar cooker  ', school: 'GV' }));
    expect(sent.statusCode, sent.body).toBe(201);
    const plan = macroPlanSchema.parse(sent.json());
    expect(plan).toMatchObject({ grade: 5, month: 'June', topic: 'Solar cooker', school: GV });
    const [entry] = await audits('macro_plan', plan.id);
    expect(entry).toMatchObject({ action: 'create', schoolId: gvId, after: { grade: 5, month: 'June', topic: 'Solar cooker' } });

    const encoded = await addMacro('coach', 'grade=5&month=July&topic=Wind+vane', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(encoded.statusCode, encoded.body).toBe(201);
    const json = await addMacro('coach', { grade: 5, month: 'August', topic: 'Rain gauge', school: GV });
    expect(json.statusCode, json.body).toBe(201);
    const grade5 = macroPlannerSchema.parse((await get('coach', P.teacherMacro, { grade: 5 })).json()).macroplanner['5'];
    expect(Object.entries(grade5).map(([month, [entry]]) => `${month}: ${entry.topic}`)).toEqual(['June: Solar cooker', 'July: Wind vane', 'August: Rain gauge']);
  });

  it('refuses bad input with 400 and field errors, saving nothing', async () => {
    const before = await rows(macroPlans);
    for (const [fields, field, message] of [
      [{ grade: '0', month: 'April', topic: 'x' }, 'grade', PLANNER_MESSAGES.grade],
      [{ grade: '7', month: 'Smarch', topic: 'x' }, 'month', PLANNER_MESSAGES.month],
      [{ grade: '7', month: 'April', topic: '   ' }, 'topic', PLANNER_MESSAGES.topicRequired],
      [{ grade: '7', month: 'April', topic: 'x'.repeat(501) }, 'topic', PLANNER_MESSAGES.topicTooLong],
    ] as const) {
      const res = await addMacro('coach', form(fields));
      expect(res.statusCode, res.body).toBe(400);
      expect(errorSchema.parse(res.json())).toMatchObject({ detail: message, errors: [{ field, message }] });
    }
    expect((await addMacro('coach', { grade: 7 })).statusCode).toBe(400);
    expect((await changeMacro('coach', { id: made.apr, month: 'Someday' })).statusCode).toBe(400);
    expect(await rows(macroPlans)).toBe(before);
  });

  it('modifies a topic, its grade or its month, with the before and after in the audit log', async () => {
    const res = await changeMacro('coach', { id: made.jan, grade: 7, month: 'February', school: 'gv', topic: 'Circuits: switches' });
    expect(res.statusCode, res.body).toBe(200);
    expect(macroPlanSchema.parse(res.json())).toEqual({ id: made.jan, grade: 7, month: 'February', school: GV, topic: 'Circuits: switches' });
    const [entry] = await audits('macro_plan', made.jan);
    expect(entry).toMatchObject({
      action: 'update', before: { grade: 7, month: 'January', topic: 'Circuits: series and parallel' }, after: { grade: 7, month: 'February', topic: 'Circuits: switches' },
    });
  });

  it('keeps each school to its own: another school’s plan is 404, another school in the form is 403', async () => {
    const away = await changeMacro('coach', { id: made.awayMacro, topic: 'Taken over' });
    expect(away.statusCode).toBe(404);
    expect(errorSchema.parse(away.json()).detail).toBe(PLANNER_MESSAGES.macroNotFound);
    const before = await rows(macroPlans);
    expect((await addMacro('coach', form({ grade: '7', month: 'April', topic: 'x', school: 'other' }))).statusCode).toBe(403);
    expect((await addMacro('coach', { grade: 7, month: 'April', topic: 'x', school: 'Other School, Sector 9, Delhi' })).statusCode).toBe(403);
    expect((await changeMacro('coach', { id: made.apr, topic: 'x', school: 'other' })).statusCode).toBe(403);
    expect(await rows(macroPlans)).toBe(before);
    const awayList = macroPlannerSchema.parse((await get('farcoach', P.teacherMacro, { school: gvId })).json());
    expect(awayList.macroplanner).toEqual({ 7: { April: [{ id: made.awayMacro, topic: 'Away topic' }] } });
  });

  it('keeps one topic per grade and month: a second Add or a move onto a taken month is 409, saving nothing', async () => {
    const first = await addMacro('coach', form({ grade: '11', month: 'December', topic: 'Drones' }));
    expect(first.statusCode, first.body).toBe(201);
    const before = await rows(macroPlans);
    const again = await addMacro('coach', form({ grade: '11', month: 'december', topic: 'Drones again' }));
    expect(again.statusCode).toBe(409);
    expect(errorSchema.parse(again.json()).detail).toBe(macroTakenText(11, 'December'));
    const hindi = await addMacro('coach', { grade: 11, month: 'December', topic: 'x' }, { 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(409);
    expect(errorSchema.parse(hindi.json()).detail).toBe('कक्षा 11 में December के लिए पहले से एक विषय है। इसके बजाय उसे बदलें।');
    const moved = await changeMacro('coach', { id: made.apr, grade: 11, month: 'December' });
    expect(moved.statusCode).toBe(409);
    expect(await rows(macroPlans)).toBe(before);
    // Another school's grade 11 December is its own.
    expect((await addMacro('farcoach', { grade: 11, month: 'December', topic: 'Theirs' })).statusCode).toBe(201);
    // The database holds the rule too, for two adds at the same moment.
    await expect(t.db.insert(macroPlans).values({ schoolId: gvId, grade: 11, month: 'December', topic: 'Raced' })).rejects.toThrow();
  });

  it('deletes a topic with an audit entry; another school’s is 404; a deleted month can be added again', async () => {
    const made11 = macroPlanSchema.parse((await addMacro('coach', { grade: 11, month: 'January', topic: 'Short-lived' })).json());
    const away = await removeMacro('farcoach', made11.id);
    expect(away.statusCode).toBe(404);
    expect(errorSchema.parse(away.json()).detail).toBe(PLANNER_MESSAGES.macroNotFound);
    for (const who of ['office', 'root', 'asha', 'parent'] as const) expect((await removeMacro(who, made11.id)).statusCode, who).toBe(403);
    expect((await removeMacro('anonymous', made11.id)).statusCode).toBe(401);
    const res = await removeMacro('coach', made11.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: PLANNER_MESSAGES.macroDeleted });
    expect((await audits('macro_plan', made11.id)).map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await audits('macro_plan', made11.id))[1]).toMatchObject({ schoolId: gvId, before: { grade: 11, month: 'January', topic: 'Short-lived' }, after: null });
    expect((await removeMacro('coach', made11.id)).statusCode).toBe(404);
    expect((await removeMacro('coach', 'abc')).statusCode).toBe(400);
    expect((await addMacro('coach', { grade: 11, month: 'January', topic: 'Back again' })).statusCode).toBe(201);
  });
});

describe('the micro planner', () => {
  it('answers the school’s plans keyed by month in school-year order, then grade; ?month= answers one month', async () => {
    const body = microPlannerSchema.parse((await get('coach', P.teacherMicro)).json());
    expect(Object.keys(body.microplanner_table)).toEqual(['April', 'March']);
    expect(Object.keys(body.microplanner_table.April)).toEqual(['2', '8']);
    expect(body.microplanner_table.April['8']).toEqual([
      { id: made.micro8, no_of_sessions: 6, name_of_activity: ['Line follower', 'Soil sensor'], extra_activity: 'Science quiz' },
    ]);
    const april = microPlannerSchema.parse((await get('office', P.schoolMicro, { month: 'april' })).json());
    expect(Object.keys(april.microplanner_table)).toEqual(['April']);
    expect((await get('coach', P.teacherMicro, { month: 'Smarch' })).statusCode).toBe(400);
  });

  it('adds a plan from JSON, its activities comma-separated or a list, with an audit entry', async () => {
    const res = await addMicro('coach', { grade: 4, month: 'July', no_of_sessions: '5', name_of_activity: 'Kite, , Paper plane ', school: 'Green Valley School, Sector 21, Noida' });
    expect(res.statusCode, res.body).toBe(201);
    const plan = microPlanSchema.parse(res.json());
    expect(plan).toMatchObject({ grade: 4, month: 'July', no_of_sessions: 5, name_of_activity: ['Kite', 'Paper plane'], extra_activity: '', school: GV });
    expect((await audits('micro_plan', plan.id))[0]).toMatchObject({ action: 'create', after: { name_of_activity: ['Kite', 'Paper plane'] } });
    const listed = await addMicro('coach', { grade: 4, month: 'August', no_of_sessions: 2, name_of_activity: ['Boat'], extra_activity: 'Visit' });
    expect(microPlanSchema.parse(listed.json()).name_of_activity).toEqual(['Boat']);
  });

  it('keeps one plan per grade and month (409), and deletes a plan with an audit entry', async () => {
    const before = await rows(microPlans);
    const again = await addMicro('coach', { grade: 8, month: 'April', no_of_sessions: 1, name_of_activity: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(errorSchema.parse(again.json()).detail).toBe(microTakenText(8, 'April'));
    expect((await changeMicro('coach', { id: made.micro2, grade: 8 })).statusCode).toBe(409);
    expect(await rows(microPlans)).toBe(before);

    const plan = microPlanSchema.parse((await addMicro('coach', { grade: 6, month: 'October', no_of_sessions: 3, name_of_activity: 'Kite' })).json());
    expect((await removeMicro('farcoach', plan.id)).statusCode).toBe(404);
    expect((await removeMicro('office', plan.id)).statusCode).toBe(403);
    const res = await removeMicro('coach', plan.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: PLANNER_MESSAGES.microDeleted });
    expect((await audits('micro_plan', plan.id))[1]).toMatchObject({ action: 'delete', before: { grade: 6, month: 'October', no_of_sessions: 3 } });
    expect(await rows(microPlans)).toBe(before);
  });

  it('refuses bad input with 400, saving nothing', async () => {
    const before = await rows(microPlans);
    const base = { grade: 4, month: 'July', no_of_sessions: 2, name_of_activity: 'Boat' };
    for (const [change, field] of [
      [{ grade: 13 }, 'grade'], [{ month: '' }, 'month'], [{ no_of_sessions: -1 }, 'no_of_sessions'], [{ no_of_sessions: 'many' }, 'no_of_sessions'],
      [{ name_of_activity: ' , ' }, 'name_of_activity'], [{ name_of_activity: ['x'.repeat(201)] as string[] }, 'name_of_activity.0'],
    ] as const) {
      const res = await addMicro('coach', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorSchema.parse(res.json()).errors?.[0]?.field).toBe(field);
    }
    expect((await changeMicro('coach', { id: made.micro2, no_of_sessions: 101 })).statusCode).toBe(400);
    expect(await rows(microPlans)).toBe(before);
  });

  it('modifies a plan by id; another school’s is 404 and another school in the body 403', async () => {
    const res = await changeMicro('coach', { id: made.micro2, no_of_sessions: 4, name_of_activity: 'Paper circuits, LED badge' });
    expect(res.statusCode, res.body).toBe(200);
    expect(microPlanSchema.parse(res.json())).toMatchObject({ id: made.micro2, grade: 2, month: 'April', no_of_sessions: 4, name_of_activity: ['Paper circuits', 'LED badge'] });
    expect((await audits('micro_plan', made.micro2))[0]).toMatchObject({ action: 'update', before: { no_of_sessions: 3 }, after: { no_of_sessions: 4 } });
    expect((await changeMicro('coach', { id: made.awayMicro, no_of_sessions: 9 })).statusCode).toBe(404);
    expect((await changeMicro('coach', { id: made.micro2, no_of_sessions: 9, school: 'other' })).statusCode).toBe(403);
    expect((await addMicro('coach', { grade: 4, month: 'July', no_of_sessions: 2, name_of_activity: 'Boat', school: 'nowhere' })).statusCode).toBe(403);
  });
});

describe('who may call the planners', () => {
  it('refuses students and parents, lets the school account only read, and a superuser read any school but write nothing', async () => {
    for (const who of ['asha', 'parent'] as const) {
      for (const endpoint of [P.teacherMacro, P.schoolMacro, P.teacherMicro, P.downloadMicro]) {
        expect((await get(who, endpoint)).statusCode, `${who} ${endpoint.path}`).toBe(403);
      }
      expect((await addMicro(who, { grade: 4, month: 'July', no_of_sessions: 2, name_of_activity: 'Boat' })).statusCode).toBe(403);
    }
    expect((await addMacro('office', form({ grade: '7', month: 'April', topic: 'x' }))).statusCode).toBe(403);
    expect((await get('coach', P.downloadMacro, { grade: 7 })).statusCode).toBe(403);
    expect((await get('anonymous', P.teacherMacro)).statusCode).toBe(401);

    const read = macroPlannerSchema.parse((await get('root', P.schoolMacro, { school: otherId })).json());
    expect(read.school).toBe('Other School, Sector 9, Delhi');
    expect((await get('root', P.downloadMicro, { month: 'April', school: otherId })).statusCode).toBe(200);
    const before = [await rows(macroPlans), await rows(microPlans)];
    expect((await addMacro('root', { grade: 7, month: 'April', topic: 'x' }, {}, `?school=${gvId}`)).statusCode).toBe(403);
    expect((await w.as('root').inject({ method: 'PATCH', url: `/api${P.modifyMicro.path}?school=${gvId}`, payload: { id: made.micro2, no_of_sessions: 1 } })).statusCode).toBe(403);
    expect([await rows(macroPlans), await rows(microPlans)]).toEqual(before);
  });
});

describe('the PDF downloads', () => {
  it('gives one grade’s topics as a PDF table with the school’s name and the grade', async () => {
    const res = await get('office', P.downloadMacro, { grade: 7 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gv-macro-planner-grade-7.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const words of ['Macro Planner', GV, 'Grade 7', 'Month', 'Topic', 'April', 'Robotics: a robot that walks', 'February', 'Page 1 of 1']) expect(text).toContain(words);
    // School-year order: April's topic comes before February's.
    expect(text.indexOf('Robotics')).toBeLessThan(text.indexOf('Circuits: switches'));
  });

  it('gives one month’s plans (April by default) with a header row, one activity a line', async () => {
    const res = await get('office', P.downloadMicro);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="gv-micro-planner-april.pdf"');
    const text = pdfText(res.rawPayload);
    for (const words of ['Micro Planner', GV, 'Month: April', 'Grade', 'No. of Sessions', 'Activities', 'Extra Activity', '• Line follower', '• Soil sensor', 'Science quiz']) expect(text).toContain(words);
  });

  it('says an empty period is empty, in a real PDF, and asks for a grade when none is given', async () => {
    const macro = await get('office', P.downloadMacro, { grade: 12 });
    expect(macro.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(macro.rawPayload)).toContain(macroEmptyText(12));
    const micro = await get('office', P.downloadMicro, { month: 'November' });
    expect(pdfText(micro.rawPayload)).toContain(microEmptyText('November'));
    const none = await get('office', P.downloadMacro);
    expect(none.statusCode).toBe(400);
    expect(errorSchema.parse(none.json()).detail).toContain(PLANNER_MESSAGES.selectGrade);
  });

  it('repeats the header row on every page of a long table', async () => {
    // One plan per grade: twelve grades with many activities each fill more than a page.
    await t.db.insert(microPlans).values(Array.from({ length: 12 }, (_, i) => ({
      schoolId: gvId, grade: 1 + i, month: 'September', noOfSessions: 4,
      nameOfActivity: Array.from({ length: 8 }, (_, k) => `Build a bridge from straws and tape, step ${k + 1}`), extraActivity: `Extra ${i}`,
    })));
    const text = pdfText((await get('office', P.downloadMicro, { month: 'September' })).rawPayload);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text.split('No. of Sessions').length - 1).toBe(pages);
    expect(text).toContain('Extra 11');
  });
});

describe('the migration to one plan per grade and month (0016_planner_one_per_slot)', () => {
  const statements = fs.readFileSync(new URL('../../db/migrations/0016_planner_one_per_slot.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint').map((s) => s.trim()).filter((s) => s.length > 0);

  it('merges a slot’s several plans into its oldest, keeping every topic and activity, then makes the slots unique', async () => {
    const db = t.db;
    // As before the migration: no unique indexes, and slots with several plans.
    await db.execute(sql`drop index macro_plans_school_grade_month_uq`);
    await db.execute(sql`drop index micro_plans_school_month_grade_uq`);
    const macro = await db.insert(macroPlans).values([
      { schoolId: otherId, grade: 10, month: 'December', topic: 'Gears' },
      { schoolId: otherId, grade: 10, month: 'December', topic: 'Pulleys' },
      { schoolId: otherId, grade: 10, month: 'December', topic: 'Levers' },
      { schoolId: otherId, grade: 10, month: 'November', topic: 'Alone' },
    ]).returning();
    const micro = await db.insert(microPlans).values([
      { schoolId: otherId, grade: 10, month: 'December', noOfSessions: 2, nameOfActivity: ['Kite', 'Boat'], extraActivity: 'Quiz' },
      { schoolId: otherId, grade: 10, month: 'December', noOfSessions: 3, nameOfActivity: [], extraActivity: '' },
      { schoolId: otherId, grade: 10, month: 'December', noOfSessions: 1, nameOfActivity: ['Plane'], extraActivity: 'Visit' },
    ]).returning();
    for (const statement of statements) await db.execute(sql.raw(statement));

    const macroLeft = await db.select().from(macroPlans).where(and(eq(macroPlans.schoolId, otherId), eq(macroPlans.grade, 10)));
    expect(macroLeft.map((r) => [r.id, r.month, r.topic]).sort()).toEqual([
      [macro[0].id, 'December', 'Gears; Pulleys; Levers'], [macro[3].id, 'November', 'Alone'],
    ].sort());
    const microLeft = await db.select().from(microPlans).where(and(eq(microPlans.schoolId, otherId), eq(microPlans.grade, 10)));
    expect(microLeft).toEqual([expect.objectContaining({
      id: micro[0].id, noOfSessions: 6, nameOfActivity: ['Kite', 'Boat', 'Plane'], extraActivity: 'Quiz; Visit',
    })]);
    // The slots are unique again.
    await expect(db.insert(macroPlans).values({ schoolId: otherId, grade: 10, month: 'December', topic: 'Again' })).rejects.toThrow();
  });
});
