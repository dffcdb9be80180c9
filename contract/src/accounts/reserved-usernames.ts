/**
 * Usernames that would pass for the platform or the people who run it (in a notification, a gallery credit, a
 * message to a parent), so nobody gets them by signing up, by a roster import or by Add student. Compared in lower
 * case; accounts that already have one keep it. Issue 27.
 */
export const IMPERSONATING_USERNAMES = [
  'admin', 'administrator', 'admins', 'root', 'superuser', 'super-user', 'super_user', 'sysadmin', 'system',
  'support', 'help', 'helpdesk', 'help-desk', 'helpline', 'prayog', 'prayog-team', 'prayog_team', 'prayog.team',
  'prayog-support', 'prayog_support', 'prayog.support', 'prayog-admin', 'prayog_admin', 'prayog.admin', 'team',
  'staff', 'security', 'official', 'moderator', 'owner', 'operator', 'service', 'webmaster', 'postmaster',
  'hostmaster', 'abuse', 'noreply', 'no-reply', 'no_reply', 'info', 'contact', 'office', 'principal',
  'headmaster', 'headmistress', 'everyone', 'anonymous', 'guest', 'null', 'undefined', 'api', 'www',
] as const;
