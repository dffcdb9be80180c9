import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { newPasswordSchema } from './accounts.contract';

/**
 * A forgotten password (ADR 0027). Everyone is told whom to ask (a student their teacher, staff and parents their
 * school or an administrator); where the server sends email (SMTP_URL), an account with a real email address may also
 * ask for a link that sets a new password once, within an hour.
 */
export const PASSWORD_RESET_HOURS = 1;

export const PASSWORD_RESET_MESSAGES = {
  /** The same answer whether or not the account exists, has an email, or was just sent one. */
  requested: 'If an account with that username or email has an email address, we have sent it a link to choose a new password. The link works once, within an hour.',
  unavailable: 'This server does not send email. Please ask your teacher, your school or an administrator for a one-time password.',
  badLink: 'This link does not work: it was used already, it is more than an hour old, or it was copied incompletely. Please ask for a new one.',
  changed: 'Your password has been changed and every session of your account has been signed out. You can sign in now.',
} as const;

export const passwordResetOptionsSchema = z.object({
  email_reset: z.boolean().meta({ description: 'Whether this server sends password reset links by email (SMTP_URL is set)' }),
});
export type PasswordResetOptions = z.infer<typeof passwordResetOptionsSchema>;

export const passwordResetRequestSchema = z.object({
  username_or_email: z.string().trim().min(1, 'Please enter your username or email.').max(254),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export const passwordResetRequestedSchema = z.object({ detail: z.string() });

/** A reset link's token: 32 random bytes, base64url (43 characters). */
export const resetTokenSchema = z.string().trim().regex(/^[A-Za-z0-9_-]{43}$/, PASSWORD_RESET_MESSAGES.badLink);
export const passwordResetConfirmSchema = z.object({
  token: resetTokenSchema,
  new_password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
export const passwordResetDoneSchema = z.object({ detail: z.string() });

const tags = ['accounts'] as const;
export const passwordResetEndpoints = {
  options: defineEndpoint({
    method: 'GET', path: '/account/password-reset/', tags, summary: 'Whether this server sends password reset links by email',
    responses: { 200: passwordResetOptionsSchema },
  }),
  request: defineEndpoint({
    method: 'POST', path: '/account/password-reset/', tags, summary: 'Email a single-use link that sets a new password within an hour',
    description: 'The same 202 answer whether or not the account exists or has an email address. Limited per address and per username or email. 404 when the server sends no email.',
    body: passwordResetRequestSchema, responses: { 202: passwordResetRequestedSchema },
  }),
  confirm: defineEndpoint({
    method: 'POST', path: '/account/password-reset/confirm/', tags, summary: "Set a new password with a reset link's token; every session of the account ends",
    body: passwordResetConfirmSchema, responses: { 200: passwordResetDoneSchema },
  }),
} as const;
