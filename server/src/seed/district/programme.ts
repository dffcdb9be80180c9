/**
 * The rest of a district school's year: the shared course offered to it, holiday homework, and the programme
 * records (planners, inventory, innovation club, Kreativity Shows, monthly reports, galleries, advocacy) made by
 * the demo seed's own functions for the district's schools, with the audit entries the app would have written.
 */
import { sql } from 'drizzle-orm';
import { subjectCatalogue } from '../../content/catalogue';
import type { SeedContext } from '../context';
import { seedPlanners } from '../planners';
import { seedInventory } from '../inventory';
import { seedClubs } from '../clubs';
import { seedSchoolReports } from '../school-reports';
import { daysBetween } from '../time';
import { P, draw, insertCounted, pick, raw } from './draws';
import { numberArray, textArray } from '../../db/array-literals';
import { maintainPartitions } from '../../db/partitions';
import type { DistrictRoster } from './roster';
import { districtMonths } from './logins';

/** Every subject and lesson of the course is offered to the district's schools, as authoring does for an offer. */
export async function offerCourse(ctx: SeedContext, schoolIds: number[]): Promise<void> {
  const ids = numberArray(schoolIds);
  await insertCounted(ctx, 'subject_schools', sql`insert into subject_schools (subject_id, school_id)
    select s.id, sc.id from subjects s cross join unnest(${ids}::int[]) as sc(id) where s.archived_at is null`);
  await insertCounted(ctx, 'lesson_schools', sql`insert into lesson_schools (lesson_id, school_id)
    select l.id, sc.id from lessons l join subjects s on s.id = l.subject_id cross join unnest(${ids}::int[]) as sc(id)
    where s.archived_at is null and l.archived_at is null`);
}

const IDEAS = [
  'I built a working model at home and tested it with my family.',
  'I listed ten things at home that use what we learnt and explained how each one works.',
  'I made a poster of the main ideas of the lesson and showed it to my class.',
  'I tried the simulator activity again with different values and wrote down what changed.',
  'I wrote a short story that explains the lesson to a younger student.',
  'I interviewed a relative about how this topic is used in their work.',
];

/**
 * Holiday homework, as text (the district stores no PDFs for it): about a third of the students who sign in hand in
 * one, some two, on days in the last ten weeks (or since the window started).
 */
export async function seedDistrictHomework(ctx: SeedContext): Promise<void> {
  const span = Math.max(1, Math.min(68, daysBetween(ctx.windowStart, ctx.today) - 2));
  const k = `s.ordinal * 3 + n`;
  await insertCounted(ctx, 'holiday_homework_submissions', sql`insert into holiday_homework_submissions (student_id, school_id, grade, section, text, submitted_at)
    select s.id, s.school_id, s.grade, s.section,
      (${textArray(subjectCatalogue.map((c) => c.name))}::text[])[1 + ${raw(pick(k, P.homeworkSubject, subjectCatalogue.length))}]
        || ': ' || (${textArray(IDEAS)}::text[])[1 + ${raw(pick(k, P.homeworkIdea, IDEAS.length))}],
      ((${ctx.today}::date - (2 + ${raw(pick(k, P.homeworkDay, span))})) + make_interval(mins => 600 + ${raw(pick(k, P.homeworkMinute, 600))}))
        at time zone 'Asia/Kolkata'
    from district_students s cross join generate_series(1, 2) as n
    where s.engagement > 0 and ${raw(draw('s.ordinal', P.homework))} < 0.34 and (n = 1 or ${raw(draw('s.ordinal', P.homeworkTwice))} < 0.4)
    order by 6`);
}

/** Planners, inventory, clubs, shows, monthly reports (one small PDF each), galleries and advocacy reports. */
export async function seedDistrictProgramme(ctx: SeedContext, roster: DistrictRoster): Promise<void> {
  await seedPlanners(ctx, roster.people);
  await seedInventory(ctx, roster.people);
  await seedClubs(ctx, roster.people);
  await seedSchoolReports(ctx, roster.people);
  await seedDistrictAudit(ctx, roster.schoolIds);
  // A programme record dated before the window put its audit entry in a default partition: it moves to its month.
  await maintainPartitions(ctx.db, districtMonths(ctx));
}

/** The audit entries the app writes for these records (the same statements as seed/audit.ts, for the district's schools). */
async function seedDistrictAudit(ctx: SeedContext, schoolIds: number[]): Promise<void> {
  const ids = numberArray(schoolIds);
  const noonIst = (day: string) => raw(`(${day}::timestamp + interval '6 hours 30 minutes')`);
  const statements = [
    sql`insert into audit_log (school_id, actor_id, action, entity, entity_id, after, at)
      select school_id, created_by, 'create', 'innovation_project', id::text,
        jsonb_build_object('project_name', project_name, 'date', date, 'progress', progress, 'grade', grade, 'section', section), ${noonIst('date')}
      from innovation_projects where school_id = any(${ids}::int[])`,
    sql`insert into audit_log (school_id, actor_id, action, entity, entity_id, after, at)
      select school_id, created_by, 'create', 'kreativity_show', id::text,
        jsonb_build_object('project_name', project_name, 'date_assigned', date_assigned), ${noonIst('date_assigned')}
      from kreativity_shows where school_id = any(${ids}::int[])`,
    sql`insert into audit_log (school_id, actor_id, action, entity, entity_id, after, at)
      select school_id, created_by, 'create', 'monthly_report', id::text, jsonb_build_object('date', date, 'month', month), created_at
      from monthly_reports where school_id = any(${ids}::int[])`,
    sql`insert into audit_log (school_id, actor_id, action, entity, entity_id, after, at)
      select school_id, created_by, 'create', 'classroom_gallery', id::text, jsonb_build_object('gallery', gallery), last_modified
      from classroom_galleries where school_id = any(${ids}::int[])`,
    sql`insert into audit_log (school_id, actor_id, action, entity, entity_id, after, at)
      select c.school_id, t.modified_by, 'update', 'inventory_component', c.id::text,
        jsonb_build_object('component_id', c.component_id, 'component_name', c.component_name,
          'transaction_type', t.transaction_type, 'quantity_change', t.quantity_change),
        t.modified_date
      from inventory_transactions t join inventory_components c on c.id = t.component_id where c.school_id = any(${ids}::int[])`,
  ];
  for (const statement of statements) await insertCounted(ctx, 'audit_log', statement);
}
