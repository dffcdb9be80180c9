import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import {
  accountEndpoints, PASSWORD_MESSAGES, PASSWORD_RESET_MESSAGES, passwordResetDoneSchema, passwordResetEndpoints, passwordResetOptionsSchema,
  passwordResetRequestedSchema,
} from '@prayog/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD } from '../../test/fixtures';
import { callerWith, createWorld, worldSpec, type WorldOf } from '../../test/world';
import { users } from '../../core/identity/accounts.table';
import { passwordResets } from './password-reset.table';
import { tokenHash } from '../../core/identity/sessions';

/** A real SMTP server on 127.0.0.1 (smtp-server): every mail the app sends arrives here, whole. */
interface Received { to: string[]; body: string }
const inbox: Received[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
const waiters: (() => void)[] = [];

function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, callback) {
      let body = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => { body += chunk; });
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    smtp.listen(0, '127.0.0.1', () => {
      smtpPort = (smtp.server.address() as { port: number }).port;
      resolve();
    });
  });
}

/** Waits until the inbox holds `n` mails (or fails after 5 s). */
async function mails(n: number): Promise<Received[]> {
  const deadline = Date.now() + 5000;
  while (inbox.length < n) {
    if (Date.now() > deadline) throw new Error(`expected ${n} mails, got ${inbox.length}`);
    await new Promise<void>((resolve) => { waiters.push(resolve); setTimeout(resolve, 100); });
  }
  return inbox.slice(0, n);
}

/** The link in a mail (quoted-printable may wrap it: soft line breaks are joined first). */
function linkIn(mail: Received): URL {
  const text = mail.body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(text);
  if (!match) throw new Error(`no link in ${text}`);
  return new URL(match[0]);
}

let t: TestApp;
let noMail: TestApp;
const people = worldSpec({
  schools: { home: { code: 'green-valley', name: 'Green Valley School, Sector 21, Noida' } },
  users: {
    coach: { role: 'teacher', school: 'home', name: 'Coach Rao' },
    waiting: { role: 'teacher', school: 'home', approval: 'pending' },
    busy: { role: 'teacher', school: 'home' },
    kid: { role: 'student', school: 'home' },
  },
});
let w: WorldOf<typeof people>;

