/**
 * The three programme documents every school works from (ADR 0011): the Innovation Calendar of an academic year
 * (April to March), the STEM Standard Operating Procedure and the STEM Curriculum overview. Built with the lesson
 * PDFs' layout helpers; the same input gives the same bytes.
 */
import { simulatorTitles } from '../content/simulators';
import { subjectAccent } from '../content/theme';
import { banner, bullets, footers, heading, paragraph, PDF_CREATION_DATE, MARGIN, MUTED, table } from '../content/pdfs';
import { createPdf, finishPdf } from '../content/pdf-document';
import { toWinAnsi as t } from '../content/pdf-text';
import type { SubjectRef } from './curriculum';

const ACCENT = '#1f6feb';
const CALENDAR_ACCENT = '#0f766e';
const SOP_ACCENT = '#b45309';

function createDoc(title: string, layout: 'portrait' | 'landscape' = 'portrait'): PDFKit.PDFDocument {
  return createPdf({
    layout, margin: MARGIN, bufferPages: true,
    info: { Title: t(title), Subject: 'STEM and innovation programme', CreationDate: PDF_CREATION_DATE },
  });
}

// ---------------------------------------------------------------- Innovation Calendar

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface CalendarMonth {
  /** 1-12 */
  month: number;
  theme: string;
  /** [day of month, what it is] */
  days: [number, string][];
  activities: string[];
}

/** The programme's year, month by month: national and international days, and what the STEM programme does. */
const CALENDAR: CalendarMonth[] = [
  { month: 4, theme: 'Launch and baseline', days: [[7, 'World Health Day'], [22, 'Earth Day']],
    activities: ['Programme launch assembly; innovation coaches meet each class', 'Pre-assessment for every grade (first two weeks)', 'Lab safety induction for all students'] },
  { month: 5, theme: 'Technology month', days: [[11, 'National Technology Day'], [22, 'International Day for Biological Diversity']],
    activities: ['Technology Day talk: how Indian satellites and the Pokhran tests changed our science', 'Summer STEM camp registrations open', 'Holiday homework set before the summer break'] },
  { month: 6, theme: 'Summer STEM camp', days: [[5, 'World Environment Day'], [8, 'World Oceans Day']],
    activities: ['Summer STEM camp: one week of robotics and Scratch projects', 'Environment Day build: a rain-water level sensor', 'Holiday homework submitted on the portal'] },
  { month: 7, theme: 'Innovation clubs form', days: [[1, "National Doctors' Day"], [28, 'World Nature Conservation Day']],
    activities: ['Schools return: Innovation Club members chosen by grade and section', 'First club projects proposed and registered on Prayog', 'Inventory check of the STEM lab after the break'] },
  { month: 8, theme: 'Space and freedom', days: [[15, 'Independence Day'], [23, 'National Space Day (Chandrayaan-3 landing)']],
    activities: ['National Space Day: model rockets and a moon-landing simulation', 'Independence Day exhibition of student inventions', 'Parent meeting: the programme and the first term plan'] },
  { month: 9, theme: 'Engineering month', days: [[5, "Teachers' Day"], [15, "Engineers' Day (Sir M. Visvesvaraya)"], [16, 'World Ozone Day']],
    activities: ["Engineers' Day bridge-building challenge", 'Mid-term homework quizzes in every subject', 'Coaches submit the half-yearly advocacy update'] },
  { month: 10, theme: 'Students and ideas', days: [[2, 'Gandhi Jayanti'], [15, "World Students' Day (Dr A.P.J. Abdul Kalam's birth anniversary)"]],
    activities: ["Dr Kalam's birthday: 'Ignited Minds' idea pitch by each club", 'School-level science fair: projects shortlisted', 'Inventory mid-year stock count'] },
  { month: 11, theme: 'Science fair season', days: [[7, "Sir C.V. Raman's birth anniversary"], [14, "Children's Day"], [10, 'World Science Day for Peace and Development']],
    activities: ['Inter-school science fair (cluster level)', "Children's Day open lab for families", 'Kreativity Show project teams registered'] },
  { month: 12, theme: 'Mathematics and making', days: [[2, 'National Pollution Control Day'], [22, 'National Mathematics Day (Srinivasa Ramanujan)']],
    activities: ['Kreativity Show rehearsals and mentor reviews', 'Mathematics Day puzzle trail and Scratch maths games', 'Winter holiday homework set'] },
  { month: 1, theme: 'Kreativity Show', days: [[12, 'National Youth Day'], [24, 'National Girl Child Day'], [26, 'Republic Day']],
    activities: ['Kreativity Show: every school presents its best projects', 'Girls in STEM mentoring session with women engineers', 'Regional science exhibition entries sent'] },
  { month: 2, theme: 'National Science Day', days: [[11, 'International Day of Women and Girls in Science'], [28, 'National Science Day (the Raman Effect)']],
    activities: ['National Science Day: school-wide experiments and the Raman Effect demonstration', 'Post-assessment window opens for every grade', 'Media and community outreach for the science week'] },
  { month: 3, theme: 'Review and celebration', days: [[14, 'Pi Day'], [22, 'World Water Day'], [23, 'World Meteorological Day']],
    activities: ['Post-assessment completed; results shared with parents', 'Annual advocacy report and final inventory check', 'Certificates and awards for innovation club members'] },
];

