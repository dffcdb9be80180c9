import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  accountEndpoints, isLanguage, type ChangePasswordRequest, type ChangePasswordResponse, type Language, type LoginRequest, type LoginResponse, type MeResponse,
  type RegisterRequest, type UpdateMeRequest,
} from '@prayog/contract';
import { applyLanguage } from '../lib/i18n/language';
import { callEndpoint } from '../lib/api';
import { setDisplayTimeZone } from '../lib/format';
import { queryClient, whenSignedIn } from '../lib/query-client';
import { storage } from '../lib/storage';
import { LOGGED_OUT_NOTICE, type SignInPageState } from '../lib/notices';
import { staffDashboardKeys } from './staff-dashboard';
// A cycle (student-dashboard seeds seedMe's cache), safe because neither module uses the other while loading.
import { prefetchStudentHome } from './student-dashboard';

/** Accounts: sign-in, sign-out, registration, password change, and who is signed in (accountEndpoints). */
export const accountKeys = {
  all: ['accounts'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

export const accountQueries = {
  /** Who is signed in (GET /account/me/). */
  me: () => queryOptions({
    queryKey: accountKeys.me(),
    queryFn: async ({ signal }): Promise<MeResponse> => {
      const me = await callEndpoint(accountEndpoints.me, { signal });
      // Every date and time from here on is shown in the school's zone (lib/format.ts).
      setDisplayTimeZone(me.time_zone);
      return me;
    },
    enabled: whenSignedIn,
  }),
};

/** Keeps an /account/me/ answer another call brought (the student's first view) as if it had been asked for. */
export function seedMe(me: MeResponse): void {
  setDisplayTimeZone(me.time_zone);
  queryClient.setQueryData(accountKeys.me(), me);
}

/** Who is signed in; the role shells' account card reads it. */
export function useMe() {
  return useQuery(accountQueries.me());
}

/** The signed-in user's school name (null when they have none), read from the same /account/me/ call. */
export function useMySchoolName() {
  return useQuery({
    ...accountQueries.me(),
    select: (me) => me.school?.name ?? null,
    // The school does not change during a visit; the homework form needs it once.
    staleTime: 5 * 60_000,
  });
}

/**
 * Signs in and stores the session (spec 1 §4); the caller decides where to go next. A plain function, not a
 * hook: the sign-in page loads this module only when someone submits, which keeps its first download small.
 */
export async function signIn(body: LoginRequest): Promise<LoginResponse> {
  const response = await callEndpoint(accountEndpoints.login, { body });
  // Nothing cached for a previous user may leak into this session.
  queryClient.clear();
  storage.saveLogin(response);
  // A student's dashboard data starts on its way now, while the dashboard's code downloads (issue 29).
  if (response.role === 'student' && !response.must_change_password) prefetchStudentHome(response.username);
  await followAccountLanguage(response);
  return response;
}

/**
 * Ends the session without the shell's hooks (the sign-in page's first-password step has no query cache): the token
 * stops working on the server if it can be reached, and the browser forgets it either way.
 */
export async function endSession(): Promise<void> {
  await callEndpoint(accountEndpoints.logout).catch(() => undefined);
  storage.clearAll();
}

/**
 * Logs out on the server, then clears all browser storage and goes to /login. The local
 * session ends even when the call fails, so a dead server cannot trap anyone signed in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => callEndpoint(accountEndpoints.logout),
    onError() {
      notifications.show({ color: 'red', message: t('accounts.logout.failed') });
    },
    async onSettled(_data, error) {
      storage.clearAll();
      // The sign-in page says 'Logged out successfully!' (spec 3 §8) when the server ended the session.
      await navigate('/login', { replace: true, state: error ? undefined : ({ notice: LOGGED_OUT_NOTICE } satisfies SignInPageState) });
      // Only after the shell has unmounted: clearing earlier makes its queries refetch without a token.
      queryClient.clear();
    },
  });
}

/**
 * The account's language wins at sign-in (it follows the person to another browser); an account without one
 * takes the language this browser chose, so it is remembered from now on.
 */
async function followAccountLanguage(login: LoginResponse): Promise<void> {
  if (login.language) {
    await applyLanguage(login.language);
    return;
  }
  const chosen = storage.language();
  if (isLanguage(chosen)) await callEndpoint(accountEndpoints.preferences, { body: { language: chosen } }).catch(() => undefined);
}

/** Keeps the chosen interface language with the signed-in account, so it follows the person to another browser. */
export async function saveLanguage(language: Language): Promise<void> {
  await callEndpoint(accountEndpoints.preferences, { body: { language } });
  await queryClient.invalidateQueries({ queryKey: accountKeys.me() });
}

/** Registers a new account; nothing cached changes (the user signs in afterwards). */
export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterRequest) => callEndpoint(accountEndpoints.register, { body }) });
}

/**
 * Changes the signed-in user's password; the server signs out every other session, this one stays signed in.
 * A plain function for the first sign-in step, which runs on the sign-in page, outside the query cache.
 */
export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return callEndpoint(accountEndpoints.changePassword, { body });
}

/** Changes the signed-in user's password; the server signs out every other session, this one stays signed in. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // A chosen password ends a one-time password's "change it first" (me.must_change_password).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
  });
}

/** Saves the signed-in person's own name and phone number (staff Profile); the answer is the new /account/me/. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeRequest) => callEndpoint(accountEndpoints.updateMe, { body }),
    onSuccess: (me) => {
      queryClient.setQueryData(accountKeys.me(), me);
      // The dashboard home greets the person by name ('Welcome {name}', its profile.name).
      void queryClient.invalidateQueries({ queryKey: staffDashboardKeys.all, predicate: (query) => query.queryKey[2] === 'home' });
    },
  });
}
