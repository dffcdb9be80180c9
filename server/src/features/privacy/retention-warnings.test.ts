import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type WorldOf } from '../../test/world';
import { rowsOf } from '../../db/rows';
import { runRetention } from './retention.service';

/** Who is told what when many students leave at once (ADR 0038): one notice per school and run, one per child. */
const people = worldSpec({
  schools: { north: {}, south: {} },
  users: {
    asha: { role: 'student', school: 'north', name: 'Asha Rao' },
    bilal: { role: 'student', school: 'north', name: 'Bilal Khan' },
    chitra: { role: 'student', school: 'north', name: 'Chitra Iyer' },
    dev: { role: 'student', school: 'south', name: 'Dev Patel' },
    esha: { role: 'student', school: 'south', name: 'Esha Sen' },
    staying: { role: 'student', school: 'south', name: 'Farah Ali' },
    parent: { role: 'parent', school: 'north', name: 'Meena Rao' },
    northOffice: { role: 'school', school: 'north' },
    southOffice: { role: 'school', school: 'south' },
  },
  links: [['parent', 'asha'], ['parent', 'dev']],
});

const DAYS = 365;
const DAY = 86_400_000;
const june = new Date('2027-06-01T04:00:00Z');
const july = new Date('2027-07-01T04:00:00Z');
let t: TestApp;
let w: WorldOf<typeof people>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  await t.db.execute(sql`update users set deactivated_at = ${june} where id in (${w.id.asha}, ${w.id.bilal}, ${w.id.dev}, ${w.id.esha})`);
  await t.db.execute(sql`update users set deactivated_at = ${july} where id = ${w.id.chitra}`);
  t.changedBehindTheApp();
});
afterAll(() => t.close());

const subjects = async (id: number) => rowsOf<{ subject: string }>(await t.db.execute(sql`
  select n.subject from notifications n join notification_recipients r on r.notification_id = n.id where r.user_id = ${id} order by n.id`)).map((r) => r.subject);

describe('retention warnings for many leavers', () => {
  it('tells each school once per run about its own students, and each parent about each child', async () => {
    // The daily run two days before the June leavers' data goes, then two days before the July leaver's.
    const first = await runRetention(t.db, DAYS, new Date(june.getTime() + (DAYS - 2) * DAY));
    expect(first.warned).toBe(4);
    expect(first.publish).toHaveLength(4);
    const second = await runRetention(t.db, DAYS, new Date(july.getTime() + (DAYS - 2) * DAY));
    expect(second.warned).toBe(1);
    expect(second.publish).toHaveLength(1);
    const north = await subjects(w.id.northOffice);
    expect(north).toHaveLength(2);
    expect(north).toEqual([
      'Data to be erased on 2028-05-31: 2 students / 2 विद्यार्थियों का डेटा 2028-05-31 को मिटाया जाएगा',
      'Data to be erased on 2028-06-30: Chitra Iyer / Chitra Iyer का डेटा 2028-06-30 को मिटाया जाएगा',
    ]);
    const south = await subjects(w.id.southOffice);
    expect(south).toEqual([expect.stringMatching(/: 2 students \//)]);
    const parent = await subjects(w.id.parent);
    expect(parent).toHaveLength(2);
    expect(parent).toEqual(expect.arrayContaining([expect.stringContaining(': Asha Rao /'), expect.stringContaining(': Dev Patel /')]));
    // Nobody hears of another school's students.
    const northText = rowsOf<{ message: string }>(await t.db.execute(sql`
      select n.message from notifications n join notification_recipients r on r.notification_id = n.id where r.user_id = ${w.id.northOffice}`))
      .map((r) => r.message).join('\n');
    expect(northText).toContain('- Asha Rao');
    expect(northText).not.toContain('Dev Patel');
  });
});
