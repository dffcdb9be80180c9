import type { TranslationField, TranslationItem } from '@prayog/contract';

/** An item's place in the editor's state (kinds number their ids apart: lesson 3 is not question 3). */
export const itemKey = (item: Pick<TranslationItem, 'kind' | 'id'>) => `${item.kind}-${item.id}`;

/** What the author has typed for an item, field by field, that is not saved yet. */
export type ItemDraft = Record<string, string>;

/** The text a field shows in the language: the author's unsaved text, else the saved version, else nothing. */
export const shownText = (field: TranslationField, draft: ItemDraft | undefined) => draft?.[field.field] ?? field.text ?? '';

/** A field still to write: English text and no version (the server counts alike, in `missing`). */
export const isMissing = (field: TranslationField) => field.source.trim() !== '' && (field.text ?? '').trim() === '';

/** A field's text as it is sent: only spaces count as empty. */
export const sendable = (text: string) => (text.trim() === '' ? '' : text);

/**
 * The fields to send when the item is saved: only those whose text differs from the saved version. A field emptied
 * is sent as '' — the server then removes that field's version and learners read the English again.
 */
export function changedFields(item: TranslationItem, draft: ItemDraft | undefined): Record<string, string> {
  const changes: Record<string, string> = {};
  if (!draft) return changes;
  for (const field of item.fields) {
    const text = draft[field.field];
    if (text === undefined) continue;
    const next = sendable(text);
    if (next !== (field.text ?? '')) changes[field.field] = next;
  }
  return changes;
}

/**
 * The editor's sections: the subject, each lesson, and each quiz with its questions and their options (the server
 * lists a quiz's questions and options right after it); on the news page each news item and update is its own, and
 * the notifications (many and short) share one section, `notifications`, whose head is the first of them.
 */
export interface ItemGroup { key: string; head: TranslationItem; items: TranslationItem[]; missing: number }

/** The key of the one section holding every notification. */
export const NOTIFICATIONS_GROUP = 'notifications';

export function groupItems(items: readonly TranslationItem[]): ItemGroup[] {
  const groups: ItemGroup[] = [];
  let notifications: ItemGroup | undefined;
  for (const item of items) {
    const joinsQuiz = (item.kind === 'question' || item.kind === 'answer') && groups.length > 0;
    const group = item.kind === 'notification' ? notifications : joinsQuiz ? groups[groups.length - 1] : undefined;
    if (group) {
      group.items.push(item);
      group.missing += item.missing;
    } else {
      const made = { key: item.kind === 'notification' ? NOTIFICATIONS_GROUP : itemKey(item), head: item, items: [item], missing: item.missing };
      if (item.kind === 'notification') notifications = made;
      groups.push(made);
    }
  }
  return groups;
}

/** The texts with English and how many of them have no version yet, over all items. */
export function countOf(items: readonly TranslationItem[]) {
  let fields = 0;
  let missing = 0;
  for (const item of items) {
    fields += item.fields.filter((f) => f.source.trim() !== '').length;
    missing += item.missing;
  }
  return { fields, missing };
}

/** The share written, rounded down so 99.6% never reads as done. */
export const percentDone = (fields: number, missing: number) => (fields === 0 ? 100 : Math.floor((100 * (fields - missing)) / fields));
