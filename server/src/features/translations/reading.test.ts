/**
 * Reading content in the caller's language (ADR 0044, issue 33 item 1): every place a learner, a teacher or a parent
 * reads learning content answers with the version in the Accept-Language (a frame: ?lang=) field by field, English
 * where a field has none, and says which language each item came in; marking is the same in every language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  activityEndpoints, answerMatchKey, assignmentEndpoints, authoredLessonPageUrl, authoringEndpoints, courseLessonEndpoints, courseReportEndpoints, eventEndpoints, fileUrl,
  itemAnalysisEndpoints, lessonEndpoints, notificationEndpoints, parentEndpoints, practiceQuizPageUrl, quizEndpoints, quizResultSchema,
  quizSaveResponseSchema, quizStartResponseSchema, reportEndpoints, studentDashboardEndpoints,
  type AuthoringQuiz, type CreateQuizRequest, type EndpointDefinition, type QuizStartResponse,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, worldSpec, type CallInput, type PersonOf, type WorldOf } from '../../test/world';
import { activityDaily } from '../activity/activity.table';
import { storeFile } from '../files/files.service';
import { allLessons, createSubject } from '../lessons/lessons.fixtures';
import { lessons } from '../lessons/lessons.table';
import { news, updates } from '../news/news.table';
import { notificationRecipients, notifications } from '../notifications/notifications.table';
import {
  answerTranslations, lessonTranslations, newsTranslations, notificationTranslations, questionTranslations, quizTranslations,
  subjectTranslations, updateTranslations,
} from './translations.table';

const people = worldSpec({
  schools: { home: {} },
  users: {
    asha: { role: 'student', school: 'home', grade: 7, section: 'A' },
    ravi: { role: 'student', school: 'home', grade: 7, section: 'A' },
    dev: { role: 'student', school: 'home', grade: 7, section: 'A' },
    tara: { role: 'teacher', school: 'home' },
    mum: { role: 'parent', school: 'home' },
    root: { role: 'school', superuser: true },
  },
  links: [['mum', 'asha']],
});
type Who = PersonOf<typeof people>;

let t: TestApp;
let w: WorldOf<typeof people>;
let subjectId: number;
let lessonIds: number[];
let lessonNames: string[];
let files: Record<'hint' | 'hintHi' | 'plan' | 'planHi', string>;
let quiz: AuthoringQuiz;
let practice: AuthoringQuiz;

/** A call in a language: the Accept-Language the web app sends. */
const inLang = <E extends EndpointDefinition>(who: Who, language: string, endpoint: E, input: CallInput<E> = {}) =>
  w.as(who).ok(endpoint, { ...input, headers: { 'accept-language': language } });

