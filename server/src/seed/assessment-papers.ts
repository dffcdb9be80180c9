/**
 * The papers of the demo's three assessments of issue 32 (assessments.ts seeds them): demo.teacher's own quizzes for
 * Robotics, grade 7, on forces and motion. Each question as the authoring API takes it, plus what the seeded students
 * answer: `typed` gives right and wrong texts for numeric and short-text questions (as students type them: other
 * cases, Devanagari digits and words), and `ease` is added to a student's chance of a right answer.
 */
import type { QuestionKind, QuizType } from '@prayog/contract';

export interface PaperQuestion {
  text: string;
  kind: QuestionKind;
  marks: number;
  tags: string[];
  /** Numeric questions: how far from the answer still counts. */
  tolerance?: number;
  /** Options (choice kinds) or accepted answers (typed kinds, all right). */
  answers: { text: string; is_correct: boolean }[];
  typed?: { right: string[]; wrong: string[] };
  ease: number;
}

export interface Paper {
  /** A stable key the seed and its tests name the quiz by. */
  key: 'all_kinds' | 'negative' | 'pool';
  name: string;
  topic: string;
  quizType: QuizType;
  minutes: number;
  passPercent: number;
  negativePercent: number;
  drawCount: number | null;
  shuffle: boolean;
  questions: PaperQuestion[];
}

const options = (right: string | string[], ...wrong: string[]) => {
  const rights = Array.isArray(right) ? right : [right];
  return [...rights.map((text) => ({ text, is_correct: true })), ...wrong.map((text) => ({ text, is_correct: false }))];
};
/** Options in a set order: `order` lists the indexes of `options(...)` as they are shown (the right one not always first). */
const inOrder = (list: { text: string; is_correct: boolean }[], order: number[]) => order.map((i) => list[i]);
const trueFalse = (right: boolean) => [{ text: 'True', is_correct: right }, { text: 'False', is_correct: !right }];
const accepted = (...texts: string[]) => texts.map((text) => ({ text, is_correct: true }));

/** One question of each kind, marks 1–2: what a newcomer takes first. */
const allKinds: Paper = {
  key: 'all_kinds', name: 'All question types: Forces and motion', topic: 'Forces and motion', quizType: 'homework',
  minutes: 10, passPercent: 50, negativePercent: 0, drawCount: null, shuffle: false,
  questions: [
    {
      text: 'Which force pulls a ball back down to the ground after you throw it up?', kind: 'single', marks: 1, tags: ['forces', 'easy'],
      answers: inOrder(options('Gravity', 'Friction', 'Magnetic force', 'Buoyancy'), [1, 0, 2, 3]), ease: 0.15,
    },
    {
      text: 'Which of these are contact forces? Choose all that apply.', kind: 'multiple', marks: 2, tags: ['forces'],
      answers: inOrder(options(['Friction', 'Muscular force'], 'Gravity', 'Magnetic force'), [0, 2, 1, 3]), ease: -0.05,
    },
    {
      text: 'An object moving in a straight line at a constant speed has no unbalanced force acting on it.', kind: 'true_false', marks: 1,
      tags: ['motion'], answers: trueFalse(true), ease: 0,
    },
    {
      text: 'What is the acceleration due to gravity near the Earth\'s surface, in m/s²? Give one decimal place.', kind: 'numeric', marks: 2,
      tags: ['forces', 'hard'], tolerance: 0.1, answers: accepted('9.8'),
      typed: { right: ['9.8', '9.81', '९.८', '9,8'], wrong: ['10.8', '98', '9.1'] }, ease: -0.1,
    },
    {
      text: 'Name the force that opposes motion between two surfaces that touch. You may answer in English or Hindi.', kind: 'short_text',
      marks: 1, tags: ['forces', 'easy'], answers: accepted('friction', 'घर्षण', 'घर्षण बल'),
      typed: { right: ['friction', 'Friction', 'घर्षण', 'friction.'], wrong: ['gravity', 'normal force', 'tension'] }, ease: 0.05,
    },
  ],
};

