/**
 * Notices the sign-in page shows after it was sent there (router state, so a reload does not repeat them). Kept
 * apart from the data layer so the sign-in route's first download stays small.
 */
export const LOGGED_OUT_NOTICE = 'loggedOut';

export interface SignInPageState {
  notice?: typeof LOGGED_OUT_NOTICE;
}