const dayLabel = (year: number, month: number, day: number) =>
  `${day} ${MONTH_NAMES[month - 1].slice(0, 3)} (${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]})`;

/** The academic year (April to March) that begins in `startYear`. */
export async function buildInnovationCalendarPdf(startYear: number): Promise<Buffer> {
  const title = `Innovation Calendar ${startYear}-${String(startYear + 1).slice(2)}`;
  const doc = createDoc(title, 'landscape');
  banner(doc, CALENDAR_ACCENT, 'Prayog STEM and innovation programme', title, `April ${startYear}\nto March ${startYear + 1}`);
  paragraph(doc, 'The year at a glance for innovation coaches, school coordinators and principals: the days the programme celebrates, '
    + 'and the STEM activities, assessments and reviews planned for each month. Schools may move an activity by a week to fit their own '
    + 'timetable; assessments follow the windows given here.', { size: 10.5, color: '#334155' });
  const rows = CALENDAR.map((m) => {
    const year = m.month >= 4 ? startYear : startYear + 1;
    const days = [...m.days].sort((a, b) => a[0] - b[0]).map(([d, what]) => `${dayLabel(year, m.month, d)}: ${what}`);
    return [`${MONTH_NAMES[m.month - 1]} ${year}\n${m.theme}`, days.join('\n'), m.activities.map((a) => `- ${a}`).join('\n')];
  });
  table(doc, CALENDAR_ACCENT, [
    { header: 'Month', width: 0.17, bold: true }, { header: 'Days to mark', width: 0.36 }, { header: 'STEM programme activities', width: 0.47 },
  ], rows);
  heading(doc, CALENDAR_ACCENT, 'Standing dates every month');
  bullets(doc, CALENDAR_ACCENT, [
    'First week: monthly report of the previous month uploaded on Prayog by the innovation coach.',
    'Every week: at least two STEM sessions per class as in the micro planner; homework quizzes assigned on Prayog.',
    'Last Friday: Innovation Club meeting and project progress updated on Prayog.',
    'Any time: classroom gallery links added after each event, for parents and the advocacy report.',
  ], 10);
  footers(doc, `${title} · Prayog`);
  return finishPdf(doc);
}

// ---------------------------------------------------------------- STEM-SOP