/** 4 marks a question, a quarter of them off for a wrong answer, pass at 40%: a unit test as schools set it (harder than practice). */
const negative: Paper = {
  key: 'negative', name: 'Unit test with negative marking', topic: 'Forces, motion and simple machines', quizType: 'post-assessment',
  minutes: 20, passPercent: 40, negativePercent: 25, drawCount: null, shuffle: false,
  questions: [
    { text: 'What is the SI unit of force?', kind: 'single', marks: 4, tags: ['forces', 'easy'], answers: options('Newton', 'Joule', 'Watt', 'Pascal'), ease: -0.05 },
    {
      text: 'A robot travels 12 metres in 4 seconds. What is its average speed?', kind: 'single', marks: 4, tags: ['motion'],
      answers: inOrder(options('3 m/s', '48 m/s', '8 m/s', '16 m/s'), [1, 0, 3, 2]), ease: -0.15,
    },
    {
      text: 'Which simple machine is a ramp used to load a heavy box onto a truck?', kind: 'single', marks: 4, tags: ['machines', 'easy'],
      answers: inOrder(options('Inclined plane', 'Pulley', 'Lever', 'Wheel and axle'), [1, 2, 0, 3]), ease: -0.1,
    },
    {
      text: 'Why do the wheels of a line-following robot have rubber tyres?', kind: 'single', marks: 4, tags: ['forces'],
      answers: inOrder(options('To increase friction so the wheels grip', 'To make the robot lighter', 'To make the motors spin faster', 'To keep the sensors dry'), [2, 0, 1, 3]),
      ease: -0.2,
    },
    {
      text: 'A motor pushes a robot\'s wheels back against the floor, and the floor pushes the robot forward. Which law describes this?', kind: 'single',
      marks: 4, tags: ['forces', 'hard'], answers: inOrder(options('Newton\'s third law', 'Newton\'s first law', 'Newton\'s second law', 'The law of gravitation'), [1, 2, 0, 3]),
      ease: -0.32,
    },
    {
      text: 'Which of these quantities has both a size and a direction?', kind: 'single', marks: 4, tags: ['motion', 'hard'],
      answers: inOrder(options('Velocity', 'Speed', 'Mass', 'Time'), [1, 2, 3, 0]), ease: -0.3,
    },
    {
      text: 'A force of 10 N moves a box 3 m in the direction of the force. How much work is done?', kind: 'single', marks: 4, tags: ['machines'],
      answers: inOrder(options('30 J', '13 J', '3.3 J', '7 J'), [1, 0, 2, 3]), ease: -0.22,
    },
    {
      text: 'Which of these reduce friction? Choose all that apply.', kind: 'multiple', marks: 4, tags: ['forces'],
      answers: inOrder(options(['Oiling a door hinge', 'Ball bearings in a wheel'], 'Sand on an icy road', 'Treads on a shoe sole'), [0, 2, 1, 3]), ease: -0.25,
    },
    {
      text: 'The mass of an object changes when it is taken to the Moon.', kind: 'true_false', marks: 4, tags: ['forces', 'hard'],
      answers: trueFalse(false), ease: -0.28,
    },
    {
      text: 'A 2 kg trolley is pushed with a net force of 6 N. What is its acceleration, in m/s²?', kind: 'numeric', marks: 4, tags: ['motion', 'hard'],
      tolerance: 0, answers: accepted('3'), typed: { right: ['3', '3.0', '३'], wrong: ['12', '4', '0.33'] }, ease: -0.3,
    },
  ],
};

