import type { z } from 'zod';
import type { FieldError } from '../lib/api';

/** The input kinds a FormModal field can be. */
export type FormFieldKind = 'text' | 'textarea' | 'number' | 'select' | 'date' | 'datetime' | 'password' | 'url' | 'email' | 'file' | 'checkbox';

export interface SelectOption {
  /** The value the schema receives (a grade number stays a number). */
  value: string | number;
  label: string;
  /** Shown but not choosable (a quiz the chosen class already has); a chosen value that becomes disabled is cleared. */
  disabled?: boolean;
}

interface FieldBase<Name extends string> {
  /** The schema's key. */
  name: Name;
  label: string;
  placeholder?: string;
  /** Help text under the label. */
  description?: string;
  autoComplete?: string;
}

/** One field of a FormModal: which schema key it edits and how it is drawn. */
export type FormFieldSpec<Name extends string = string> =
  | (FieldBase<Name> & { kind: Exclude<FormFieldKind, 'select' | 'file'> })
  | (FieldBase<Name> & { kind: 'select'; options: readonly (SelectOption | string | number)[] })
  | (FieldBase<Name> & { kind: 'file'; accept?: string });

/** What the inputs hold: text-like inputs a string ('' when empty), number inputs a number or '', a file or null, a checkbox a boolean. */
export type RawValue = string | number | boolean | File | null;
export type RawValues = Record<string, RawValue>;

export type ObjectSchema = z.ZodObject;

const fieldSchema = (schema: ObjectSchema, name: string): z.ZodType | undefined => (schema.shape as Record<string, z.ZodType>)[name];

function accepts(schema: z.ZodType | undefined, value: unknown): boolean {
  return schema !== undefined && schema.safeParse(value).success;
}

/**
 * Required unless the schema lets the field be left out: optional, nullable or with a default. A checkbox is
 * required only when the schema refuses `false` (an "I agree" box).
 */
export function isRequired(schema: ObjectSchema, field: FormFieldSpec): boolean {
  const s = fieldSchema(schema, field.name);
  if (!s) return false;
  if (field.kind === 'checkbox') return !accepts(s, false);
  return !accepts(s, undefined) && !accepts(s, null);
}

export function optionsOf(options: readonly (SelectOption | string | number)[]): SelectOption[] {
  return options.map((option) => (typeof option === 'object' ? option : { value: option, label: String(option) }));
}

function dateInputValue(value: unknown): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  // An ISO date-time keeps its date part: the date input takes YYYY-MM-DD.
  return value == null ? '' : String(value).slice(0, 10);
}

/** An ISO moment as the datetime-local input shows it: the person's own clock, to the minute. */
function dateTimeInputValue(value: unknown): string {
  const moment = value instanceof Date ? value : value == null || value === '' ? null : new Date(String(value));
  if (!moment || Number.isNaN(moment.getTime())) return '';
  const local = new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The inputs' starting values from the caller's initial values (a modify form) or empty ones. */
export function initialRawValues(fields: readonly FormFieldSpec[], initial: Record<string, unknown> = {}): RawValues {
  const values: RawValues = {};
  for (const field of fields) {
    const value = initial[field.name];
    switch (field.kind) {
      case 'checkbox':
        values[field.name] = value === true;
        break;
      case 'file':
        values[field.name] = value instanceof File ? value : null;
        break;
      case 'number':
        values[field.name] = typeof value === 'number' ? value : value == null ? '' : String(value);
        break;
      case 'date':
        values[field.name] = dateInputValue(value);
        break;
      case 'datetime':
        values[field.name] = dateTimeInputValue(value);
        break;
      default:
        values[field.name] = value == null ? '' : String(value);
    }
  }
  return values;
}

function isEmpty(field: FormFieldSpec, value: RawValue): boolean {
  if (field.kind === 'checkbox') return false;
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  // A password of spaces is still a password; other text of only spaces counts as nothing typed.
  return field.kind === 'password' ? value === '' : value.trim() === '';
}

/**
 * The object the schema parses: the caller's initial values (ids and other keys without a field), then each
 * field's value in the type the schema expects. An empty field becomes null when the schema takes null,
 * otherwise undefined (so optional fields are left out and defaults apply).
 */
export function toSchemaInput(schema: ObjectSchema, fields: readonly FormFieldSpec[], raw: RawValues, initial: Record<string, unknown> = {}) {
  const input: Record<string, unknown> = { ...initial };
  for (const field of fields) {
    const value = raw[field.name];
    if (isEmpty(field, value)) {
      input[field.name] = accepts(fieldSchema(schema, field.name), null) ? null : undefined;
      continue;
    }
    switch (field.kind) {
      case 'number': {
        const n = typeof value === 'number' ? value : Number(value);
        input[field.name] = Number.isFinite(n) ? n : value;
        break;
      }
      case 'select':
        input[field.name] = optionsOf(field.options).find((option) => String(option.value) === value)?.value ?? value;
        break;
      case 'datetime': {
        // The input holds the person's local time ("2026-11-29T10:30"); the contract takes an ISO moment.
        const moment = new Date(String(value));
        input[field.name] = Number.isNaN(moment.getTime()) ? value : moment.toISOString();
        break;
      }
      default:
        input[field.name] = value;
    }
  }
  return input;
}

/** The field a contract or server path names ("title", "body.title", ["title"]), if the form has it. */
export function fieldOf(path: string | readonly PropertyKey[], names: ReadonlySet<string>): string | null {
  const segments = typeof path === 'string' ? path.split('.') : path.map(String);
  const joined = segments.join('.');
  if (names.has(joined)) return joined;
  for (let i = segments.length - 1; i >= 0; i -= 1) if (names.has(segments[i])) return segments[i];
  return null;
}

export interface SortedErrors {
  /** The first message per field. */
  fields: Record<string, string>;
  /** Messages that belong to no field of the form. */
  form: string[];
}

/** Every validation issue under its field at once; a required field left empty reads `requiredText`. */
export function sortIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  context: { names: ReadonlySet<string>; required: ReadonlySet<string>; empty: ReadonlySet<string>; requiredText: string },
): SortedErrors {
  const result: SortedErrors = { fields: {}, form: [] };
  for (const issue of issues) {
    const field = fieldOf(issue.path, context.names);
    if (!field) {
      result.form.push(issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message);
    } else if (!(field in result.fields)) {
      result.fields[field] = context.required.has(field) && context.empty.has(field) ? context.requiredText : issue.message;
    }
  }
  return result;
}

/** The names of the fields left empty. */
export function emptyFields(fields: readonly FormFieldSpec[], raw: RawValues): Set<string> {
  return new Set(fields.filter((field) => isEmpty(field, raw[field.name])).map((field) => field.name));
}

/** The server's field errors under the form's fields; the others are reported as not placed. */
export function placeServerErrors(errors: readonly FieldError[], names: ReadonlySet<string>): SortedErrors {
  const result: SortedErrors = { fields: {}, form: [] };
  for (const error of errors) {
    const field = fieldOf(error.field, names);
    if (!field) result.form.push(`${error.field}: ${error.message}`);
    else if (!(field in result.fields)) result.fields[field] = error.message;
  }
  return result;
}