beforeAll(async () => {
  await startSmtp();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, publicUrl: 'https://prayog.test' });
  noMail = await createTestApp();
  w = await createWorld(t, people);
  // A student added by the school without an email has a placeholder address: no mail goes there.
  await t.db.update(users).set({ email: 'kid@no-email.invalid' }).where(eq(users.id, w.id.kid));
});
afterAll(async () => {
  await t.close();
  await noMail.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Nobody signed in, on the server with mail or on the one without. */
const anonymous = (app: TestApp) => (app === t ? w.as('anonymous') : callerWith(app, null));
const ask = (app: TestApp, name: string, headers: Record<string, string> = {}) =>
  anonymous(app).call(passwordResetEndpoints.request, { body: { username_or_email: name }, headers });
const confirm = (token: string, password: string, headers: Record<string, string> = {}) =>
  w.as('anonymous').call(passwordResetEndpoints.confirm, { body: { token, new_password: password }, headers });
const login = (username: string, password: string) =>
  w.as('anonymous').call(accountEndpoints.login, { body: { username_or_email: username, password } });

describe('a forgotten password (ADR 0027)', () => {
  it('says whether this server emails links; without SMTP_URL asking is 404 with whom to ask', async () => {
    expect(passwordResetOptionsSchema.parse((await anonymous(t).call(passwordResetEndpoints.options)).json())).toEqual({ email_reset: true });
    expect((await anonymous(noMail).call(passwordResetEndpoints.options)).json()).toEqual({ email_reset: false });
    const off = await ask(noMail, 'coach');
    expect(off.statusCode).toBe(404);
    expect(off.json()).toEqual({ detail: PASSWORD_RESET_MESSAGES.unavailable });
  });

  it('emails a link that sets a new password once and ends every session; the same answer for unknown accounts, and no mail', async () => {
    // Unknown, waiting for approval, and without an email: the same answer, and nothing is sent.
    for (const name of ['nobody-at-all', 'waiting', 'kid', 'someone@nowhere.example']) {
      const res = await ask(t, name);
      expect(res.statusCode, name).toBe(202);
      expect(passwordResetRequestedSchema.parse(res.json())).toEqual({ detail: PASSWORD_RESET_MESSAGES.requested });
    }
    const real = await ask(t, 'Coach@Test.Example');
    expect(real.statusCode).toBe(202);
    expect(real.json()).toEqual({ detail: PASSWORD_RESET_MESSAGES.requested });
    const [mail] = await mails(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox).toHaveLength(1);
    expect(mail.to).toEqual(['coach@test.example']);
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe('https://prayog.test/reset-password');
    const token = link.searchParams.get('token')!;
    // Only a hash is stored.
    const [row] = await t.db.select().from(passwordResets);
    expect(row.tokenHash).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).toBe(3_600_000);

    // The password rules of a change of password.
    const weak = await confirm(token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toBe(PASSWORD_MESSAGES.common);
    expect((await confirm(token, 'short')).statusCode).toBe(400);

    const done = await confirm(token, 'lantern-orchid-valley-9');
    expect(done.statusCode, done.body).toBe(200);
    expect(passwordResetDoneSchema.parse(done.json())).toEqual({ detail: PASSWORD_RESET_MESSAGES.changed });
    // The coach's session (the world's token) ended.
    expect((await w.as('coach').call(accountEndpoints.me)).statusCode).toBe(401);
    expect((await login('coach', PASSWORD)).statusCode).toBe(400);
    expect((await login('coach', 'lantern-orchid-valley-9')).statusCode).toBe(200);

    // Once only.
    const again = await confirm(token, 'another-orchid-valley-7');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(PASSWORD_RESET_MESSAGES.badLink);
  });

  it('a link stops working after an hour', async () => {
    inbox.length = 0;
    expect((await ask(t, 'busy')).statusCode).toBe(202);
    const token = linkIn((await mails(1))[0]).searchParams.get('token')!;
    await t.db.update(passwordResets).set({ createdAt: sql`now() - interval '61 minutes'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.tokenHash, tokenHash(token)));
    const res = await confirm(token, 'lantern-orchid-valley-9');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: PASSWORD_RESET_MESSAGES.badLink });
    const hindi = await confirm(token, 'lantern-orchid-valley-9', { 'accept-language': 'hi' });
    expect(hindi.json().detail).toContain('लिंक');
    expect((await login('busy', PASSWORD)).statusCode).toBe(200);
  });

  it('of two uses of one link at once, exactly one sets the password', async () => {
    inbox.length = 0;
    expect((await ask(t, 'busy')).statusCode).toBe(202);
    const token = linkIn((await mails(1))[0]).searchParams.get('token')!;
    const answers = await Promise.all([confirm(token, 'first-orchid-valley-1'), confirm(token, 'second-orchid-valley-2')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0].statusCode === 200 ? 'first-orchid-valley-1' : 'second-orchid-valley-2';
    expect((await login('busy', winner)).statusCode).toBe(200);
  });

  it('sends at most three links an hour to one account, and limits asking per name with 429', async () => {
    inbox.length = 0;
    await t.db.delete(passwordResets);
    for (let i = 0; i < 5; i += 1) expect((await ask(t, i % 2 ? 'BUSY' : 'busy@test.example')).statusCode).toBe(202);
    await mails(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox).toHaveLength(3);
    // Five a name an hour: the sixth for the same name is refused, real or made up alike.
    for (let i = 0; i < 5; i += 1) await ask(t, 'made-up-name');
    const limited = await ask(t, 'made-up-name');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many requests for this username or email\. Try again in \d+ minutes?\.$/);
  });

  it('refuses a malformed token or password with 400, never a 500', async () => {
    for (const payload of [{}, { token: 'x', new_password: 'lantern-orchid-valley-9' }, { token: 'A'.repeat(43) }, { token: 'A'.repeat(43), new_password: 'lantern-orchid-valley-9' }]) {
      const res = await w.as('anonymous').inject({ method: 'POST', url: '/api/account/password-reset/confirm/', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await ask(t, '')).statusCode).toBe(400);
  });
});