/** 15 tagged questions; each attempt draws 5, in its own order (easy ones 1 mark, hard ones 2). */
const pool: Paper = {
  key: 'pool', name: 'Weekly practice pool', topic: 'Forces, motion, machines and energy', quizType: 'homework',
  minutes: 10, passPercent: 50, negativePercent: 0, drawCount: 5, shuffle: true,
  questions: [
    { text: 'Which of these is a non-contact force?', kind: 'single', marks: 1, tags: ['forces', 'easy'], answers: options('Magnetic force', 'Friction', 'Tension in a rope', 'A push on a door'), ease: 0.1 },
    { text: 'What happens to friction when a surface is made rougher?', kind: 'single', marks: 1, tags: ['forces', 'easy'], answers: options('It increases', 'It decreases', 'It stays the same', 'It disappears'), ease: 0.12 },
    { text: 'With no air, a heavy stone falls faster than a light feather.', kind: 'true_false', marks: 2, tags: ['forces', 'hard'], answers: trueFalse(false), ease: -0.12 },
    { text: 'Which instrument measures force?', kind: 'single', marks: 1, tags: ['forces', 'easy'], answers: options('Spring balance', 'Thermometer', 'Ammeter', 'Barometer'), ease: 0.08 },
    {
      text: 'A cyclist rides 30 km in 2 hours. What is the average speed, in km/h?', kind: 'numeric', marks: 1, tags: ['motion', 'easy'], tolerance: 0,
      answers: accepted('15'), typed: { right: ['15', '15.0', '१५'], wrong: ['60', '32', '7.5'] }, ease: 0.05,
    },
    { text: 'The slope of a distance–time graph gives the…', kind: 'single', marks: 2, tags: ['motion', 'hard'], answers: options('Speed', 'Acceleration', 'Distance', 'Force'), ease: -0.1 },
    {
      text: 'A ball rolling on a flat floor slowly stops. Why?', kind: 'single', marks: 1, tags: ['motion', 'easy'],
      answers: options('Friction acts against its motion', 'Gravity pushes it backwards', 'It runs out of energy stored inside it', 'The floor pulls it back'), ease: 0.06,
    },
    { text: 'A car going round a bend at a steady speed is accelerating.', kind: 'true_false', marks: 2, tags: ['motion', 'hard'], answers: trueFalse(true), ease: -0.15 },
    { text: 'Which of these is periodic motion?', kind: 'single', marks: 1, tags: ['motion', 'easy'], answers: options('A swinging pendulum', 'A falling stone', 'A car braking to a stop', 'A ball rolling down a slope'), ease: 0.1 },
    { text: 'What is the point a lever turns about called?', kind: 'single', marks: 1, tags: ['machines', 'easy'], answers: options('Fulcrum', 'Effort', 'Load', 'Axle'), ease: 0.08 },
    {
      text: 'A pulley at the top of a flagpole helps mainly by…', kind: 'single', marks: 2, tags: ['machines', 'hard'],
      answers: options('Changing the direction of the force', 'Reducing the mass of the flag', 'Removing friction', 'Making the pole taller'), ease: -0.08,
    },
    {
      text: 'A lever lifts a 200 N load with a 50 N effort. What is its mechanical advantage?', kind: 'numeric', marks: 2, tags: ['machines', 'hard'], tolerance: 0,
      answers: accepted('4'), typed: { right: ['4', '4.0', '४'], wrong: ['0.25', '150', '250'] }, ease: -0.1,
    },
    {
      text: 'A robot\'s battery drives its motor. Which energy change happens in the motor?', kind: 'single', marks: 1, tags: ['energy', 'easy'],
      answers: options('Electrical energy to kinetic energy', 'Kinetic energy to electrical energy', 'Chemical energy to light', 'Heat to electrical energy'), ease: 0.05,
    },
    {
      text: 'What is the energy of a moving object called? One or two words, in English or Hindi.', kind: 'short_text', marks: 1, tags: ['energy', 'easy'],
      answers: accepted('kinetic', 'kinetic energy', 'गतिज', 'गतिज ऊर्जा'),
      typed: { right: ['kinetic energy', 'Kinetic', 'गतिज ऊर्जा'], wrong: ['potential energy', 'motion energy'] }, ease: 0.02,
    },
    {
      text: 'Which of these store potential energy? Choose all that apply.', kind: 'multiple', marks: 2, tags: ['energy', 'hard'],
      answers: options(['A stretched rubber band', 'A book on a high shelf'], 'A ball rolling on the floor', 'A switched-off torch bulb'), ease: -0.1,
    },
  ],
};

export const PAPERS: readonly Paper[] = [allKinds, negative, pool];
