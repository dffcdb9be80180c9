import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { LANGUAGES, isLanguage, type Language } from '@prayog/contract';
import en from './en.json';
import { initialLanguage, markDocumentLanguage } from './language';

/**
 * One namespace per feature, each in the feature's own i18n/<language>.json, so features never edit a shared
 * catalogue; `translation` holds the shell's and the sign-in page's texts and `components` the shared building
 * blocks'. A screen reads its texts with useTranslation('<namespace>'). Only the English `translation` is in the
 * first download: every other catalogue (and every Hindi one) loads with the screen that needs it.
 */
export interface Catalogues {
  translation: typeof import('./en.json');
  components: typeof import('../../components/i18n/en.json');
  quizzes: typeof import('../../features/quizzes/i18n/en.json');
  reports: typeof import('../../features/reports/i18n/en.json');
  leaderboard: typeof import('../../features/leaderboard/i18n/en.json');
  lessons: typeof import('../../features/lessons/i18n/en.json');
  courseReport: typeof import('../../features/course-report/i18n/en.json');
  loginActivity: typeof import('../../features/login-activity/i18n/en.json');
  studentDashboard: typeof import('../../features/student-dashboard/i18n/en.json');
  notifications: typeof import('../../features/notifications/i18n/en.json');
  events: typeof import('../../features/events/i18n/en.json');
  profile: typeof import('../../features/profile/i18n/en.json');
  homework: typeof import('../../features/homework/i18n/en.json');
  assignments: typeof import('../../features/assignments/i18n/en.json');
  learners: typeof import('../../features/learners/i18n/en.json');
  approvals: typeof import('../../features/approvals/i18n/en.json');
  reflections: typeof import('../../features/reflections/i18n/en.json');
  staffDashboard: typeof import('../../features/staff-dashboard/i18n/en.json');
  planners: typeof import('../../features/planners/i18n/en.json');
  innovationClub: typeof import('../../features/innovation-club/i18n/en.json');
  inventory: typeof import('../../features/inventory/i18n/en.json');
  kreativityShow: typeof import('../../features/kreativity-show/i18n/en.json');
  audit: typeof import('../../features/audit/i18n/en.json');
  monthlyReports: typeof import('../../features/monthly-reports/i18n/en.json');
  gallery: typeof import('../../features/gallery/i18n/en.json');
  advocacy: typeof import('../../features/advocacy/i18n/en.json');
  documents: typeof import('../../features/documents/i18n/en.json');
  parents: typeof import('../../features/parents/i18n/en.json');
  admin: typeof import('../../features/admin/i18n/en.json');
  rosterImport: typeof import('../../features/roster-import/i18n/en.json');
  authoring: typeof import('../../features/authoring/i18n/en.json');
  qti: typeof import('../../features/qti/i18n/en.json');
  accounts: typeof import('../../features/accounts/i18n/en.json');
  privacy: typeof import('../../features/privacy/i18n/en.json');
  itemAnalysis: typeof import('../../features/item-analysis/i18n/en.json');
  translations: typeof import('../../features/translations/i18n/en.json');
}
export type Namespace = keyof Catalogues;

// Typed keys: a misspelt t('...') key is a compile error, not a blank label in production.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: Catalogues;
  }
}

type Loader = () => Promise<{ default: Record<string, unknown> }>;
// English shell texts are in the first download (imported above); the other languages' load on demand.
const appCatalogues = import.meta.glob<{ default: Record<string, unknown> }>(['./*.json', '!./en.json']);
const componentCatalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../components/i18n/*.json');
const featureCatalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../features/*/i18n/*.json');

/** A namespace is its feature folder's name in camelCase (course-report → courseReport). */
const folderOf = (ns: string) => ns.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function catalogueLoader(language: string, ns: string): Loader | undefined {
  if (ns === 'translation') return language === 'en' ? async () => ({ default: en }) : appCatalogues[`./${language}.json`];
  if (ns === 'components') return componentCatalogues[`../../components/i18n/${language}.json`];
  return featureCatalogues[`../../features/${folderOf(ns)}/i18n/${language}.json`];
}

/** A number interpolated into a text, in the digits of the language (no grouping); anything else as it is. */
export function inLanguageDigits(value: unknown, _format: string | undefined, language: string | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value as string;
  return new Intl.NumberFormat(language ?? 'en', { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/** Settles once the first language's shell texts are loaded (main.tsx waits for it over a drawn sign-in screen). */
export const i18nReady: Promise<unknown> = i18next
  .use(resourcesToBackend(async (language: string, ns: string) => {
    const load = catalogueLoader(language, ns);
    if (!load) throw new Error(`No catalogue ${language}/${ns}`);
    return (await load()).default;
  }))
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['translation'],
    defaultNS: 'translation',
    // The English sign-in texts ship with the first download; everything else comes from the backend.
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    // React already escapes what it renders. A number put into a sentence is written in the language's own digits,
    // as Intl writes the figures beside it (Marathi ३, Bengali ৩; English and Hindi 3): one convention on a screen
    // (docs/languages.md). Not grouped here: a year or a count in a sentence reads as it is ("२०२६").
    interpolation: { escapeValue: false, alwaysFormat: true, format: inLanguageDigits },
    returnNull: false,
    react: { useSuspense: true },
    // No advertisement for the library's vendor in a student's browser console.
    showSupportNotice: false,
  })
  // A catalogue that fails to load shows where it is used (useTranslation suspends, the screen's boundary reports).
  .catch(() => undefined);

markDocumentLanguage(isLanguage(i18next.language) ? i18next.language : 'en');

export const currentLanguage = (): Language => (isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'en');

export default i18next;
