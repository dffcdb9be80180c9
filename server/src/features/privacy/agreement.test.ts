import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementEndpoints, myNoticeSchema, noticeEndpoints, schoolAgreementsResponseSchema } from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type PersonOf, type WorldOf } from '../../test/world';
import { auditLog } from '../audit/audit.table';
import { schoolPrivacyAgreements } from './agreement.table';

/** Issue 31, "who is who": each school's data-processing agreement and grievance officer, recorded by an administrator. */
const people = worldSpec({
  schools: { home: { name: 'Home School, Sector 1, Noida' }, away: { name: 'Away School, Sector 2, Pune' } },
  users: {
    asha: { role: 'student', school: 'home' },
    mother: { role: 'parent', school: 'home' },
    office: { role: 'school', school: 'home' },
    farStudent: { role: 'student', school: 'away' },
    root: { role: 'school', superuser: true, name: 'Programme Admin' },
  },
});
type Who = PersonOf<typeof people> | 'anonymous';

let t: TestApp;
let w: WorldOf<typeof people>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, { ...people, links: [['mother', 'asha']] });
});
afterAll(() => t.close());

const agreement = { agreed_on: '2026-06-01', signatory: 'Meera Iyer, Principal', grievance_name: 'Anil Joshi', grievance_email: 'grievance@home.example' };
const record = (who: Who, schoolId: number, body: object) => w.as(who).inject({ method: 'PUT', url: `/api/privacy/schools/${schoolId}/agreement/`, payload: body });

describe("a school's data-processing agreement", () => {
  it('is recorded by an administrator, listed with every school, and audited', async () => {
    const res = await record('root', w.school.home, agreement);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ school_id: w.school.home, agreement: { ...agreement, recorded_by: 'Programme Admin' } });
    const list = schoolAgreementsResponseSchema.parse((await w.as('root').call(agreementEndpoints.agreements)).json());
    expect(list.results.map((r) => [r.school_name, r.agreement?.grievance_email ?? null])).toEqual([
      ['Away School, Sector 2, Pune', null], ['Home School, Sector 1, Noida', 'grievance@home.example'],
    ]);
    const audit = await t.db.select().from(auditLog);
    expect(audit.map((a) => [a.schoolId, a.entity, a.action])).toContainEqual([w.school.home, 'privacy_agreement', 'create']);
  });

  it('is replaced by a newer one, the audit keeping what it replaced', async () => {
    const res = await record('root', w.school.home, { ...agreement, grievance_name: 'Kavita Rao' });
    expect(res.json().agreement.grievance_name).toBe('Kavita Rao');
    expect(await t.db.$count(schoolPrivacyAgreements)).toBe(1);
    const audit = (await t.db.select().from(auditLog)).filter((a) => a.action === 'update');
    expect((audit[0].before as { grievanceName: string }).grievanceName).toBe('Anil Joshi');
  });

  it("names the school's grievance officer to its students and parents, and to nobody else's", async () => {
    for (const who of ['asha', 'mother'] as const) {
      const mine = myNoticeSchema.parse((await w.as(who).call(noticeEndpoints.myNotice)).json());
      expect(mine.school_contact).toEqual({ name: 'Kavita Rao', email: 'grievance@home.example' });
    }
    expect(myNoticeSchema.parse((await w.as('farStudent').call(noticeEndpoints.myNotice)).json()).school_contact).toBeNull();
  });

  it('is refused to everyone but administrators, and with bad input or an unknown school, changing nothing', async () => {
    for (const who of ['office', 'asha', 'mother'] as const) {
      expect((await record(who, w.school.home, agreement)).statusCode).toBe(403);
      expect((await w.as(who).call(agreementEndpoints.agreements)).statusCode).toBe(403);
    }
    expect((await record('anonymous', w.school.home, agreement)).statusCode).toBe(401);
    for (const bad of [{ ...agreement, agreed_on: '1 June' }, { ...agreement, agreed_on: '2026-13-45' }, { ...agreement, grievance_email: 'x' }, { ...agreement, signatory: ' ' }]) {
      const res = await record('root', w.school.away, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await record('root', 999999, agreement)).statusCode).toBe(404);
    expect(await t.db.$count(schoolPrivacyAgreements)).toBe(1);
  });
});
