import { registerRequestSchema, ROLES, type Role } from '@prayog/contract';

/** The sign-up form's flat values; the contract's nested payload is built from them on submit. */
export interface SignUpValues {
  role: Role | '';
  username: string;
  email: string;
  password: string;
  name: string;
  grade: string;
  section: string;
  school: string;
  phone_number: string;
  child_username: string;
  join_code: string;
  /** Ticked once the person has read the privacy notice (its version goes with the sign-up). */
  privacy_notice: boolean;
}

export type ExtraField = 'name' | 'grade' | 'section' | 'school' | 'phone_number' | 'child_username' | 'join_code';

/** Role-specific fields of spec 1 §5; students also type their school's join code (ADR 0005). */
export const ROLE_FIELDS: Record<Role, readonly ExtraField[]> = {
  student: ['name', 'grade', 'section', 'school', 'join_code'],
  teacher: ['name', 'school'],
  school: ['school'],
  parent: ['name', 'school', 'phone_number', 'child_username'],
};

/**
 * The role fields the server refuses to do without (it names every missing one at once). The form only marks
 * them; the server's answer is what puts the messages under the fields. A student's join code names the school,
 * so the school is optional for them (when chosen, the code must be that school's).
 */
export const REQUIRED_ROLE_FIELDS: Record<Role, readonly ExtraField[]> = {
  student: ['name', 'grade', 'join_code'],
  teacher: ['name', 'school'],
  school: ['school'],
  parent: ['name', 'school', 'child_username'],
};

export const EMPTY_SIGN_UP: SignUpValues = {
  role: '',
  username: '',
  email: '',
  password: '',
  name: '',
  grade: '',
  section: '',
  school: '',
  phone_number: '',
  child_username: '',
  join_code: '',
  privacy_notice: false,
};

const FIELD_NAMES = new Set<string>(Object.keys(EMPTY_SIGN_UP));

/** Maps a contract or server field path ("user.username", ["user", "email"]) to the form's flat name. */
export function formField(path: string | readonly PropertyKey[]): keyof SignUpValues | null {
  const segments = typeof path === 'string' ? path.split('.') : path.map(String);
  const last = segments[segments.length - 1];
  return last !== undefined && FIELD_NAMES.has(last) ? (last as keyof SignUpValues) : null;
}

/** Parses the values with the contract schema, sending only the fields of the chosen role. */
export function parseSignUp(values: SignUpValues) {
  const extras: Partial<Record<ExtraField, string>> = {};
  const role = ROLES.find((r) => r === values.role);
  for (const field of role ? ROLE_FIELDS[role] : []) extras[field] = values[field];
  return registerRequestSchema.safeParse({
    user: { username: values.username, password: values.password, email: values.email, role: values.role },
    ...extras,
  });
}
