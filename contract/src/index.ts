export * from './common/enums';
export * from './common/errors';
export * from './accounts/accounts.contract';
export * from './health/health.contract';
export * from './schools/schools.contract';
export * from './files/files.contract';
export * from './content/content.contract';
export * from './reports/reports.contract';
export * from './quizzes/quizzes.contract';
export * from './lessons/lessons.contract';
export * from './activity/activity.contract';
export * from './student-dashboard/student-dashboard.contract';
export * from './notifications/notifications.contract';
export * from './events/events.contract';
export * from './leaderboard/leaderboard.contract';
export * from './profile/profile.contract';
export * from './homework/homework.contract';
export * from './course-report/course-report.contract';
export * from './login-activity/login-activity.contract';

/** Every call in the spec is served under this prefix (ARCHITECTURE §3). */
export const API_BASE = '/api';
