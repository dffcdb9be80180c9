import type { Language } from '@prayog/contract';

/**
 * One thing per language (a prepared statement with its batcher, ADR 0044: the language is bound into each statement,
 * so every language has its own name and plan), made the first time the language is asked for and kept.
 */
export function perLanguage<T>(make: (language: Language) => T): { of: (language: Language) => T; made: () => T[] } {
  const made = new Map<Language, T>();
  return {
    of(language) {
      let thing = made.get(language);
      if (thing === undefined) made.set(language, thing = make(language));
      return thing;
    },
    made: () => [...made.values()],
  };
}
