import type { TranslatableKind } from '@prayog/contract';
import { mayChangeSchoolRecord, type Principal } from '../../policies';
import { QUIZ_AUTHOR_ROLES } from '../authoring';

/** What decides who may write an item's versions: its kind, the school that owns it, who sent it. */
export interface ItemOwner {
  kind: TranslatableKind;
  /** A quiz's (its questions' and answers') school, a notification's; null: every school's. */
  schoolId: number | null;
  /** A notification's sender. */
  sentBy: number | null;
}

/**
 * Who may write an item's versions is who may edit the item (ADR 0044): superusers anything; teachers their own
 * school's quizzes with their questions and answers (as they author them; an every-school quiz is the
 * administrators'), and the notifications they sent. Subjects, lessons, news and updates are the administrators'.
 */
export function mayWrite(user: Principal, item: ItemOwner): boolean {
  if (user.isSuperuser) return true;
  switch (item.kind) {
    case 'quiz':
    case 'question':
    case 'answer':
      return mayChangeSchoolRecord(user, QUIZ_AUTHOR_ROLES, item.schoolId);
    case 'notification':
      return item.sentBy !== null && item.sentBy === user.id;
    default:
      return false;
  }
}
