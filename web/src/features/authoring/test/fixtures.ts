import type { AuthoringLesson, AuthoringQuiz, AuthoringQuizSummary, AuthoringSubject, SchoolSummary } from '@prayog/contract';

/** What the fake server of the authoring tests answers. */
export const API = '/api/authoring';

export const ABL = {
  id: 1, school_name: 'ABL School, Delhi', short_name: 'ABL School', code: 'abl', city: 'Delhi', time_zone: 'Asia/Kolkata',
  join_code: 'K7QM4XPA', student_count: 120, teacher_count: 4, active_homework_count: 3, pending_accounts: 0,
};
export const summary: SchoolSummary = { total_schools: 1, total_students: 120, active_homework: 3, pending_school_accounts: 0, schools: [ABL] };

export const subject = (over: Partial<AuthoringSubject> = {}): AuthoringSubject => ({
  id: 5, grade: 7, name: 'Robotics', slug: 'robotics', description: 'Robots and sensors.', image_url: null, school_ids: [1],
  lesson_count: 1, archived: false, in_use: false, ...over,
});

export const lesson = (over: Partial<AuthoringLesson> = {}): AuthoringLesson => ({
  id: 50, subject_id: 5, position: 1, name: 'What is a robot?', content_html: '<p>A robot senses, thinks and acts.</p>',
  video_url: null, simulator: 'robot-grid', practice_quiz_id: null, display_on_frontend: true, hint_url: null, lesson_plan_url: null,
  ppt_url: null, content_page_url: '/api/content/lesson-pages/50/', archived: false, in_use: false, ...over,
});

const summaryFields = (over: Partial<AuthoringQuizSummary> = {}): AuthoringQuizSummary => ({
  id: 70, name: 'Robot basics', topic: 'Sensors', quiz_type: 'homework', kind: 'graded', time_minutes: 20, pass_percent: 60, negative_percent: 0,
  draw_count: null, shuffle: false, max_marks: 1, review_mode: 'after_close',
  subject_id: 5, grade: 7, school_id: null, version: 1, previous_version_id: null, archived: false, has_attempts: false, question_count: 1,
  editable: true, ...over,
});
export const quizSummary = summaryFields;

export const quiz = (over: Partial<AuthoringQuiz> = {}): AuthoringQuiz => ({
  ...summaryFields(over),
  answers_hidden: false,
  questions: [{
    id: 700, text: 'What does a sensor do?', kind: 'single', marks: 1, tolerance: null, tags: [],
    answers: [{ id: 7001, text: 'It measures', is_correct: true }, { id: 7002, text: 'It cooks', is_correct: false }],
  }],
  ...over,
});

export const page = <T,>(results: T[]) => ({ count: results.length, limit: 50, offset: 0, results });