const makeQuiz = async (body: Partial<CreateQuizRequest> & Pick<CreateQuizRequest, 'name' | 'questions'>) =>
  quizSaveResponseSchema.parse(await w.as('root').ok(authoringEndpoints.createQuiz, {
    body: { topic: 'Motors', quiz_type: 'homework', time_minutes: 10, grade: 7, review_mode: 'after_submission', ...body },
  })).quiz;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, people);
  const db = t.db;
  const pdf = (name: string, kind: 'hint' | 'lesson_plan') =>
    storeFile(db, t.ctx.storage, { bytes: Buffer.from('%PDF-1.4\n'), kind, originalName: name, contentType: 'application/pdf' });
  files = { hint: await pdf('hint.pdf', 'hint'), hintHi: await pdf('hint-hi.pdf', 'hint'), plan: await pdf('plan.pdf', 'lesson_plan'), planHi: await pdf('plan-hi.pdf', 'lesson_plan') };

  // Robotics for grade 7 with two lessons; lesson 1 has its own content, hint and plan, in English and in Hindi.
  const made = await createSubject(db, { grade: 7, slug: 'robotics', name: 'Robotics', lessons: allLessons([w.school.home], 2) });
  subjectId = made.subject.id;
  lessonIds = made.lessons.map((l) => l.id);
  lessonNames = made.lessons.map((l) => l.name);
  for (const id of lessonIds) {
    await db.update(lessons).set({ contentHtml: '<p>Motors turn the wheels.</p>', hintFileId: files.hint, lessonPlanFileId: files.plan }).where(eq(lessons.id, id));
  }
  // The description has no Hindi version: it alone falls back to English.
  await db.insert(subjectTranslations).values({ subjectId, language: 'hi', name: 'रोबोटिक्स' });
  await db.insert(lessonTranslations).values({
    lessonId: lessonIds[0], language: 'hi', name: 'मोटर', contentHtml: '<p>मोटर पहिये घुमाती है।</p>', hintFileId: files.hintHi, lessonPlanFileId: files.planHi,
  });

  // A graded homework quiz: a choice question and a typed one whose accepted answer has a Hindi version.
  quiz = await makeQuiz({
    name: 'Motor check',
    questions: [
      { text: 'Which part turns the wheels?', answers: [{ text: 'Motor', is_correct: true }, { text: 'Sensor' }] },
      { kind: 'short_text', text: 'Name the part that spins.', answers: [{ text: 'motor' }] },
    ],
  });
  const [choice, typed] = quiz.questions;
  await db.insert(quizTranslations).values({ quizId: quiz.id, language: 'hi', quizName: 'मोटर जाँच' });
  await db.insert(questionTranslations).values([
    { questionId: choice.id, language: 'hi', text: 'पहिये कौन घुमाता है?' },
    { questionId: typed.id, language: 'hi', text: 'घूमने वाले भाग का नाम बताइए।' },
  ]);
  await db.insert(answerTranslations).values([
    // "Sensor" has no version: that option alone is shown in English.
    { answerId: choice.answers[0].id, language: 'hi', text: 'मोटर' },
    { answerId: typed.answers[0].id, language: 'hi', text: 'मोटर', matchKey: answerMatchKey('short_text', 'मोटर') },
  ]);
  // Assigned by the teacher, which also notifies the class (a notification the server writes from its template).
  await w.as('tara').ok(assignmentEndpoints.assignHomework, { body: { quiz_id: quiz.id, grade: 7, section: 'A' } });

  // Lesson 1's practice quiz: its typed question accepts the English and the Hindi answer.
  practice = await makeQuiz({
    name: 'Motor practice', kind: 'practice', quiz_type: 'homework',
    questions: [{ kind: 'short_text', text: 'What does a motor turn?', answers: [{ text: 'wheels' }] }],
  });
  await db.update(lessons).set({ practiceQuizId: practice.id }).where(eq(lessons.id, lessonIds[0]));
  await db.insert(questionTranslations).values({ questionId: practice.questions[0].id, language: 'hi', text: 'मोटर क्या घुमाती है?' });
  await db.insert(answerTranslations).values({ answerId: practice.questions[0].answers[0].id, language: 'hi', text: 'पहिये', matchKey: answerMatchKey('short_text', 'पहिये') });

  // News, an update and a notification, each with a Hindi version of one field only.
  const [item] = await db.insert(news).values({ title: 'Science fair', content: 'On Friday in the hall.' }).returning();
  await db.insert(newsTranslations).values({ newsId: item.id, language: 'hi', title: 'विज्ञान मेला' });
  const [update] = await db.insert(updates).values({ type: 'info', message: 'Lab closed on Monday', endDate: '2999-12-31' }).returning();
  await db.insert(updateTranslations).values({ updateId: update.id, language: 'hi', message: 'सोमवार को प्रयोगशाला बंद रहेगी' });
  const [note] = await db.insert(notifications).values({ subject: 'Bring your kit', message: 'Tomorrow we build a car.', schoolId: w.school.home }).returning();
  await db.insert(notificationRecipients).values({ notificationId: note.id, userId: w.id.asha });
  await db.insert(notificationTranslations).values({ notificationId: note.id, language: 'hi', message: 'कल हम एक गाड़ी बनाएँगे।' });
  t.changedBehindTheApp();
});
afterAll(() => t.close());

/** A student's seconds on a lesson, every tab and day together. */
const lessonSeconds = async (studentId: number, lessonId: number) =>
  (await t.db.select({ seconds: activityDaily.seconds }).from(activityDaily)
    .where(and(eq(activityDaily.studentId, studentId), eq(activityDaily.lessonId, lessonId)))).reduce((sum, r) => sum + r.seconds, 0);

