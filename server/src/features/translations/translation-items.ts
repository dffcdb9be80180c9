/**
 * Each kind of translatable content as the authoring side of ADR 0044 reads it: the item's own (English) text field by
 * field beside its version in one language, with where the item sits (its parent and position), who owns it (the
 * school of a quiz, the sender of a notification) and whether it is archived. One select per kind, which the subject
 * and news views, the save and the policy all use, so an item looks the same from every route.
 */
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import {
  TRANSLATABLE_FIELDS, fileUrl, isChoiceKind,
  type Language, type QuestionKind, type TranslatableKind, type TranslationItem, type TranslationRole,
} from '@prayog/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../../policies';
import { lessons, subjects } from '../lessons/lessons.table';
import { answers, questions, quizzes } from '../quizzes/quizzes.table';
import { news, updates } from '../news/news.table';
import { notifications } from '../notifications/notifications.table';
import {
  answerTranslations, lessonTranslations, newsTranslations, notificationTranslations, questionTranslations, quizTranslations,
  subjectTranslations, updateTranslations,
} from './translations.table';
import { versionOf } from './in-language';
import { mayWrite } from './who-writes';

interface KindSpec {
  /** The item's own table and id. */
  item: AnyPgColumn;
  /** The versions' table, and the key (its JS name) of the column naming the item. */
  versions: PgTable;
  itemKey: string;
  /** Per translated field: the English text on the item's row, and the key of its column in the versions table. */
  fields: Record<string, { source: AnyPgColumn; key: string }>;
}

export const KINDS: Record<TranslatableKind, KindSpec> = {
  subject: {
    item: subjects.id, versions: subjectTranslations, itemKey: 'subjectId',
    fields: { name: { source: subjects.name, key: 'name' }, description: { source: subjects.description, key: 'description' } },
  },
  lesson: {
    item: lessons.id, versions: lessonTranslations, itemKey: 'lessonId',
    fields: { name: { source: lessons.name, key: 'name' }, content_html: { source: lessons.contentHtml, key: 'contentHtml' } },
  },
  quiz: {
    item: quizzes.id, versions: quizTranslations, itemKey: 'quizId',
    fields: { quiz_name: { source: quizzes.quizName, key: 'quizName' }, topic: { source: quizzes.topic, key: 'topic' } },
  },
  question: { item: questions.id, versions: questionTranslations, itemKey: 'questionId', fields: { text: { source: questions.text, key: 'text' } } },
  answer: { item: answers.id, versions: answerTranslations, itemKey: 'answerId', fields: { text: { source: answers.text, key: 'text' } } },
  news: {
    item: news.id, versions: newsTranslations, itemKey: 'newsId',
    fields: { title: { source: news.title, key: 'title' }, content: { source: news.content, key: 'content' } },
  },
  update: { item: updates.id, versions: updateTranslations, itemKey: 'updateId', fields: { message: { source: updates.message, key: 'message' } } },
  notification: {
    item: notifications.id, versions: notificationTranslations, itemKey: 'notificationId',
    fields: { subject: { source: notifications.subject, key: 'subject' }, message: { source: notifications.message, key: 'message' } },
  },
};

/** A column of a kind's versions table by its JS key. */
export const versionColumn = (kind: TranslatableKind, key: string): AnyPgColumn =>
  (getTableColumns(KINDS[kind].versions) as Record<string, AnyPgColumn>)[key];

/** The join of an item to its version in the language. */
export const versionJoin = (kind: TranslatableKind, language: Language): SQL =>
  versionOf(versionColumn(kind, KINDS[kind].itemKey), KINDS[kind].item, versionColumn(kind, 'language'), language);

/** An item as read: its place and owner, then `src_<field>` (English) and `ver_<field>` (the version) per field. */
export interface ItemRow {
  kind: TranslatableKind;
  id: number;
  parentId: number | null;
  position: number | null;
  /** The school that owns it (a school's quiz, news, update or notification); null: every school's. */
  schoolId: number | null;
  sentBy: number | null;
  archived: boolean;
  questionKind: QuestionKind | null;
  updatedAt: Date | null;
  /** Lessons: the documents in the language and in English. */
  hintFileId?: string | null;
  lessonPlanFileId?: string | null;
  sourceHintFileId?: string | null;
  sourceLessonPlanFileId?: string | null;
  [field: `src_${string}` | `ver_${string}`]: string | null;
}

const NULL_INT = sql<number | null>`null::int`;
const isSet = (column: AnyPgColumn) => sql<boolean>`(${column} is not null)`;

function columns(kind: TranslatableKind, place: Partial<Record<'parentId' | 'position' | 'schoolId' | 'sentBy' | 'questionKind', AnyPgColumn | SQL>> & { archived?: SQL }) {
  const fields: Record<string, AnyPgColumn> = {};
  for (const [field, { source, key }] of Object.entries(KINDS[kind].fields)) {
    fields[`src_${field}`] = source;
    fields[`ver_${field}`] = versionColumn(kind, key);
  }
  return {
    id: KINDS[kind].item, parentId: place.parentId ?? NULL_INT, position: place.position ?? NULL_INT, schoolId: place.schoolId ?? NULL_INT,
    sentBy: place.sentBy ?? NULL_INT, questionKind: place.questionKind ?? sql<string | null>`null::text`, archived: place.archived ?? sql<boolean>`false`,
    updatedAt: versionColumn(kind, 'updatedAt'), ...fields,
  };
}