/** The standard operating procedure of a school's STEM lab and sessions. */
export async function buildStemSopPdf(): Promise<Buffer> {
  const title = 'STEM Standard Operating Procedure';
  const doc = createDoc(title);
  banner(doc, SOP_ACCENT, 'Prayog STEM-SOP · Version 2.1', title, 'For coaches\nand schools');

  heading(doc, SOP_ACCENT, '1. Purpose and scope');
  paragraph(doc, 'This procedure sets how STEM sessions are run in every school of the programme: who does what, how the lab is kept '
    + 'safe, how components are issued and counted, and what is reported. It applies to innovation coaches, school coordinators and '
    + 'every teacher who takes a class into the STEM lab.', { size: 10.5 });

  heading(doc, SOP_ACCENT, '2. Roles and responsibilities');
  table(doc, SOP_ACCENT, [{ header: 'Role', width: 0.24, bold: true }, { header: 'Responsible for', width: 0.76 }], [
    ['Innovation coach', 'Plans and runs the sessions (macro and micro planner), keeps the lab and its inventory, assigns homework and assessments on Prayog, writes the monthly report and the advocacy report.'],
    ['School coordinator', 'Gives the STEM periods a place in the timetable, approves teacher and parent accounts, checks the reports, and arranges parent meetings and events.'],
    ['Class teacher', 'Accompanies the class to the lab, helps with discipline and follows up homework.'],
    ['Students', 'Follow the lab rules, work in their groups, return every component and record their work.'],
  ]);

  heading(doc, SOP_ACCENT, '3. Lab safety');
  bullets(doc, SOP_ACCENT, [
    'No student works in the lab without an adult present; the coach is the last to leave and locks the lab.',
    'Only battery packs of 9 V or less are used by students; mains power (230 V) is handled by adults only.',
    'Soldering irons, glue guns and cutters are used by Grade 8 and above, one at a time, on the heat-proof mat, with safety glasses.',
    'Hair tied back, no loose sleeves near motors or fans; bags stay outside the work area.',
    'Any hot, smoking or swollen battery is disconnected at once and put in the sand bucket; report it the same day.',
    'The first-aid box and the fire extinguisher are checked on the first working day of each month (date and initials on the card).',
    'Emergency: stop work, switch off at the main board, lead students out by the marked route, call the school office.',
  ], 10.5);

  heading(doc, SOP_ACCENT, '4. Session flow (40 minutes)');
  table(doc, SOP_ACCENT, [{ header: 'Time', width: 0.14, bold: true }, { header: 'Step', width: 0.2, bold: true }, { header: 'What the coach does', width: 0.66 }], [
    ['Before', 'Prepare', 'Read the lesson plan on Prayog, lay out the components for each group from the inventory, test the simulator on the lab computer.'],
    ['0-5 min', 'Settle', 'Attendance, safety reminder of the day, groups of four at their tables.'],
    ['5-15 min', 'Explain', 'Teach the lesson idea and its key terms from the lesson page; show the video when there is one.'],
    ['15-33 min', 'Make', 'Groups do the activity step by step; the coach moves between tables and uses the hint sheet.'],
    ['33-40 min', 'Close', 'Questions from the lesson, one sentence each on what was learned, components counted back into their boxes.'],
    ['After', 'Record', 'Mark the lesson completed, assign the homework quiz, note any damaged component as a Debit in the inventory.'],
  ]);

  heading(doc, SOP_ACCENT, '5. Inventory handling');
  bullets(doc, SOP_ACCENT, [
    'Every component kit is entered in the Prayog inventory when it arrives (a Credit of its total).',
    'Components given out for a project or used up are recorded as a Debit; returned ones as a Credit of what came back.',
    'Stock is counted in the first week of October and in March; differences are explained in the monthly report.',
    'Damaged or lost items are written off as a Debit the same day with a note; they are never left in the boxes.',
    'Kits are stored by grade on labelled shelves; batteries are stored apart, out of their devices.',
  ], 10.5);

  heading(doc, SOP_ACCENT, '6. Reporting');
  table(doc, SOP_ACCENT, [{ header: 'What', width: 0.3, bold: true }, { header: 'When', width: 0.22 }, { header: 'Where and how', width: 0.48 }], [
    ['Monthly report', 'By the 5th of each month', 'PDF uploaded in Monthly Reports by the coach.'],
    ['Innovation Club progress', 'After each club meeting', 'Project progress updated in Innovation Club.'],
    ['Assessments', 'Pre in April, post in February-March', 'Assigned to each class on Prayog; results in Report.'],
    ['Classroom gallery', 'After every event', 'Album link added in Classroom Gallery.'],
    ['Advocacy report', 'Updated each term, final in March', 'Fields in Advocacy Report: sessions, reach, events, media.'],
  ]);
  paragraph(doc, 'Questions about this procedure go to the programme office through the school coordinator.', { size: 9.5, color: MUTED });
  footers(doc, 'STEM-SOP · Prayog');
  return finishPdf(doc);
}