describe('subjects and lessons', () => {
  it('gives the subject cards in Hindi, a missing field in English, and English for a language without a version', async () => {
    const [hi] = (await inLang('asha', 'hi', lessonEndpoints.subjects)).subjects;
    expect(hi).toMatchObject({ name: 'रोबोटिक्स', description: 'Robotics for grade 7', text_language: 'hi' });
    const [mr] = (await inLang('asha', 'mr', lessonEndpoints.subjects)).subjects;
    expect(mr).toMatchObject({ name: 'Robotics', text_language: 'en' });
    const [en] = (await inLang('asha', 'en', lessonEndpoints.subjects)).subjects;
    expect(en).toMatchObject({ name: 'Robotics', text_language: 'en' });
  });

  it('gives the lessons in the language with the version’s hint, and a lesson without a version in English', async () => {
    const params = { grade: 7, subject: 'robotics' };
    const hi = await inLang('asha', 'hi', lessonEndpoints.curriculum, { params });
    expect(hi.subject).toMatchObject({ name: 'रोबोटिक्स', text_language: 'hi' });
    expect(hi.data.map((l) => [l.name, l.text_language, l.hint])).toEqual([
      ['मोटर', 'hi', fileUrl(files.hintHi)], ['robotics lesson 2', 'en', fileUrl(files.hint)],
    ]);
    const mr = await inLang('tara', 'mr', lessonEndpoints.curriculum, { params });
    expect(mr.data.map((l) => [l.name, l.text_language, l.hint])).toEqual([
      ['robotics lesson 1', 'en', fileUrl(files.hint)], ['robotics lesson 2', 'en', fileUrl(files.hint)],
    ]);
  });

  it('answers the cached curriculum viewer in the language of each call, alternating', async () => {
    for (const language of ['hi', 'en', 'hi', 'mr', 'hi']) {
      const body = await inLang('tara', language, courseLessonEndpoints.teacher, { query: { grade: 7 } });
      const [first] = body.results;
      const hindi = language === 'hi';
      expect(first).toMatchObject({
        lesson_name: hindi ? 'मोटर' : 'robotics lesson 1', course_name: hindi ? 'रोबोटिक्स' : 'Robotics',
        lesson_plans: fileUrl(hindi ? files.planHi : files.plan), text_language: hindi ? 'hi' : 'en',
      });
      expect(body.courses[0]).toMatchObject({ course_name: hindi ? 'रोबोटिक्स' : 'Robotics', text_language: hindi ? 'hi' : 'en' });
    }
  });
});

describe('the lesson frames', () => {
  const page = (url: string, headers: Record<string, string> = {}) => w.as('asha').inject({ method: 'GET', url, headers });

  it('shows the content in ?lang=, its words in it, and otherwise English under a note in the language', async () => {
    const hi = await page(`${authoredLessonPageUrl(lessonIds[0])}?lang=hi`);
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('मोटर पहिये घुमाती है।');
    expect(hi.body).toContain('पाठ 1');
    expect(hi.body).toContain('रोबोटिक्स');
    expect(hi.body).not.toContain('class="note"');

    const mr = await page(`${authoredLessonPageUrl(lessonIds[0])}?lang=mr`);
    expect(mr.body).toContain('Motors turn the wheels.');
    expect(mr.body).toContain('हा पाठ अजून मराठीत नाही, म्हणून तो इंग्रजीत दाखवला आहे.');

    const en = await page(authoredLessonPageUrl(lessonIds[0]));
    expect(en.body).toContain('Motors turn the wheels.');
    expect(en.body).toContain('Lesson 1');
    expect(en.body).not.toContain('class="note"');
    // Without ?lang= the browser's language is taken.
    expect((await page(authoredLessonPageUrl(lessonIds[0]), { 'accept-language': 'hi' })).body).toContain('मोटर पहिये घुमाती है।');
    // A lesson without a version shows the note in Bengali.
    expect((await page(`${authoredLessonPageUrl(lessonIds[1])}?lang=bn`)).body).toContain('এই পাঠটি এখনও বাংলায় নেই');
    expect((await page(`${authoredLessonPageUrl(lessonIds[0])}?lang=xx`)).statusCode).toBe(400);
  });

  it('asks the practice questions in the language and accepts a typed answer in every language', async () => {
    const hi = await page(`${practiceQuizPageUrl(lessonIds[0])}?lang=hi`);
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('मोटर क्या घुमाती है?');
    expect(hi.body).toContain('उत्तर जाँचें');
    expect(hi.body).toContain('data-score="{total} में से {right} सही।"');
    // The accepted answers, normalised, in English and in Hindi.
    expect(hi.body).toContain('data-answer="[&quot;wheels&quot;,&quot;पहिये&quot;]"');

    const mr = await page(`${practiceQuizPageUrl(lessonIds[0])}?lang=mr`);
    expect(mr.body).toContain('What does a motor turn?');
    expect(mr.body).toContain('हे प्रश्न अजून मराठीत नाहीत');
    expect(mr.body).toContain('उत्तरे तपासा');
    const en = await page(practiceQuizPageUrl(lessonIds[0]));
    expect(en.body).toContain('Check answers');
    expect(en.body).not.toContain('class="note"');
  });
});

