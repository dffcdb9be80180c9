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
}

export type ExtraField = 'name' | 'grade' | 'section' | 'school' | 'phone_number' | 'child_username';

/** Role-specific fields of spec 1 §5; none of them is required. */
export const ROLE_FIELDS: Record<Role, readonly ExtraField[]> = {
  student: ['name', 'grade', 'section', 'school'],
  teacher: ['name', 'school'],
  school: ['school'],
  parent: ['name', 'school', 'phone_number', 'child_username'],
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
