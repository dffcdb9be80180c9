import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

// Typed keys: a misspelt t('...') key is a compile error, not a blank label in production.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18next;