// ---------------------------------------------------------------- STEM Curriculum

const GRADE_BANDS: [string, string][] = [
  ['Grades 1-3', 'Play and explore: short guided activities, stories and unplugged games; the coach reads the lesson aloud.'],
  ['Grades 4-5', 'Build with help: group builds and block coding with step-by-step support.'],
  ['Grades 6-8', 'Build and test: students follow the activity steps on their own and explain their results.'],
  ['Grades 9-12', 'Design and improve: students change the design, measure and present projects at the science fair and the Kreativity Show.'],
];

/** The curriculum as seeded: the subjects each grade learns, with their lessons in order. */
export async function buildStemCurriculumPdf(byGrade: ReadonlyMap<number, readonly SubjectRef[]>): Promise<Buffer> {
  const title = 'STEM Curriculum';
  const grades = [...byGrade.keys()].sort((a, b) => a - b);
  const subjects = [...new Map([...byGrade.values()].flat().map((s) => [s.slug, s])).values()].sort((a, b) => a.index - b.index);
  const gradesOf = (slug: string) => grades.filter((g) => byGrade.get(g)?.some((s) => s.slug === slug));
  const range = (list: number[]) => (list.length === 0 ? '-' : list.length === list[list.length - 1] - list[0] + 1 ? `${list[0]}-${list[list.length - 1]}` : list.join(', '));
  const lessonCount = subjects.reduce((n, s) => n + s.lessons.length, 0);

  const doc = createDoc(title);
  banner(doc, ACCENT, 'Prayog STEM and innovation programme', `${title} overview`, `Grades ${range(grades)}`);
  paragraph(doc, `The programme teaches ${subjects.length} subjects of ${lessonCount / Math.max(subjects.length, 1)} lessons each in grades ${range(grades)}. `
    + 'Every lesson has a lesson page, a video, a simulator, a quiz and a hint sheet on Prayog, and a printable lesson plan for the coach. '
    + 'Each grade takes the same lessons at the depth of its grade band.', { size: 10.5 });

  heading(doc, ACCENT, 'Subjects by grade');
  table(doc, ACCENT, [{ header: 'Subject', width: 0.28, bold: true }, { header: 'Grades', width: 0.14 }, { header: 'What students learn', width: 0.58 }],
    subjects.map((s) => [s.name, range(gradesOf(s.slug)), s.content.description]));

  heading(doc, ACCENT, 'Grade bands');
  table(doc, ACCENT, [{ header: 'Band', width: 0.2, bold: true }, { header: 'How the lessons are taught', width: 0.8 }], GRADE_BANDS);

  heading(doc, ACCENT, 'Assessment');
  bullets(doc, ACCENT, [
    'Pre-assessment at the start of the year and post-assessment at its end, per grade, on Prayog.',
    'A homework quiz after lessons, assigned by the coach to each class; scores feed the leaderboards.',
    'Projects: Innovation Club work and the Kreativity Show, reviewed by the coach.',
  ], 10.5);

  for (const subject of subjects) {
    doc.addPage();
    const accent = subjectAccent(subject.slug);
    banner(doc, accent, `${title} · Grades ${range(gradesOf(subject.slug))}`, subject.name, `${subject.lessons.length} lessons`);
    paragraph(doc, subject.content.description, { size: 10.5, color: '#334155' });
    const bySlot = new Map(subject.content.lessons.map((l) => [l.position, l]));
    table(doc, accent, [
      { header: '#', width: 0.06, bold: true }, { header: 'Lesson', width: 0.26, bold: true }, { header: 'What students do', width: 0.5 }, { header: 'Simulator', width: 0.18 },
    ], subject.lessons.map((l) => {
      const content = bySlot.get(l.position);
      return [String(l.position), l.name, content ? `${content.summary} Activity: ${content.activity.title}${/[.!?]$/.test(content.activity.title) ? '' : '.'}` : '', content ? simulatorTitles[content.simulator] : ''];
    }));
  }
  footers(doc, `${title} · Prayog`);
  return finishPdf(doc);
}
