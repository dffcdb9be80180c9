import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ROSTER_MESSAGES } from '@prayog/contract';
import type { Db } from '../../db/client';
import { users } from '../../core/identity/accounts.table';
import { placeholderEmail, usernameBase, usernameCandidates } from '../learners';
import type { RosterKind } from './roster-csv';
import type { RosterDraft } from './roster-rows';

interface Identities {
  usernames: Set<string>;
  emails: Set<string>;
}

/**
 * Which of these usernames and emails existing accounts hold, lower-cased, in one query: each list goes as one
 * array parameter (however long the file), and each comparison is a lookup in the lower(username) or lower(email)
 * unique index.
 */
async function takenIdentities(db: Db, usernames: string[], emails: string[]): Promise<Identities> {
  const taken: Identities = { usernames: new Set(), emails: new Set() };
  if (usernames.length === 0 && emails.length === 0) return taken;
  const lower = (list: string[]) => sql.param([...new Set(list.map((v) => v.toLowerCase()))]);
  const rows = await db.select({ username: sql<string>`lower(${users.username})`, email: sql<string>`lower(${users.email})` }).from(users)
    .where(sql`lower(${users.username}) = any(${lower(usernames)}::text[]) or lower(${users.email}) = any(${lower(emails)}::text[])`);
  for (const r of rows) {
    taken.usernames.add(r.username);
    taken.emails.add(r.email);
  }
  return taken;
}

/**
 * Names the rows whose username or email an existing account holds. A row without an email gets an address made
 * from its username, so that address being taken means, in effect, the username is.
 */
export async function markTakenIdentities(db: Db, drafts: RosterDraft[]): Promise<void> {
  const given = drafts.filter((d) => d.username !== null || d.email !== null);
  const taken = await takenIdentities(
    db,
    given.flatMap((d) => (d.username ? [d.username] : [])),
    given.flatMap((d) => (d.email ? [d.email] : d.username ? [placeholderEmail(d.username)] : [])),
  );
  for (const d of given) {
    if (d.username && (taken.usernames.has(d.username.toLowerCase()) || (!d.email && taken.emails.has(placeholderEmail(d.username))))) {
      d.problems.push(ROSTER_MESSAGES.usernameTaken);
    }
    if (d.email && taken.emails.has(d.email.toLowerCase())) d.problems.push(ROSTER_MESSAGES.emailTaken);
  }
}

/**
 * The base of a made-up username. Add User's rule (usernameBase) fills in 'student' when a name has fewer than
 * three Latin letters or digits (a name in Devanagari, say); a teacher gets 'teacher' there instead.
 */
function baseFor(kind: RosterKind, name: string): string {
  const own = usernameBase(name);
  if (kind === 'students') return own;
  const withRole = usernameBase(`${name} teacher`);
  // 'teacher' alone: the name gave nothing; 'al.teacher' where usernameBase made 'al.student': it gave too little.
  if (withRole === 'teacher' || withRole === own.replace(/\.student$/, '.teacher')) return withRole;
  return own;
}

/**
 * Gives every row without a username one made from its name, as Add User does (the base, then base2, base3 …, a
 * random number after fifty), never one an account or another row of the file holds, nor one whose made-up email
 * is held. Bulk: each round asks, in one query, about the next few candidates of every name still waiting, so a
 * file of 5,000 new names takes one or two queries; a name that forty rows share simply asks for more at once.
 */
export async function assignUsernames(db: Db, kind: RosterKind, drafts: RosterDraft[], all: RosterDraft[]): Promise<void> {
  // Everything the file itself claims, including rows that will not be created: their fixed versions may come next.
  const claimed: Identities = { usernames: new Set(), emails: new Set() };
  for (const d of all) {
    if (d.username) claimed.usernames.add(d.username.toLowerCase());
    if (d.email) claimed.emails.add(d.email.toLowerCase());
    else if (d.username) claimed.emails.add(placeholderEmail(d.username));
  }
  const isClaimed = (c: string) => claimed.usernames.has(c) || claimed.emails.has(placeholderEmail(c));

  interface Waiting { rows: RosterDraft[]; done: number; candidates: string[]; next: number }
  const waiting = new Map<string, Waiting>();
  for (const d of drafts) {
    const base = baseFor(kind, d.name);
    const w = waiting.get(base);
    if (w) w.rows.push(d);
    else waiting.set(base, { rows: [d], done: 0, candidates: usernameCandidates(base), next: 0 });
  }

  while (waiting.size > 0) {
    const tries = new Map<Waiting, string[]>();
    for (const w of waiting.values()) {
      // A couple more than needed, so one taken candidate does not cost another round.
      const want = w.rows.length - w.done + 2;
      const window: string[] = [];
      while (window.length < want && w.next < w.candidates.length) {
        const c = w.candidates[w.next++];
        if (!isClaimed(c)) window.push(c);
      }
      while (window.length < want) {
        const c = `${w.candidates[0]}${crypto.randomInt(100, 1_000_000)}`;
        if (!isClaimed(c) && !window.includes(c)) window.push(c);
      }
      tries.set(w, window);
    }
    const asked = [...tries.values()].flat();
    const taken = await takenIdentities(db, asked, asked.map(placeholderEmail));
    for (const [w, window] of tries) {
      for (const c of window) {
        if (w.done === w.rows.length) break;
        // Two names' candidates can meet (asha.2's asha.22 is asha.22's own): claimed by the first to get it.
        if (taken.usernames.has(c) || taken.emails.has(placeholderEmail(c)) || isClaimed(c)) continue;
        w.rows[w.done++].username = c;
        claimed.usernames.add(c);
        claimed.emails.add(placeholderEmail(c));
      }
    }
    for (const [base, w] of waiting) if (w.done === w.rows.length) waiting.delete(base);
  }
}
