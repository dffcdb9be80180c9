import {
  passwordResetEndpoints, type PasswordResetConfirm, type PasswordResetOptions, type PasswordResetRequest,
} from '@prayog/contract';
import { callEndpoint } from '../lib/api';

/**
 * A forgotten password (ADR 0027). Plain functions, not hooks: the sign-in page and the reset page have no query
 * cache, and this module loads only with the Forgot-your-password dialog or the reset page.
 */
export function passwordResetOptions(signal?: AbortSignal): Promise<PasswordResetOptions> {
  return callEndpoint(passwordResetEndpoints.options, { signal });
}

/** The same answer whether or not the account exists (the server sends the link after answering). */
export function requestPasswordReset(body: PasswordResetRequest): Promise<{ detail: string }> {
  return callEndpoint(passwordResetEndpoints.request, { body });
}

/** Sets the new password with the link's token; every session of the account ends. */
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<{ detail: string }> {
  return callEndpoint(passwordResetEndpoints.confirm, { body });
}
