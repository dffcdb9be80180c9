import { and, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  TRANSLATABLE_FIELDS, TRANSLATIONS_MESSAGES, TRANSLATION_MAX_LENGTH, answerMatchKey,
  type Language, type QuestionKind, type SaveTranslation, type TranslatableKind, type TranslationItem,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import type { Principal } from '../../policies';
import { recordAudit } from '../audit';
import { sanitizeLessonHtml } from '../authoring';
import { KINDS, findItem, toItem, versionColumn, versionKey, type ItemRow } from './translation-items';

/** The audit log's name for a version's change; its entity id is `<kind>:<id>`, the language in the entry. */
export const AUDIT_ENTITY = 'translation';

const maxLength = (field: string): number =>
  (TRANSLATION_MAX_LENGTH as Record<string, number>)[field] ?? TRANSLATION_MAX_LENGTH.default;

/** A field's text as stored: trimmed, a lesson's rich text sanitised as the lesson's own; empty is null (read in English). */
function cleaned(field: string, raw: string | null): string | null {
  const text = raw?.trim() ?? '';
  if (text.length > maxLength(field)) throw badRequest(TRANSLATIONS_MESSAGES.tooLong, [{ field: `fields.${field}`, message: TRANSLATIONS_MESSAGES.tooLong }]);
  const stored = field === 'content_html' ? sanitizeLessonHtml(text) : text;
  return stored === '' ? null : stored;
}

/**
 * A typed question's accepted answer keeps the key marking compares (answerMatchKey), so the Hindi answer is accepted
 * for every student (ADR 0044); a numeric question's must be a number (in any script's digits). Options have none.
 */
function matchKeyOf(questionKind: QuestionKind | null, text: string | null): string | null {
  if (text === null || questionKind === null) return null;
  const key = answerMatchKey(questionKind, text);
  if (questionKind === 'numeric' && key === null) {
    throw badRequest(TRANSLATIONS_MESSAGES.numericAnswer, [{ field: 'fields.text', message: TRANSLATIONS_MESSAGES.numericAnswer }]);
  }
  return key || null;
}

/** The fields of the body, checked (400 before anything is written) and as stored, by the versions table's keys. */
function columnValues(item: ItemRow, input: SaveTranslation): { changed: Record<string, string | null>; set: Record<string, string | null> } {
  const entries = Object.entries(input.fields);
  if (entries.length === 0) throw badRequest(TRANSLATIONS_MESSAGES.nothingToChange);
  const allowed = TRANSLATABLE_FIELDS[item.kind] as readonly string[];
  const unknown = entries.filter(([field]) => !allowed.includes(field));
  if (unknown.length > 0) {
    throw badRequest(TRANSLATIONS_MESSAGES.unknownField, unknown.map(([field]) => ({ field: `fields.${field}`, message: TRANSLATIONS_MESSAGES.unknownField })));
  }
  const changed: Record<string, string | null> = {};
  const set: Record<string, string | null> = {};
  for (const [field, raw] of entries) {
    changed[field] = cleaned(field, raw);
    set[KINDS[item.kind].fields[field].key] = changed[field];
  }
  if (item.kind === 'answer' && 'text' in changed) set.matchKey = matchKeyOf(item.questionKind, changed.text);
  return { changed, set };
}

/** The columns that hold something of a version: its fields, and a lesson's documents. */
const contentKeys = (kind: TranslatableKind) =>
  [...Object.values(KINDS[kind].fields).map((f) => f.key), ...(kind === 'lesson' ? ['hintFileId', 'lessonPlanFileId'] : [])];

/** Writes the columns of one version (made if it is not there yet), with who wrote it and when. */
export async function upsertVersion(tx: Db, user: Principal, kind: TranslatableKind, id: number, language: Language, set: Record<string, unknown>): Promise<void> {
  const { versions, itemKey } = KINDS[kind];
  const written = { ...set, updatedAt: sql`now()`, updatedBy: user.id };
  await tx.insert(versions as PgTable).values({ [itemKey]: id, language, ...written } as never)
    .onConflictDoUpdate({ target: [versionColumn(kind, itemKey), versionColumn(kind, 'language')], set: written as never });
}

/** A version left with nothing in it goes: the reader then reads the item in English, as before it was written. */
export async function dropIfEmpty(tx: Db, kind: TranslatableKind, id: number, language: Language): Promise<void> {
  await tx.delete(KINDS[kind].versions as PgTable)
    .where(and(versionKey(kind, id, language), ...contentKeys(kind).map((key) => isNull(versionColumn(kind, key)))));
}

/** The version's columns as they are now (null when there is none), for the audit's "before". */
export async function currentVersion(tx: Db, kind: TranslatableKind, id: number, language: Language): Promise<Record<string, unknown> | null> {
  const selection = Object.fromEntries(contentKeys(kind).map((key) => [key, versionColumn(kind, key)])) as Record<string, AnyPgColumn>;
  const [row] = await tx.select(selection).from(KINDS[kind].versions as PgTable).where(versionKey(kind, id, language)).limit(1);
  return row ?? null;
}

/** How a field shows in the audit log: a lesson's rich text by its length, the rest as written. */
function auditView(kind: TranslatableKind, fields: string[], values: Record<string, unknown> | null) {
  return Object.fromEntries(fields.map((field) => {
    const value = (values?.[KINDS[kind].fields[field].key] ?? null) as string | null;
    return field === 'content_html' ? ['content_html_length', value?.length ?? 0] : [field, value];
  }));
}

/**
 * Writes the given fields of an item's version in a language (the policy loaded the item and checked the caller may
 * edit it); fields left out stay as they are, an empty one is removed, and a version left empty goes. One audit entry.
 */
export async function saveTranslation(db: Db, user: Principal, item: ItemRow, language: Language, input: SaveTranslation): Promise<TranslationItem> {
  const { changed, set } = columnValues(item, input);
  const fields = Object.keys(changed);
  await db.transaction(async (tx) => {
    const before = await currentVersion(tx, item.kind, item.id, language);
    await upsertVersion(tx, user, item.kind, item.id, language, set);
    await dropIfEmpty(tx, item.kind, item.id, language);
    await recordAudit(tx, {
      schoolId: item.schoolId, actorId: user.id, action: 'update', entity: AUDIT_ENTITY, entityId: `${item.kind}:${item.id}`,
      before: { language, ...auditView(item.kind, fields, before) }, after: { language, ...auditView(item.kind, fields, set) },
    });
  });
  return toItem((await findItem(db, item.kind, item.id, language))!, user);
}