describe('quizzes as students take them', () => {
  it('lists the quiz in Hindi with its topic in English, and in English for Marathi', async () => {
    const [hi] = (await inLang('asha', 'hi', quizEndpoints.list)).results;
    expect(hi).toMatchObject({ id: quiz.id, quiz_name: 'मोटर जाँच', topic: 'Motors', text_language: 'hi' });
    const [mr] = (await inLang('asha', 'mr', quizEndpoints.list)).results;
    expect(mr).toMatchObject({ quiz_name: 'Motor check', text_language: 'en' });
  });

  it('names the homework, the upcoming assessment and nothing else in the language', async () => {
    const [homework] = (await inLang('asha', 'hi', studentDashboardEndpoints.homeworkAssignment)).homework;
    expect(homework).toMatchObject({ title: 'मोटर जाँच', topic: 'Motors', text_language: 'hi' });
    const events = await inLang('asha', 'hi', eventEndpoints.upcoming);
    expect(events.events.find((e) => e.quiz_id === quiz.id)?.title).toBe('मोटर जाँच');
  });

  let hindiPaper: QuizStartResponse;
  it('gives the paper in Hindi, an option without a version in English, and marks it as the English one', async () => {
    hindiPaper = quizStartResponseSchema.parse(await inLang('asha', 'hi', quizEndpoints.start, { params: { quizId: quiz.id } }));
    expect(hindiPaper).toMatchObject({ quiz_name: 'मोटर जाँच', topic: 'Motors', text_language: 'hi' });
    const [choice, typed] = hindiPaper.questions;
    expect(choice).toMatchObject({ question: 'पहिये कौन घुमाता है?', text_language: 'hi' });
    expect(choice.answers.map((a) => a.answer)).toEqual(['मोटर', 'Sensor']);
    expect(typed).toMatchObject({ question: 'घूमने वाले भाग का नाम बताइए।', answers: [] });

    const englishPaper = quizStartResponseSchema.parse(await inLang('ravi', 'en', quizEndpoints.start, { params: { quizId: quiz.id } }));
    expect(englishPaper.questions.map((q) => [q.question, q.text_language])).toEqual([
      ['Which part turns the wheels?', 'en'], ['Name the part that spins.', 'en'],
    ]);
    // The same option ids in both papers: marking reads no text.
    expect(englishPaper.questions[0].answers.map((a) => a.id)).toEqual(choice.answers.map((a) => a.id));

    const hindi = quizResultSchema.parse(await inLang('asha', 'hi', quizEndpoints.submit, {
      params: { quizId: quiz.id }, body: { answers: [{ question_id: choice.id, answer_id: choice.answers[0].id }, { question_id: typed.id, response: 'मोटर' }] },
    }));
    const english = quizResultSchema.parse(await inLang('ravi', 'en', quizEndpoints.submit, {
      params: { quizId: quiz.id }, body: { answers: [{ question_id: choice.id, answer_id: choice.answers[0].id }, { question_id: typed.id, response: 'Motor' }] },
    }));
    expect(hindi).toMatchObject({ score: 2, marks: 2, score_percent: 100, correct: 2, wrong: 0 });
    const same = { attempt_id: 0, submitted_at: '', certificate_url: '' };
    expect({ ...hindi, ...same }).toEqual({ ...english, ...same });
  });

  it('takes the spec’s text payload in the language the student read the paper in', async () => {
    await inLang('dev', 'hi', quizEndpoints.start, { params: { quizId: quiz.id } });
    const result = quizResultSchema.parse(await inLang('dev', 'hi', quizEndpoints.submit, {
      params: { quizId: quiz.id }, body: { 'पहिये कौन घुमाता है?': 'Sensor', 'घूमने वाले भाग का नाम बताइए।': 'मोटर' },
    }));
    expect(result).toMatchObject({ score: 1, correct: 1, wrong: 1 });
  });
});

