/**
 * One sample call per registered route, and the statuses a caller its rule lets through may get. The route ×
 * role matrix and the fuzz test walk the registered routes and look their sample up here: a route without one
 * fails both tests, so every new route says how it is called before it lands.
 */
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/client';
import { PASSWORD } from './fixtures';
import { staffDashboardSamples } from './samples/staff-dashboard';
import { learnerSamples } from './samples/learners';
import { assignmentSamples } from './samples/assignments';
import { staffLeaderboardSamples } from './samples/staff-leaderboard';
import { courseLessonSamples } from './samples/course-lessons';
import { staffHomeworkSamples } from './samples/staff-homework';
import { notificationSendSamples } from './samples/notification-send';
import { approvalSamples } from './samples/approvals';
import { reflectionSamples } from './samples/reflections';
import { innovationClubSamples } from './samples/innovation-club';
import { kreativityShowSamples } from './samples/kreativity-show';
import { inventorySamples } from './samples/inventory';
import { plannerSamples } from './samples/planners';
import { advocacySamples } from './samples/advocacy';
import { documentSamples } from './samples/documents';
import { auditSamples } from './samples/audit';
import { monthlyReportSamples } from './samples/monthly-reports';
import { gallerySamples } from './samples/gallery';
import { parentSamples } from './samples/parents';
import { adminSamples } from './samples/admin';
import { rosterImportSamples } from './samples/roster-import';
import { authoringSamples } from './samples/authoring';
import { accountSamples } from './samples/accounts';
import { privacySamples } from './samples/privacy';
import { qtiSamples } from './samples/qti';
import { itemAnalysisSamples } from './samples/item-analysis';
import { translationSamples } from './samples/translations';
import type { Actor, Cast } from './cast';

export interface SampleCall {
  url: string;
  payload?: InjectOptions['payload'];
}

