import type { TFunction } from 'i18next';
import {
  GRADES, QUIZ_KINDS, QUIZ_TYPES, REVIEW_MODES, SIMULATOR_IDS, type QuestionKind, type QuizKind, type QuizType, type ReviewMode, type SimulatorId,
} from '@prayog/contract';

/** The choices the authoring forms offer, labelled in the reader's language. */
export const gradeOptions = (t: TFunction<'authoring'>) => GRADES.map((g) => ({ value: String(g), label: t('common.grade', { grade: g }) }));

export const quizTypeOptions = (t: TFunction<'authoring'>) => QUIZ_TYPES.map((type) => ({ value: type, label: quizTypeLabel(t, type) }));

export const quizKindOptions = (t: TFunction<'authoring'>) => QUIZ_KINDS.map((kind) => ({ value: kind, label: quizKindLabel(t, kind) }));

export const reviewModeOptions = (t: TFunction<'authoring'>) => REVIEW_MODES.map((mode) => ({ value: mode, label: t(`reviewModes.${mode}`) }));

export const simulatorOptions = (t: TFunction<'authoring'>) => SIMULATOR_IDS.map((id) => ({ value: id, label: simulatorLabel(t, id) }));

export const quizTypeLabel = (t: TFunction<'authoring'>, type: QuizType) => t(`quizTypes.${type}`);

export const quizKindLabel = (t: TFunction<'authoring'>, kind: QuizKind) => t(`quizKinds.${kind}`);

export const simulatorLabel = (t: TFunction<'authoring'>, id: SimulatorId) => t(`simulators.${id}`);

export const reviewModeLabel = (t: TFunction<'authoring'>, mode: ReviewMode) => t(`reviewModes.${mode}`);

export const questionKindLabel = (t: TFunction<'authoring'>, kind: QuestionKind) => t(`questionKinds.${kind}`);

/** Negative marking as offered and summarised: "None", or the share of a question's marks a wrong answer loses. */
export const negativeMarkingLabel = (t: TFunction<'authoring'>, percent: number) => (percent === 0 ? t('marking.none') : t('marking.share', { percent }));