/**
 * The items of a kind that `where` picks, in `order`, with their versions in `language`. A lesson is archived with its
 * subject, a question or answer with its quiz.
 */
export async function selectItems(db: Db, kind: TranslatableKind, language: Language, where: SQL | undefined, order: (AnyPgColumn | SQL)[] = [], limit?: number): Promise<ItemRow[]> {
  const join = versionJoin(kind, language);
  const { versions } = KINDS[kind];
  const tail = <Q extends PgSelect>(query: Q) => {
    const sorted = query.where(where).orderBy(...order);
    return limit === undefined ? sorted : sorted.limit(limit);
  };
  let rows: Record<string, unknown>[];
  switch (kind) {
    case 'subject':
      rows = await tail(db.select(columns(kind, { archived: isSet(subjects.archivedAt) })).from(subjects).leftJoin(versions, join).$dynamic());
      break;
    case 'lesson':
      rows = await tail(db.select({
        ...columns(kind, { parentId: lessons.subjectId, position: lessons.position, archived: sql<boolean>`(${lessons.archivedAt} is not null or ${subjects.archivedAt} is not null)` }),
        hintFileId: lessonTranslations.hintFileId, lessonPlanFileId: lessonTranslations.lessonPlanFileId,
        sourceHintFileId: lessons.hintFileId, sourceLessonPlanFileId: lessons.lessonPlanFileId,
      }).from(lessons).innerJoin(subjects, eq(subjects.id, lessons.subjectId)).leftJoin(versions, join).$dynamic());
      break;
    case 'quiz':
      rows = await tail(db.select(columns(kind, { parentId: quizzes.subjectId, schoolId: quizzes.schoolId, archived: isSet(quizzes.archivedAt) }))
        .from(quizzes).leftJoin(versions, join).$dynamic());
      break;
    case 'question':
      rows = await tail(db.select(columns(kind, { parentId: questions.quizId, position: questions.position, schoolId: quizzes.schoolId, archived: isSet(quizzes.archivedAt) }))
        .from(questions).innerJoin(quizzes, eq(quizzes.id, questions.quizId)).leftJoin(versions, join).$dynamic());
      break;
    case 'answer':
      rows = await tail(db.select(columns(kind, {
        parentId: answers.questionId, position: answers.position, schoolId: quizzes.schoolId, archived: isSet(quizzes.archivedAt), questionKind: questions.kind,
      })).from(answers).innerJoin(questions, eq(questions.id, answers.questionId)).innerJoin(quizzes, eq(quizzes.id, questions.quizId))
        .leftJoin(versions, join).$dynamic());
      break;
    case 'news':
      rows = await tail(db.select(columns(kind, { schoolId: news.schoolId })).from(news).leftJoin(versions, join).$dynamic());
      break;
    case 'update':
      rows = await tail(db.select(columns(kind, { schoolId: updates.schoolId })).from(updates).leftJoin(versions, join).$dynamic());
      break;
    case 'notification':
      rows = await tail(db.select(columns(kind, { schoolId: notifications.schoolId, sentBy: notifications.sentBy })).from(notifications).leftJoin(versions, join).$dynamic());
      break;
  }
  return rows.map((r) => ({ ...r, kind, archived: Boolean(r.archived) }) as ItemRow);
}

/** One item by kind and id, with its version in the language; null when there is none. */
export async function findItem(db: Db, kind: TranslatableKind, id: number, language: Language): Promise<ItemRow | null> {
  const [row] = await selectItems(db, kind, language, eq(KINDS[kind].item, id));
  return row ?? null;
}

function roleOf(row: ItemRow): TranslationRole {
  if (row.kind !== 'answer') return row.kind;
  return row.questionKind !== null && !isChoiceKind(row.questionKind) ? 'accepted' : 'option';
}

const urlOf = (fileId: string | null | undefined) => (fileId ? fileUrl(fileId) : null);

/** An item as the editor shows it: each field's English beside its version, and how many have English but no version. */
export function toItem(row: ItemRow, user: Principal): TranslationItem {
  const fields = TRANSLATABLE_FIELDS[row.kind].map((field) => ({ field, source: row[`src_${field}`] ?? '', text: row[`ver_${field}`] ?? null }));
  const role = roleOf(row);
  return {
    kind: row.kind, id: row.id, role, position: row.position, label: row.position === null ? role : `${role} ${row.position}`,
    parent_id: row.parentId, editable: !row.archived && mayWrite(user, row),
    fields, missing: fields.filter((f) => f.source !== '' && f.text === null).length,
    files: row.kind === 'lesson' ? {
      hint_url: urlOf(row.hintFileId), source_hint_url: urlOf(row.sourceHintFileId),
      lesson_plan_url: urlOf(row.lessonPlanFileId), source_lesson_plan_url: urlOf(row.sourceLessonPlanFileId),
    } : null,
    updated_at: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
  };
}

/** The condition "this item's version in this language", for the save and the files. */
export const versionKey = (kind: TranslatableKind, id: number, language: Language): SQL =>
  and(eq(versionColumn(kind, KINDS[kind].itemKey), id), eq(versionColumn(kind, 'language'), language))!;
