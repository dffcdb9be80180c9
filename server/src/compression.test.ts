import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, authHeader, type TestApp } from './test/test-app';
import { createWorld, type World } from './test/world';
import { quizAssignments, quizzes } from './features/quizzes/quizzes.table';
import { cacheCompressors } from './core/response-cache';

/** Bytes on the wire (ADR 0028): precompressed web files, cache lifetimes, compressed JSON and kept answers. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prayog-dist-'));
const ASSET = '/assets/index-Ab12Cd34.js';
const script = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word${i}`))};\n`;
let t: TestApp;
let base: string;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Prayog</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Prayog"}');
  fs.writeFileSync(path.join(dist, ASSET), script);
  fs.writeFileSync(path.join(dist, `${ASSET}.br`), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, `${ASSET}.gz`), zlib.gzipSync(script));
  t = await createTestApp({ webDistDir: dist });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => { await t.close(); fs.rmSync(dist, { recursive: true, force: true }); });

describe('the web app files', () => {
  it('sends a hashed file as the build compressed it, for the encodings the client accepts, kept a year', async () => {
    const br = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: ASSET });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const head = await t.app.inject({ method: 'HEAD', url: ASSET, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('has index.html, every client route, the service worker and the manifest asked again each time', async () => {
    for (const url of ['/', '/login', '/dashboard/quizzes', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });
});

describe('JSON answers', () => {
  it('compresses an answer of 1 kB or more for a client that accepts it, and leaves a smaller one as it is', async () => {
    const big = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('openapi');

    const gz = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('openapi');

    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(1024);
  });

  it('an error answer keeps its {"detail"} shape compressed or not', async () => {
    const res = await t.app.inject({ url: '/api/nope/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('detail');
  });
});

describe('kept answers', () => {
  let kept: TestApp;
  let w: World<'green-valley', 'coach'>;
  beforeAll(async () => {
    kept = await createTestApp({ staffAnswersSeconds: 60 });
    w = await createWorld(kept, {
      schools: { 'green-valley': { name: 'Green Valley School, Sector 21, Noida' } },
      users: { coach: { role: 'teacher', school: 'green-valley' } },
    });
    const schoolId = w.school['green-valley'];
    const made = await kept.db.insert(quizzes).values(Array.from({ length: 30 }, (_, i) => ({
      quizName: `Homework quiz number ${i} on circuits and gears`, topic: 'Circuits', quizType: 'homework' as const, timeMinutes: 10, grade: 7,
    }))).returning();
    const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await kept.db.insert(quizAssignments).values(made.map((q) => ({ quizId: q.id, schoolId, grade: 7, section: 'A', dueDate: due })));
  });
  afterAll(() => kept.close());

  it('are compressed once and the stored bytes sent again on a cache hit', async () => {
    const br = vi.spyOn(cacheCompressors, 'br');
    try {
      const ask = (encoding?: string) => w.as('coach').inject({
        url: '/api/teacher_dashboard/homework_report/', headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      const plain = await ask();
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);

      const first = await ask('gzip, deflate, br');
      const second = await ask('br');
      for (const res of [first, second]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
      }
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(br).toHaveBeenCalledTimes(1);

      const gz = await ask('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    } finally {
      br.mockRestore();
    }
  });
});

describe('the live notification stream', () => {
  it('is never compressed (each event must reach the bell as it is written)', async () => {
    const w = await createWorld(t, {
      schools: { 'stream-school': { name: 'Stream School' } },
      users: { streamer: { role: 'student', school: 'stream-school', grade: 7, section: 'A' } },
    });
    // A real connection to the listening server (app.inject would end the stream): the world's token, sent by hand.
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${base}/api/notifications/stream`, { agent: false, headers: { ...authHeader(w.token.streamer), 'accept-encoding': 'br, gzip' } }, resolve).on('error', reject);
    });
    try {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(res.headers['content-encoding']).toBeUndefined();
      const first = await new Promise<string>((resolve) => res.once('data', (chunk: Buffer) => resolve(chunk.toString())));
      expect(first).toContain(': connected');
    } finally {
      res.destroy();
    }
  });
});
