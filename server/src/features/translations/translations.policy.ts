import { SOURCE_LANGUAGE, TRANSLATIONS_MESSAGES, type TranslatableKind } from '@prayog/contract';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors';
import type { Policy, Principal } from '../../policies';
import { QUIZ_AUTHOR_ROLES } from '../authoring';
import { findItem, type ItemRow } from './translation-items';
import { mayWrite } from './who-writes';

/**
 * Writing one item's version (PUT /authoring/translations/{kind}/{id}/{language}/): the item is loaded once; a
 * missing or archived one is 404, one the caller may not edit (who-writes.ts) 403. Only teachers and superusers get
 * past the gate (school accounts, students and parents author nothing). The write starts the item's school's kept
 * answers afresh (every school's for an item of every school).
 */
export const translationWriter: Policy<{ user: Principal; item: ItemRow }> = {
  rule: { kind: 'school-owned', record: 'item to translate', roles: QUIZ_AUTHOR_ROLES },
  gate: { signedIn: true, roles: QUIZ_AUTHOR_ROLES, superuser: true, deniedDetail: TRANSLATIONS_MESSAGES.notYours },
  summary: 'One item’s version: superusers any; teachers their own school’s quizzes (questions, answers) and the notifications they sent.',
  schoolOf: ({ item }) => item.schoolId,
  async authorize(req, user, db) {
    if (!user) throw unauthorized();
    const { kind, id } = req.params as { kind: TranslatableKind; id: number };
    // The English text and owner only: the version is read again after the write.
    const item = await findItem(db, kind, id, SOURCE_LANGUAGE);
    if (!item || item.archived) throw notFound(TRANSLATIONS_MESSAGES.notFound);
    if (!mayWrite(user, item)) throw forbidden(TRANSLATIONS_MESSAGES.notYours);
    return { user, item };
  },
};
