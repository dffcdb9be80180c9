import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one email; the only way the server sends mail (ADR 0027). */
export type Mailer = (mail: Mail) => Promise<void>;

/**
 * A mailer over SMTP_URL (nodemailer: smtp:// or smtps://, user and password in the URL), or none when it is unset.
 * One transport per server process.
 */
export function smtpMailer(smtpUrl: string | undefined, from: string): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
  };
}

/** The app's mailer: the one its context was given (tests), else one over SMTP_URL, else none. */
export function mailerFor(ctx: { mailer?: Mailer | null; config: { smtpUrl?: string; smtpFrom: string } }): Mailer | null {
  return ctx.mailer !== undefined ? ctx.mailer : smtpMailer(ctx.config.smtpUrl, ctx.config.smtpFrom);
}
