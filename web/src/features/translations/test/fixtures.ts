import type { TranslationCoverage, TranslationItem } from '@prayog/contract';
import { json, type SeenCall } from '../../../test/fake-api';

/** One item as the server lists it; `fields` maps a field to [English, version or null]. */
export function item(kind: TranslationItem['kind'], id: number, role: TranslationItem['role'], position: number | null,
  fields: Record<string, [string, string | null]>, extra: Partial<TranslationItem> = {}): TranslationItem {
  const list = Object.entries(fields).map(([field, [source, text]]) => ({ field, source, text }));
  return {
    kind, id, role, position, label: position === null ? role : `${role} ${position}`, parent_id: null, editable: true,
    fields: list, missing: list.filter((f) => f.source !== '' && !f.text).length, files: null, updated_at: null, ...extra,
  };
}

/** Robotics in Hindi: the subject done, a lesson half done, a quiz with one question and its two options. */
export const ROBOTICS: TranslationItem[] = [
  item('subject', 3, 'subject', null, { name: ['Robotics', 'रोबोटिक्स'], description: ['Build and program robots.', 'रोबोट बनाना और प्रोग्राम करना।'] }),
  item('lesson', 11, 'lesson', 1, { name: ['What is a robot?', null], content_html: ['<p>A robot senses and acts.</p>', null] },
    { parent_id: 3, files: { hint_url: null, source_hint_url: '/api/authoring/files/hint-11/', lesson_plan_url: null, source_lesson_plan_url: null } }),
  item('quiz', 40, 'quiz', null, { quiz_name: ['Robotics homework', 'रोबोटिक्स गृहकार्य'], topic: ['Motors', null] }, { parent_id: 3 }),
  item('question', 21, 'question', 1, { text: ['What turns a wheel?', null] }, { parent_id: 40 }),
  item('answer', 31, 'option', 1, { text: ['A motor', 'मोटर'] }, { parent_id: 21 }),
  item('answer', 32, 'option', 2, { text: ['A sensor', null] }, { parent_id: 21 }),
];

export const COVERAGE: TranslationCoverage = {
  language: 'hi',
  rows: [
    { subject_id: 3, name: 'Robotics', grade: 7, fields: 10, missing: 6 },
    { subject_id: 4, name: 'Electronics', grade: 7, fields: 8, missing: 0 },
    { subject_id: null, name: 'News, updates and notifications', grade: null, fields: 4, missing: 1 },
  ],
};

/** The item after a save: the server's answer, with the fields sent written (an empty one removed). */
export function saved(before: TranslationItem, fields: Record<string, string | null>): TranslationItem {
  const list = before.fields.map((f) => (f.field in fields ? { ...f, text: fields[f.field] || null } : f));
  return { ...before, fields: list, missing: list.filter((f) => f.source !== '' && !f.text).length, updated_at: '2026-11-30T06:00:00.000Z' };
}

/** The news view in Hindi: a news item (written), an update, and two notifications (one half written). */
export const NEWS: TranslationItem[] = [
  item('news', 5, 'news', null, { title: ['Science fair', 'विज्ञान मेला'], content: ['The fair is on Friday.', 'मेला शुक्रवार को है।'] }),
  item('update', 6, 'update', null, { message: ['Exams next week', null] }),
  item('notification', 71, 'notification', null, { subject: ['Holiday', 'छुट्टी'], message: ['School is closed on Monday.', null] }),
  item('notification', 70, 'notification', null, { subject: ['Bring a mirror', null], message: ['For the optics lesson.', null] }),
];

/** The translations API over `items` (a subject's) and `newsItems`: coverage, the two views, and saves answering the item as written. */
export function translationsApi(items: TranslationItem[], coverage = COVERAGE, newsItems: TranslationItem[] = []) {
  return ({ method, path, query, body }: SeenCall) => {
    if (method === 'GET' && path === '/api/authoring/translations/') return json({ ...coverage, language: query.get('language') });
    if (method === 'GET' && path === '/api/authoring/translations/subjects/3/') return json({ language: query.get('language'), subject_id: 3, items });
    if (method === 'GET' && path === '/api/authoring/translations/news/') return json({ language: query.get('language'), items: newsItems });
    const save = /^\/api\/authoring\/translations\/(\w+)\/(\d+)\/(\w+)\/$/.exec(path);
    if (method === 'PUT' && save) {
      const before = [...items, ...newsItems].find((i) => i.kind === save[1] && i.id === Number(save[2]));
      if (!before) return json({ detail: 'No such item to translate.' }, 404);
      return json(saved(before, (body as { fields: Record<string, string | null> }).fields));
    }
    return undefined;
  };
}
