import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@prayog/contract';

/**
 * The server's own words (error details, field messages) in the language the client asks for with
 * Accept-Language. The web app sends the language the person chose; English is the default and the fallback.
 * Messages with values (a number of minutes, say) are matched by their template's shape.
 *
 * Each language other than English has `i18n/<language>.json` plus one `i18n/<language>/<feature>.json` per feature
 * that keeps its own messages, in one shape (docs/languages.md): a language is spoken here once its files exist.
 */
export type ServerLanguage = Language;

interface Catalogue {
  /** English text → translated text, for messages without values. */
  messages: Record<string, string>;
  /** Templates with {{name}} slots, e.g. "Try again in {{n}} minutes." */
  templates: { en: string; hi?: string; text?: string }[];
}

interface Compiled {
  messages: Record<string, string>;
  templates: { pattern: RegExp; names: string[]; target: string }[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** <language>.json, plus <language>/<feature>.json of every feature that keeps its own messages; null if none. */
function loadCatalogue(language: string): Compiled | null {
  const read = (url: URL): Catalogue => JSON.parse(fs.readFileSync(url, 'utf8'));
  const main = new URL(`../i18n/${language}.json`, import.meta.url);
  if (!fs.existsSync(main)) return null;
  const folder = new URL(`../i18n/${language}/`, import.meta.url);
  const parts = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.json')).sort().map((f) => read(new URL(f, folder))) : [];
  const all = [read(main), ...parts];
  return {
    messages: Object.assign({}, ...all.map((p) => p.messages ?? {})),
    // A template's translation is under `text`; the Hindi files, written first, name it `hi`.
    templates: all.flatMap((p) => p.templates ?? []).map(({ en, hi, text }) => {
      const names: string[] = [];
      const pattern = new RegExp(`^${en.split(/({{\w+}})/).map((part) => {
        const slot = /^{{(\w+)}}$/.exec(part);
        if (!slot) return escape(part);
        names.push(slot[1]);
        return '(.+?)';
      }).join('')}$`);
      return { pattern, names, target: text ?? hi ?? en };
    }),
  };
}
const catalogues = new Map(LANGUAGES.filter((l) => l !== 'en').map((l) => [l, loadCatalogue(l)]));

/** The first of the client's preferred languages that the server speaks. */
export function requestLanguage(req: FastifyRequest): ServerLanguage {
  const header = String(req.headers['accept-language'] ?? '');
  const wanted = header.split(',').map((part) => {
    const [tag, q] = part.trim().split(';q=');
    return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q) };
  }).filter((w) => w.tag && w.q > 0).sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const language = LANGUAGES.find((l) => tag === l || tag.startsWith(`${l}-`));
    if (language) return language;
  }
  return 'en';
}

/** The text in the language, or as it is when the catalogue does not have it. */
export function localize(text: string, language: ServerLanguage): string {
  const catalogue = language === 'en' ? null : catalogues.get(language);
  if (!catalogue) return text;
  const exact = catalogue.messages[text];
  if (exact) return exact;
  // "school: School is required." — a field name, then a known message.
  const fielded = /^([\w.]+): (.+)$/.exec(text);
  if (fielded && catalogue.messages[fielded[2]]) return `${fielded[1]}: ${catalogue.messages[fielded[2]]}`;
  for (const { pattern, names, target } of catalogue.templates) {
    const match = pattern.exec(text);
    if (match) return names.reduce((out, name, i) => out.replaceAll(`{{${name}}}`, match[i + 1]), target);
  }
  return text;
}
