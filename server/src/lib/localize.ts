import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';

/**
 * The server's own words (error details, field messages) in the language the client asks for with
 * Accept-Language. The web app sends the language the person chose; English is the default and the fallback.
 * Messages with values (a number of minutes, say) are matched by their template's shape.
 */
export type ServerLanguage = 'en' | 'hi';

interface Catalogue {
  /** English text → Hindi text, for messages without values. */
  messages: Record<string, string>;
  /** Templates with {{name}} slots, e.g. "Try again in {{n}} minutes." */
  templates: { en: string; hi: string }[];
}

/** hi.json, plus one hi/<feature>.json per feature that keeps its own messages. */
function loadCatalogue(): Catalogue {
  const read = (url: URL): Catalogue => JSON.parse(fs.readFileSync(url, 'utf8'));
  const base = read(new URL('../i18n/hi.json', import.meta.url));
  const folder = new URL('../i18n/hi/', import.meta.url);
  const parts = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.json')).sort().map((f) => read(new URL(f, folder))) : [];
  return {
    messages: Object.assign({}, base.messages, ...parts.map((p) => p.messages ?? {})),
    templates: [...base.templates, ...parts.flatMap((p) => p.templates ?? [])],
  };
}
const hi = loadCatalogue();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const compiled = hi.templates.map(({ en, hi: target }) => {
  const names: string[] = [];
  const pattern = new RegExp(`^${en.split(/({{\w+}})/).map((part) => {
    const slot = /^{{(\w+)}}$/.exec(part);
    if (!slot) return escape(part);
    names.push(slot[1]);
    return '(.+?)';
  }).join('')}$`);
  return { pattern, names, target };
});

/** The first of the client's preferred languages that the server speaks. */
export function requestLanguage(req: FastifyRequest): ServerLanguage {
  const header = String(req.headers['accept-language'] ?? '');
  const wanted = header.split(',').map((part) => {
    const [tag, q] = part.trim().split(';q=');
    return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q) };
  }).filter((w) => w.tag && w.q > 0).sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    if (tag === 'hi' || tag.startsWith('hi-')) return 'hi';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

/** The text in the language, or as it is when the catalogue does not have it. */
export function localize(text: string, language: ServerLanguage): string {
  if (language === 'en') return text;
  const exact = hi.messages[text];
  if (exact) return exact;
  // "school: School is required." — a field name, then a known message.
  const fielded = /^([\w.]+): (.+)$/.exec(text);
  if (fielded && hi.messages[fielded[2]]) return `${fielded[1]}: ${hi.messages[fielded[2]]}`;
  // "Two sentences." may be two messages: translate each known one.
  for (const { pattern, names, target } of compiled) {
    const match = pattern.exec(text);
    if (match) return names.reduce((out, name, i) => out.replaceAll(`{{${name}}}`, match[i + 1]), target);
  }
  return text;
}