describe('reports, dashboards, news and notifications', () => {
  it('gives the student’s report in the language, figures unchanged', async () => {
    const [hi] = (await inLang('asha', 'hi', reportEndpoints.assessmentReport)).results;
    expect(hi).toMatchObject({ exam_name: 'मोटर जाँच', topic: 'Motors', student_score: 100 });
    expect(hi.questions_feedback.map((f) => [f.question, f.student_answer, f.correct_answer, f.state])).toEqual([
      ['पहिये कौन घुमाता है?', 'मोटर', 'मोटर', 'correct'], ['घूमने वाले भाग का नाम बताइए।', 'मोटर', 'मोटर', 'correct'],
    ]);
    const [en] = (await inLang('asha', 'en', reportEndpoints.assessmentReport)).results;
    expect(en).toMatchObject({ exam_name: 'Motor check', student_score: 100 });
    expect(en.questions_feedback[0]).toMatchObject({ question: 'Which part turns the wheels?', student_answer: 'Motor' });
  });

  it('answers the kept dashboard in the language of each call: subjects, news, updates and reports', async () => {
    const params = { username: 'asha' };
    for (const language of ['hi', 'en', 'hi', 'mr']) {
      const body = await inLang('asha', language, studentDashboardEndpoints.dashboard, { params });
      const hindi = language === 'hi';
      expect(body.subjects[0]).toMatchObject({ name: hindi ? 'रोबोटिक्स' : 'Robotics', text_language: hindi ? 'hi' : 'en' });
      expect(body.admin_news_list[0]).toMatchObject({ title: hindi ? 'विज्ञान मेला' : 'Science fair', content: 'On Friday in the hall.', text_language: hindi ? 'hi' : 'en' });
      expect(body.admin_updates[0]).toMatchObject({ message: hindi ? 'सोमवार को प्रयोगशाला बंद रहेगी' : 'Lab closed on Monday', text_language: hindi ? 'hi' : 'en' });
      expect(body.homework_reports[0].exam_name).toBe(hindi ? 'मोटर जाँच' : 'Motor check');
    }
  });

  it('names the subject and lessons of the kept course report in the reader’s language, a lesson without a version in English', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await t.db.insert(activityDaily).values([
      { studentId: w.id.asha, day: today, lessonId: lessonIds[0], subjectId, action: 'content', seconds: 90 },
      { studentId: w.id.asha, day: today, lessonId: lessonIds[1], subjectId, action: 'video', seconds: 30 },
    ]);
    t.changedBehindTheApp();
    const params = { username: 'asha' };
    for (const [who, language] of [['asha', 'hi'], ['asha', 'en'], ['mum', 'hi'], ['tara', 'mr']] as const) {
      const report = await inLang(who, language, courseReportEndpoints.studentActivity, { params });
      const hindi = language === 'hi';
      expect(report.subject_summary).toMatchObject([{ subject: hindi ? 'रोबोटिक्स' : 'Robotics', total_curriculum_time: 120 }]);
      expect(report.lesson_summary.map((l) => [l.page_visited, l.content_time, l.video_time])).toEqual([
        [hindi ? 'मोटर' : lessonNames[0], 90, 0], [lessonNames[1], 0, 30],
      ]);
    }
    // The parent's dashboard shows the same time per lesson, named in the parent's language.
    for (const language of ['hi', 'en']) {
      const { access_report: lessonsSeen } = await inLang('mum', language, parentEndpoints.dashboard);
      expect(lessonsSeen.map((l) => [l.subject, l.page_visited, l.curriculum_time_spent])).toEqual([
        [language === 'hi' ? 'रोबोटिक्स' : 'Robotics', language === 'hi' ? 'मोटर' : lessonNames[0], 90], [language === 'hi' ? 'रोबोटिक्स' : 'Robotics', lessonNames[1], 30],
      ]);
    }
  });

  it('credits a heartbeat that names the lesson as the Hindi viewer shows it, and gives the lesson summary in Hindi', async () => {
    const before = await lessonSeconds(w.id.ravi, lessonIds[0]);
    const beat = await inLang('ravi', 'hi', activityEndpoints.trackActivity, {
      body: { grade: 7, subject: 'robotics', lesson_name: 'मोटर', action: 'content', time_spent: 30 },
    });
    expect(beat.credited_seconds).toBe(30);
    expect(await lessonSeconds(w.id.ravi, lessonIds[0])).toBe(before + 30);
    const summary = await inLang('ravi', 'hi', activityEndpoints.lessonSummary, { query: { grade: 7, subject: 'robotics' } });
    expect(summary.subject.name).toBe('रोबोटिक्स');
    expect(summary.lesson_summary.map((l) => [l.lesson_name, l.content_time])).toEqual([['मोटर', '00:00:30'], [lessonNames[1], '00:00:00']]);
    expect((await inLang('ravi', 'en', activityEndpoints.lessonSummary, { query: { grade: 7, subject: 'robotics' } })).lesson_summary[0].lesson_name).toBe(lessonNames[0]);
  });

  it('names the quiz in the teacher’s, school’s and parent’s reports and item analysis in their language', async () => {
    const homework = await inLang('tara', 'hi', assignmentEndpoints.teacherHomeworkReports);
    expect(homework.homework_reports[0]).toMatchObject({ quiz: 'मोटर जाँच', students_attempted: 3 });
    expect(homework.available_quizzes.find((q) => q.id === quiz.id)?.quiz_name).toBe('मोटर जाँच');
    expect((await inLang('tara', 'en', assignmentEndpoints.teacherHomeworkReports)).homework_reports[0].quiz).toBe('Motor check');
    expect((await inLang('mum', 'hi', parentEndpoints.homework)).homework_reports[0].quiz).toBe('मोटर जाँच');

    const picker = await inLang('tara', 'hi', itemAnalysisEndpoints.teacherQuizzes);
    expect(picker.quizzes.find((q) => q.id === quiz.id)?.quiz_name).toBe('मोटर जाँच');
    const analysis = await inLang('tara', 'hi', itemAnalysisEndpoints.teacherAnalysis, { params: { quizId: quiz.id } });
    expect(analysis.quiz.name).toBe('मोटर जाँच');
    const choice = analysis.questions.find((q) => q.kind === 'single')!;
    expect(choice).toMatchObject({ text: 'पहिये कौन घुमाता है?', given: 3, right: 2 });
    expect(choice.options.map((o) => [o.text, o.chosen])).toEqual([['मोटर', 2], ['Sensor', 1]]);
    const english = await inLang('tara', 'mr', itemAnalysisEndpoints.teacherAnalysis, { params: { quizId: quiz.id } });
    expect(english.questions.find((q) => q.kind === 'single')).toMatchObject({ text: 'Which part turns the wheels?', given: 3, right: 2 });
  });

  it('gives notifications from their version, else the server’s words for its own, else English', async () => {
    const hi = await inLang('asha', 'hi', notificationEndpoints.studentNotifications);
    const written = hi.notifications.find((n) => n.message === 'कल हम एक गाड़ी बनाएँगे।');
    // The subject has no version: it alone is in English.
    expect(written).toMatchObject({ subject: 'Bring your kit', text_language: 'hi' });
    const assigned = hi.notifications.find((n) => n.subject.startsWith('नया होमवर्क'));
    expect(assigned).toMatchObject({ subject: 'नया होमवर्क: Motor check', text_language: 'hi' });
    expect(assigned?.message).toMatch(/इसे मूल्यांकन में खोलें/);

    const mr = await inLang('asha', 'mr', notificationEndpoints.bell);
    expect(mr.notifications.find((n) => n.subject === 'Bring your kit')).toMatchObject({ message: 'Tomorrow we build a car.', text_language: 'en' });
    expect(mr.notifications.find((n) => n.subject.startsWith('नवीन गृहपाठ'))).toMatchObject({ text_language: 'mr' });
    const en = await inLang('asha', 'en', notificationEndpoints.bell);
    expect(en.notifications.map((n) => n.text_language)).toEqual(['en', 'en']);
    expect(en.notifications.some((n) => n.subject === 'New homework: Motor check')).toBe(true);
  });
});
