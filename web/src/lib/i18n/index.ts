import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import quizzes from '../../features/quizzes/i18n/en.json';
import reports from '../../features/reports/i18n/en.json';
import leaderboard from '../../features/leaderboard/i18n/en.json';
import lessons from '../../features/lessons/i18n/en.json';
import courseReport from '../../features/course-report/i18n/en.json';
import loginActivity from '../../features/login-activity/i18n/en.json';
import studentDashboard from '../../features/student-dashboard/i18n/en.json';
import notifications from '../../features/notifications/i18n/en.json';
import events from '../../features/events/i18n/en.json';
import profile from '../../features/profile/i18n/en.json';
import homework from '../../features/homework/i18n/en.json';

/**
 * One namespace per feature, each in the feature's own i18n/en.json, so features never edit a
 * shared catalogue. `translation` holds the shell's and shared components' texts.
 * A feature reads its texts with useTranslation('<namespace>').
 */
export const resources = {
  translation: en,
  quizzes, reports, leaderboard, lessons, courseReport, loginActivity, studentDashboard, notifications, events, profile, homework,
} as const;

// Typed keys: a misspelt t('...') key is a compile error, not a blank label in production.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: typeof resources;
  }
}

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: Object.keys(resources),
  defaultNS: 'translation',
  resources: { en: resources },
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18next;
