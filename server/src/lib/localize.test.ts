import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@prayog/contract';
import type { FastifyRequest } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import { localize, requestLanguage } from './localize';

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogue = JSON.parse(fs.readFileSync(path.join(serverSrc, 'i18n/hi.json'), 'utf8')) as { messages: Record<string, string>; templates: { en: string; hi: string }[] };
const asRequest = (acceptLanguage?: string) => ({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } }) as FastifyRequest;

/** Every literal message the server's own code raises (badRequest('…'), new HttpError(409, '…') …). */
function raisedMessages(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // The demo data, its course texts and the test harness are not messages the API sends.
      if (entry.isDirectory()) { if (dir !== serverSrc || !['test', 'seed', 'content'].includes(entry.name)) walk(full); continue; }
      if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
      const text = fs.readFileSync(full, 'utf8');
      for (const m of text.matchAll(/\b(?:badRequest|forbidden|notFound|conflict|unauthorized|tooManyRequests)\(\s*'((?:[^'\\]|\\.)+)'/g)) found.add(m[1].replace(/\\'/g, "'"));
      for (const m of text.matchAll(/new HttpError\(\s*\d{3},\s*'((?:[^'\\]|\\.)+)'/g)) found.add(m[1].replace(/\\'/g, "'"));
      // Constants that hold a sentence (colours, headers and the like are not messages).
      for (const m of text.matchAll(/const [A-Z][A-Z_]+\s*=\s*'((?:[^'\\]|\\.)+[.!?])'/g)) found.add(m[1].replace(/\\'/g, "'"));
      for (const m of text.matchAll(/(?:deniedDetail|notFoundDetail|denied):\s*'((?:[^'\\]|\\.)+)'/g)) found.add(m[1].replace(/\\'/g, "'"));
    }
  };
  walk(serverSrc);
  return [...found];
}

/** The messages the contract gives the server and the browser to say. */
function contractMessages(): string[] {
  const groups = [contract.REGISTRATION_MESSAGES, contract.PASSWORD_MESSAGES, contract.HOMEWORK_MESSAGES, contract.ADMIN_MESSAGES, contract.ROSTER_MESSAGES];
  return [...groups.flatMap((g) => Object.values(g)), contract.QUIZ_CLOSED_MESSAGE, contract.NO_ACTIVITY_MESSAGE, contract.READ_ONLY_PROFILE_MESSAGE];
}

describe('the server speaks the client\'s language', () => {
  it('reads Accept-Language by preference, defaulting to English', () => {
    expect(requestLanguage(asRequest())).toBe('en');
    expect(requestLanguage(asRequest('hi'))).toBe('hi');
    expect(requestLanguage(asRequest('hi-IN,hi;q=0.9,en;q=0.8'))).toBe('hi');
    expect(requestLanguage(asRequest('en-IN,en;q=0.9,hi;q=0.8'))).toBe('en');
    expect(requestLanguage(asRequest('fr;q=0.9, hi;q=0.5'))).toBe('hi');
    expect(requestLanguage(asRequest('de'))).toBe('en');
  });

  it('translates exact messages and templates with their values, and leaves unknown text as it is', () => {
    expect(localize('Invalid credentials', 'hi')).toMatch(/[\u0900-\u097F]/);
    expect(localize('Invalid credentials', 'en')).toBe('Invalid credentials');
    const wait = localize('Too many requests. Try again in 7 minutes.', 'hi');
    expect(wait).toMatch(/[\u0900-\u097F]/);
    expect(wait).toContain('7');
    expect(localize('Something nobody wrote down.', 'hi')).toBe('Something nobody wrote down.');
  });

  it('has a Hindi text for every message the server raises and the contract defines', () => {
    const messages = [...raisedMessages(), ...contractMessages()];
    expect(messages.length).toBeGreaterThan(60);
    const missing = messages.filter((m) => localize(m, 'hi') === m);
    expect(missing).toEqual([]);
  });

  it('keeps every template\'s slots in its Hindi text', () => {
    for (const { en, hi } of catalogue.templates) {
      const slots = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      expect(slots(hi), en).toEqual(slots(en));
    }
  });
});

describe('over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('answers a refused sign-in in Hindi when asked, and in English otherwise', async () => {
    const payload = { username_or_email: 'nobody', password: 'whatever-1' };
    const hindi = await t.app.inject({ method: 'POST', url: '/api/account/login/', payload, headers: { 'accept-language': 'hi' } });
    expect(hindi.json().detail).toBe(catalogue.messages['Invalid credentials']);
    const english = await t.app.inject({ method: 'POST', url: '/api/account/login/', payload });
    expect(english.json().detail).toBe('Invalid credentials');
  });

  it('translates validation messages under their fields', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/account/register/', headers: { 'accept-language': 'hi' },
      payload: { user: { username: 'ab', password: 'short', email: 'x@y.example', role: 'student' } },
    });
    const errors = res.json().errors as { field: string; message: string }[];
    expect(errors.find((e) => e.field === 'user.password')!.message).toMatch(/[\u0900-\u097F]/);
  });
});
