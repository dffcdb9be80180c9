import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/** The edges of HTTP every answer keeps to: HEAD like GET, and {"detail"} on every refusal, even before routing. */
let t: TestApp;
let port: number;
const FRONT_END = 'https://app.example.org';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prayog-dist-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Prayog</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: dist, corsOrigins: [FRONT_END] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => { await t.close(); fs.rmSync(dist, { recursive: true, force: true }); });

/** Sends bytes as they are (no client tidies the request line or the headers) and reads the whole answer. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => { data += chunk.toString(); });
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head.toLowerCase(), body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

describe('HEAD', () => {
  it.each(['/', '/login', '/teacher_dashboard/students', '/app.js'])('answers %s with 200 and no body, as GET answers it', async (url) => {
    const get = await t.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
  });

  it('answers HEAD on a real connection without a body', async () => {
    const res = await raw(`HEAD /login HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(200);
    expect(res.headers).toContain('content-type: text/html');
    expect(res.body).toBe('');
  });

  it('still answers an unknown API path with 404', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/api/nope/' })).statusCode).toBe(404);
  });
});

describe('an unknown API path in absolute form', () => {
  it.each([
    ['the server as host', () => `http://127.0.0.1:${port}/api/nope`],
    ['another host', () => 'http://example.org/api/nope/'],
    ['the API base itself', () => 'http://example.org/api'],
  ])('is a JSON 404 with %s, not the web page', async (_label, target) => {
    const res = await raw(`GET ${target()} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(404);
    expect(res.headers).toContain('content-type: application/json');
    expect(JSON.parse(res.body)).toEqual({ detail: 'Not found.' });
  });

  it('leaves a web page in absolute form the web page', async () => {
    const res = await raw(`GET http://example.org/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });
});

describe('refusals before any route', () => {
  it('answers headers too large with 431 and a detail', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toContain('content-type: application/json');
    expect(JSON.parse(res.body)).toEqual({ detail: 'The request headers are too large.' });
  });

  it('answers a request the server cannot read with 400 and a detail', async () => {
    const res = await raw('GET /api/health HTTP/1.1\r\nHost x\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ detail: 'The request is not valid HTTP.' });
  });

  it('refuses a CORS preflight without its headers with 400 and a detail, in the language asked for', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/account/me/', headers: { origin: FRONT_END } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'A CORS preflight needs the Origin and Access-Control-Request-Method headers.' });
    const hindi = await t.app.inject({ method: 'OPTIONS', url: '/api/account/me/', headers: { 'accept-language': 'hi' } });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().detail).toMatch(/^CORS की पूर्व-जाँच/);
  });

  it('still answers a proper preflight', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/account/me/', headers: { origin: FRONT_END, 'access-control-request-method': 'GET' } });
    expect(res.statusCode).toBe(204);
  });
});
