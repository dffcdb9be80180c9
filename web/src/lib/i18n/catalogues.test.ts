import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@prayog/contract';
import { catalogueLoader } from '.';

/** Every catalogue of the app, by its path: the shell's, the building blocks' and each feature's. */
const catalogues = import.meta.glob<Record<string, unknown>>(['./*.json', '../../components/i18n/*.json', '../../features/*/i18n/*.json'], { eager: true, import: 'default' });

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key)).sort();
}
const lookup = (tree: unknown, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string;
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const english = Object.keys(catalogues).filter((path) => path.endsWith('/en.json'));

describe('the catalogues', () => {
  it('are found for every screen built so far', () => {
    expect(english.length).toBeGreaterThanOrEqual(13);
  });

  const others = LANGUAGES.filter((language) => language !== 'en');
  it.each(english.flatMap((path) => others.map((language) => [path, language] as const)))(
    '%s has a %s sibling with every key, no other, and the same placeholders',
    (path, language) => {
      const en = catalogues[path];
      const sibling = path.replace(/en\.json$/, `${language}.json`);
      const translated = catalogues[sibling];
      expect(translated, `${sibling} exists`).toBeDefined();
      expect(keyPaths(translated)).toEqual(keyPaths(en));
      for (const key of keyPaths(en)) {
        expect(placeholders(lookup(translated, key)), key).toEqual(placeholders(lookup(en, key)));
        expect(lookup(translated, key).trim(), key).not.toBe('');
      }
    },
  );

  it('can be loaded by namespace in every language', () => {
    for (const ns of ['translation', 'components', 'quizzes', 'courseReport', 'studentDashboard', 'loginActivity']) {
      for (const language of LANGUAGES) expect(catalogueLoader(language, ns), `${language}/${ns}`).toBeDefined();
    }
  });
});

describe('the i18n set-up', () => {
  it('prints nothing of its own in the browser console (i18next would advertise its vendor at start)', async () => {
    const { default: i18next } = await import('i18next');
    await import('./index');
    expect(i18next.options.showSupportNotice).toBe(false);
  });
});