export interface RouteSample {
  call(cast: Cast, actor: Actor): SampleCall;
  /** What a caller who gets through may be answered (the record's state can differ by caller). */
  ok: readonly number[];
  /** Records the sample needs beyond the cast, made once before the route is called. */
  prepare?(db: Db, cast: Cast): Promise<void>;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}`;

/** Student-self routes: each student acts on their own class's quiz (the away student on the away quiz). */
const ownQuiz = (c: Cast, actor: Actor) => (actor === 'otherStudent' ? c.quiz.away : c.quiz.home);
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const get = (url: string, ok: readonly number[] = [200]): RouteSample => ({ call: () => ({ url }), ok });

export const ROUTE_SAMPLES: Record<string, RouteSample> = {
  // Each feature's samples live beside the others in test/samples/<feature>.ts.
  ...staffDashboardSamples, ...learnerSamples, ...assignmentSamples, ...staffLeaderboardSamples, ...courseLessonSamples,
  ...staffHomeworkSamples, ...notificationSendSamples, ...approvalSamples, ...reflectionSamples, ...innovationClubSamples, ...kreativityShowSamples,
  ...inventorySamples, ...plannerSamples, ...auditSamples, ...advocacySamples, ...documentSamples, ...monthlyReportSamples, ...gallerySamples, ...parentSamples,
  ...adminSamples, ...rosterImportSamples, ...authoringSamples, ...accountSamples, ...privacySamples, ...qtiSamples, ...itemAnalysisSamples,
  ...translationSamples,
  'GET /api/health': get('/api/health'),
  'GET /api/docs': get('/api/docs', [200, 302]),
  'GET /api/docs/json': get('/api/docs/json'),
  'GET /api/docs/yaml': get('/api/docs/yaml'),
  'GET /api/docs/static/index.html': get('/api/docs/static/index.html', [200, 302]),
  'GET /api/docs/static/swagger-initializer.js': get('/api/docs/static/swagger-initializer.js'),
  'GET /api/docs/static/*': get('/api/docs/static/swagger-ui.css'),
  'GET /api/school_dashboard/school-choices/': get('/api/school_dashboard/school-choices/'),
  'GET /api/content/lessons/:subject/:position/': get('/api/content/lessons/robotics/1/'),
  'GET /api/content/quizzes/:subject/:position/': get('/api/content/quizzes/robotics/1/'),
  'GET /api/content/simulators/:simulatorId/': get('/api/content/simulators/robot-grid/'),
  'GET /api/content/fonts/:file': get('/api/content/fonts/devanagari-400.woff2'),

  'POST /api/account/register/': {
    call: () => {
      const username = `cast.new.${unique()}`;
      return { url: '/api/account/register/', payload: { user: { username, password: 'a-good-new-pass-7', email: `${username}@mail.example`, role: 'teacher' }, school: 'cast-home', name: 'New Coach' } };
    },
    ok: [201],
  },
  'POST /api/account/login/': { call: () => ({ url: '/api/account/login/', payload: { username_or_email: 'cast.teacher', password: PASSWORD } }), ok: [200] },
  'POST /api/account/logout/': { call: () => ({ url: '/api/account/logout/' }), ok: [200] },
  'GET /api/account/me/': get('/api/account/me/'),
  'PATCH /api/account/me/': { call: () => ({ url: '/api/account/me/', payload: { phone_number: '98100 12345' } }), ok: [200] },
  'PATCH /api/account/preferences/': { call: () => ({ url: '/api/account/preferences/', payload: { language: 'hi' } }), ok: [200] },
  'POST /api/account/change-password/': {
    // A wrong current password: the call is checked and refused, and nothing changes.
    call: () => ({ url: '/api/account/change-password/', payload: { current_password: 'not-the-password', new_password: 'another-good-pass-3' } }),
    ok: [400],
  },

  'GET /api/notifications': get('/api/notifications'),
  'POST /api/notifications/:notificationId/read/': {
    call: (c, actor) => ({ url: `/api/notifications/${c.notificationIds[actor === 'anonymous' ? 'student' : actor]}/read/` }),
    ok: [200],
  },
  'GET /api/files/:fileId/': { call: (c) => ({ url: `/api/files/${c.homeworkFileId}/` }), ok: [200] },
  'GET /api/quiz/attempts/:attemptId/certificate/': { call: (c) => ({ url: `/api/quiz/attempts/${c.passedAttemptId}/certificate/` }), ok: [200] },

  'GET /api/curriculum/:grade/:subject/': get('/api/curriculum/7/robotics/'),
  'POST /api/curriculum/:grade/:subject/lessons/:position/complete/': { call: () => ({ url: '/api/curriculum/7/robotics/lessons/1/complete/' }), ok: [200] },
  'GET /api/student_dashboard/subjects/': get('/api/student_dashboard/subjects/'),
  'POST /api/student_dashboard/track-activity/': {
    call: () => ({ url: '/api/student_dashboard/track-activity/', payload: { grade: 7, subject: 'robotics', lesson_name: 'Meet the robot', action: 'content', time_spent: 30 } }),
    ok: [200],
  },
  'GET /api/student_dashboard/lesson-summary/': get('/api/student_dashboard/lesson-summary/?grade=7&subject=robotics'),

  'GET /api/student_dashboard/quizzes/': get('/api/student_dashboard/quizzes/'),
  'POST /api/quiz/:quizId/start/': { call: (c, a) => ({ url: `/api/quiz/${ownQuiz(c, a).id}/start/` }), ok: [200, 201, 409] },
  'PUT /api/quiz/:quizId/answers/': {
    call: (c, a) => ({ url: `/api/quiz/${ownQuiz(c, a).id}/answers/`, payload: { question_id: ownQuiz(c, a).questionIds[0], answer_id: ownQuiz(c, a).answerIds[0] } }),
    ok: [200, 404, 409],
  },
  'POST /api/quiz/:quizId/save/': { call: (c, a) => ({ url: `/api/quiz/${ownQuiz(c, a).id}/save/`, payload: { answers: [] } }), ok: [200, 404, 409] },
  'GET /api/student_dashboard/assessment-report/': get('/api/student_dashboard/assessment-report/'),
  'GET /api/student_dashboard/student_leaderboard': get('/api/student_dashboard/student_leaderboard'),
  'GET /api/student_dashboard/upcoming-events/': get('/api/student_dashboard/upcoming-events/'),
  'GET /api/student_dashboard/homework-assignment/': get('/api/student_dashboard/homework-assignment/'),
  'GET /api/student_dashboard/student_notification/': get('/api/student_dashboard/student_notification/'),
  'GET /api/student_dashboard/student/login-activity/': get('/api/student_dashboard/student/login-activity/'),
  'GET /api/student_dashboard/teacher-remark/': get('/api/student_dashboard/teacher-remark/'),
  'GET /api/student_dashboard/holiday-homework/': get('/api/student_dashboard/holiday-homework/'),
  'POST /api/student_dashboard/holiday-homework/': {
    call: (_c, a) => ({ url: '/api/student_dashboard/holiday-homework/', payload: form({ school: a === 'otherStudent' ? 'cast-away' : 'cast-home', text: 'My model bridge' }) }),
    ok: [201],
  },
  'GET /api/student_dashboard/student-profile/avatars/': get('/api/student_dashboard/student-profile/avatars/'),

  // Routes about one named student: the samples name the home school's student.
  'GET /api/student_dashboard/:username/': get('/api/student_dashboard/cast.student/'),
  'GET /api/student_dashboard/:username/home/': get('/api/student_dashboard/cast.student/home/'),
  'GET /api/student_dashboard/student-activity/:username/': get('/api/student_dashboard/student-activity/cast.student/', [200, 404]),
  'GET /api/student_dashboard/student-profile/:username/': get('/api/student_dashboard/student-profile/cast.student/'),
  'PATCH /api/student_dashboard/student-profile/:username/': {
    call: () => ({ url: '/api/student_dashboard/student-profile/cast.student/', payload: { name: 'Cast Student' } }),
    ok: [200],
  },
  'POST /api/student_dashboard/student-profile/:username/upload-avatar/': {
    call: () => ({ url: '/api/student_dashboard/student-profile/cast.student/upload-avatar/', payload: form({ avatar_choice: 'robot' }) }),
    ok: [200, 400],
  },
};

/** The sample of a registered route (HEAD shares its GET's), or undefined when the route has none yet. */
export function sampleFor(method: string, url: string): RouteSample | undefined {
  return ROUTE_SAMPLES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}
