import type { TFunction } from 'i18next';
import type { TranslationItem } from '@prayog/contract';

/** The field that names an item (its heading shows the English of it, so an author knows which lesson or quiz it is). */
const NAME_FIELD: Partial<Record<TranslationItem['kind'], string>> = {
  subject: 'name', lesson: 'name', quiz: 'quiz_name', news: 'title', notification: 'subject',
};

/**
 * The item's place in the subject, in the screen's language, from its role and position (the server names no words):
 * "Lesson 3", "Question 2", "Option B", "Accepted answer 1" — "पाठ 3" on a Hindi screen.
 */
export function placeLabel(t: TFunction<'translations'>, item: Pick<TranslationItem, 'role' | 'position'>): string {
  const number = item.position;
  switch (item.role) {
    case 'lesson': return number === null ? t('place.lessonOnly') : t('place.lesson', { number });
    case 'question': return number === null ? t('place.questionOnly') : t('place.question', { number });
    // Options are lettered as the quiz shows them (A, B, C …); past Z the number.
    case 'option': return number === null ? t('place.optionOnly') : t('place.option', { letter: number >= 1 && number <= 26 ? String.fromCharCode(64 + number) : String(number) });
    case 'accepted': return number === null ? t('place.accepted') : t('place.acceptedNumbered', { number });
    default: return t(`place.${item.role}`);
  }
}

/** The English name beside the place ("Lesson 3 · Motors and gears"), when the item has one. */
export function englishName(item: TranslationItem): string | null {
  const field = NAME_FIELD[item.kind];
  const source = item.fields.find((f) => f.field === field)?.source.trim();
  return source ? source : null;
}

/** How deep an item sits under the subject: quizzes' questions and their options are indented on wide screens. */
export function depthOf(kind: TranslationItem['kind']): 0 | 1 | 2 {
  if (kind === 'question') return 1;
  if (kind === 'answer') return 2;
  return 0;
}
