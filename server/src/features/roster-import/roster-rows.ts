import { z } from 'zod';
import { ROSTER_MAX_NAME_LENGTH, ROSTER_MESSAGES, SECTIONS, usernameSchema, type Section } from '@prayog/contract';
import type { CsvRow, RosterKind } from './roster-csv';

/** A row of the file as read: its values checked one by one, and what is wrong with it so far. */
export interface RosterDraft {
  line: number;
  name: string;
  grade: number | null;
  section: Section | null;
  /** The username the file gives (checked), or null: one is made from the name. */
  username: string | null;
  email: string | null;
  /** Digits, perhaps after a '+'. */
  phone: string | null;
  problems: string[];
}

const emailSchema = z.email().max(254);
/** Accounts made without an email get an address at this reserved domain; nobody may type one in. */
const PLACEHOLDER_DOMAIN = /@no-email\.invalid$/i;
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const SECTION_SET = new Set<string>(SECTIONS);

/** Control characters and runs of spaces (a name pasted from elsewhere) become single spaces. */
const clean = (value: string | undefined) => (value ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();

/** '7', '07' and ' 7 ' are grade 7; so is 'VII', as Indian schools often write a class. */
function readGrade(value: string): number | null {
  const digits = /^\d{1,2}$/.test(value) ? Number(value) : ROMAN.indexOf(value.toUpperCase()) + 1;
  return digits >= 1 && digits <= 12 ? digits : null;
}

/** Spaces, dashes, dots and brackets are how people write numbers; what is stored is the digits (and a leading '+'). */
function readPhone(value: string): string | null {
  const compact = value.replace(/[\s\-.()]/g, '');
  return /^\+?\d{10,15}$/.test(compact) ? compact : null;
}

/** Checks one row's values on their own; clashes with other rows and existing accounts come later. */
export function checkRow(kind: RosterKind, row: CsvRow): RosterDraft {
  const v = row.values;
  const m = ROSTER_MESSAGES;
  const problems: string[] = [];
  const draft: RosterDraft = { line: row.line, name: clean(v.name), grade: null, section: null, username: null, email: null, phone: null, problems };

  if (!draft.name) problems.push(m.missingName);
  else if (draft.name.length > ROSTER_MAX_NAME_LENGTH) problems.push(m.longName);

  if (kind === 'students') {
    draft.grade = readGrade(clean(v.grade));
    if (draft.grade === null) problems.push(m.badGrade);
    const section = clean(v.section).toUpperCase();
    if (SECTION_SET.has(section)) draft.section = section as Section;
    else problems.push(m.badSection);
  }

  const username = clean(v.username);
  if (username) {
    const parsed = usernameSchema.safeParse(username);
    if (parsed.success) draft.username = parsed.data;
    else problems.push(m.badUsername);
  }

  const email = clean(v.email);
  if (email) {
    if (emailSchema.safeParse(email).success && !PLACEHOLDER_DOMAIN.test(email)) draft.email = email;
    else problems.push(m.badEmail);
  }

  const phone = clean(kind === 'students' ? v.parent_phone : v.phone);
  if (phone) {
    draft.phone = readPhone(phone);
    if (draft.phone === null) problems.push(m.badPhone);
  }
  return draft;
}

/**
 * A username or email that several rows give is a problem on each of them (which one is right is the school's to
 * say), naming another line that gives it. Compared without case, as sign-in compares them.
 */
export function markRepeats(drafts: RosterDraft[]): void {
  const repeat = (key: (d: RosterDraft) => string | null, message: string) => {
    const lines = new Map<string, number[]>();
    for (const d of drafts) {
      const k = key(d)?.toLowerCase();
      if (!k) continue;
      const seen = lines.get(k);
      if (seen) seen.push(d.line);
      else lines.set(k, [d.line]);
    }
    for (const d of drafts) {
      const all = lines.get(key(d)?.toLowerCase() ?? '');
      if (!all || all.length < 2) continue;
      const other = all.find((line) => line !== d.line)!;
      d.problems.push(message.replace('{{line}}', String(other)));
    }
  };
  repeat((d) => d.username, ROSTER_MESSAGES.usernameTwice);
  repeat((d) => d.email, ROSTER_MESSAGES.emailTwice);
}
