import type { TFunction } from 'i18next';
import { AUTHORING_MESSAGES } from '@prayog/contract';

/**
 * The contract's messages the editors show before anything is sent (the server's own answers already come in the
 * reader's language). The English catalogue holds them word for word; a test keeps the two in step.
 */
export const LOCAL_MESSAGE_KEYS = [
  'nameRequired', 'topicRequired', 'badSlug', 'badPosition', 'badVideo', 'badSimulator', 'contentTooLong', 'badTime', 'noQuestions',
  'tooManyQuestions', 'questionText', 'answerText', 'answerCount', 'oneCorrect', 'duplicateAnswers', 'someCorrect', 'trueFalse', 'numericAnswer',
  'acceptedAnswers', 'badMarks', 'badTolerance', 'badTag', 'drawTooMany',
] as const satisfies readonly (keyof typeof AUTHORING_MESSAGES)[];

/** A validation message of the contract in the reader's language; any other message as it is. */
export function localMessage(t: TFunction<'authoring'>, message: string): string {
  const key = LOCAL_MESSAGE_KEYS.find((k) => AUTHORING_MESSAGES[k] === message);
  return key ? t(`messages.${key}`) : message;
}
