import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-db';

describe('an unhandled error', () => {
  it('answers 500 with a detail and logs what failed, made safe once (never "[object Object]" or the query\'s values)', async () => {
    const lines: string[] = [];
    const logStream = new Writable({ write(chunk, _enc, done) { lines.push(chunk.toString()); done(); } });
    const database = await openTestDatabase();
    const t = await createTestApp({ logLevel: 'error' }, database, { logStream });
    try {
      // A database that is gone fails every query: the one failure a client cannot cause, as in a shutdown.
      await database.close();
      const res = await t.app.inject({ method: 'POST', url: '/api/account/login/', payload: { username_or_email: 'secret.name', password: 'pw-123456' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: 'Internal server error.' });
      const logged = lines.map((l) => JSON.parse(l) as { msg: string; err?: { type: string; message: string } }).find((l) => l.msg === 'unhandled error');
      expect(logged?.err?.type).toMatch(/Error$/);
      expect(logged?.err?.message).toBeTruthy();
      expect(logged?.err?.message).not.toMatch(/a thrown object|\[object Object\]/);
      expect(lines.join('\n')).not.toContain('secret.name');
    } finally {
      await t.app.close();
    }
  });
});
