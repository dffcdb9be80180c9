/** What the login-activity feature offers the other features: they import it from here, never its files (issue 30). */
export { loginActivity } from './login-activity.service';
