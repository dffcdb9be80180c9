import { innovationProjects, innovationProjectMembers, kreativityShows, kreativityShowMembers } from '../schema';
import { type SeedContext, countRows, insertAll } from './context';
import type { People } from './schools-and-users';
import { addDays, istTime } from './time';

/**
 * Innovation club progress uses one vocabulary, in order: Ideation, Design, Prototype, Testing,
 * Completed. Older projects are further along.
 */
export const PROJECT_STAGES = ['Ideation', 'Design', 'Prototype', 'Testing', 'Completed'] as const;

const PROJECT_NAMES = [
  'Smart Dustbin', 'Automatic Plant Watering System', 'Line Following Robot', 'Rainwater Level Indicator',
  'Traffic Light Controller', 'Obstacle Avoiding Car', 'Solar Phone Charger', 'Fruit Sorting AI Model',
  'Scratch Game: Save the Tiger', 'Gesture-Controlled Robot Arm', 'Smart Street Light', 'Classroom Air Quality Monitor',
  'Clap-Controlled Fan', 'Home Security Alarm', 'Waste Segregation Classifier', 'Talking Plant Pot',
];

const SHOW_NAMES = [
  'Robots of Tomorrow', 'Hydraulic Arm Model', 'My First Scratch Animation', 'Electricity in Everyday Life',
  'AI That Recognises Leaves', 'Bridge That Lights Up', 'Mars Rover Challenge', 'Musical Circuits',
  'Clean Yamuna Sensor Buoy', 'Story Time with Scratch',
];

/** Innovation projects (3-5 per school) and Kreativity Shows (2-3 per school) with their students. */
export async function seedClubs(ctx: SeedContext, people: People): Promise<void> {
  const rng = ctx.rng.fork('clubs');
  const demo = people.demo.student;

  const projectDrafts: { row: typeof innovationProjects.$inferInsert; members: number[] }[] = [];
  const showDrafts: { row: typeof kreativityShows.$inferInsert; members: number[] }[] = [];
  for (const school of people.schools) {
    const coaches = people.teachers.filter((t) => t.schoolId === school.id);
    const classes = people.classes.filter((c) => c.schoolId === school.id && c.grade >= 3 && c.studentIds.length >= 2);
    const isDemoSchool = school.id === demo.schoolId;
    const names = rng.sample(PROJECT_NAMES, rng.int(3, 5));
    names.forEach((projectName, i) => {
      const cls = isDemoSchool && i === 0
        ? classes.find((c) => c.grade === demo.grade && c.section === demo.section)!
        : rng.pick(classes);
      const daysAgo = rng.int(10, 170);
      const stage = Math.min(PROJECT_STAGES.length - 1, Math.floor((daysAgo / 170) * PROJECT_STAGES.length + rng.float(-0.6, 0.6)));
      const members = rng.sample(cls.studentIds.filter((id) => id !== demo.id), rng.int(1, 3));
      if (isDemoSchool && i === 0) members.unshift(demo.id);
      const day = addDays(ctx.today, -daysAgo);
      projectDrafts.push({
        row: {
          schoolId: school.id, projectName, date: day, progress: PROJECT_STAGES[Math.max(0, stage)], grade: cls.grade, section: cls.section,
          createdBy: rng.pick(coaches).id, createdAt: istTime(day, rng.int(9, 15), rng.int(0, 59)),
        },
        members,
      });
    });

    const students = people.students.filter((s) => s.schoolId === school.id && s.grade >= 2);
    rng.sample(SHOW_NAMES, rng.int(2, 3)).forEach((projectName, i) => {
      // The newest show was assigned in the last fortnight; the others earlier in the term.
      const day = i === 0 ? addDays(ctx.today, -rng.int(2, 14)) : addDays(ctx.today, -rng.int(20, 150));
      const members = rng.sample(students, rng.int(3, 6)).map((s) => s.id);
      if (isDemoSchool && i === 0 && !members.includes(demo.id)) members.unshift(demo.id);
      showDrafts.push({
        row: {
          schoolId: school.id, dateAssigned: day, projectName, createdBy: rng.pick(coaches).id,
          createdAt: istTime(day, rng.int(9, 15), rng.int(0, 59)),
        },
        members,
      });
    });
  }

  // Names are unique within a school, so (school, name) finds each new id.
  const projects = await ctx.db.insert(innovationProjects).values(projectDrafts.map((d) => d.row))
    .returning({ id: innovationProjects.id, schoolId: innovationProjects.schoolId, name: innovationProjects.projectName });
  countRows(ctx, 'innovation_projects', projects.length);
  const projectId = new Map(projects.map((p) => [`${p.schoolId}/${p.name}`, p.id]));
  await insertAll(ctx, innovationProjectMembers, projectDrafts.flatMap((d) => d.members.map((studentId) => ({
    projectId: projectId.get(`${d.row.schoolId}/${d.row.projectName}`)!, studentId,
  }))));

  const shows = await ctx.db.insert(kreativityShows).values(showDrafts.map((d) => d.row))
    .returning({ id: kreativityShows.id, schoolId: kreativityShows.schoolId, name: kreativityShows.projectName });
  countRows(ctx, 'kreativity_shows', shows.length);
  const showId = new Map(shows.map((p) => [`${p.schoolId}/${p.name}`, p.id]));
  await insertAll(ctx, kreativityShowMembers, showDrafts.flatMap((d) => d.members.map((studentId) => ({
    showId: showId.get(`${d.row.schoolId}/${d.row.projectName}`)!, studentId,
  }))));
}
