import type { ReactNode } from 'react';
import { ActionIcon, Button, Checkbox, Group, Input, NumberInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QUIZ_MAX_ACCEPTED, QUIZ_MAX_ANSWERS, QUIZ_MIN_ANSWERS } from '@prayog/contract';
import { newKey, type DraftAnswer, type DraftQuestion } from './quiz-draft';

/** The answers part of one question, per kind (ADR 0041). */
interface AnswersProps { question: DraftQuestion; onChange: (question: DraftQuestion) => void; error?: string }

/** Rows of answer texts, each with what stands before it (a radio, a checkbox) and its remove button; added and removed within limits. */
function AnswerRows({ answers, min, max, onAnswers, before, labelOf, removeLabelOf, addLabel, testId }: {
  answers: DraftAnswer[];
  min: number;
  max: number;
  onAnswers: (answers: DraftAnswer[]) => void;
  before?: (answer: DraftAnswer, index: number) => ReactNode;
  labelOf: (number: number) => string;
  removeLabelOf: (number: number) => string;
  addLabel: string;
  testId: { row: string; text: string; remove: string; add: string };
}) {
  return (
    <Stack gap={6} mt={6}>
      {answers.map((answer, i) => (
        <Group key={answer.key} gap="xs" wrap="nowrap" data-testid={testId.row}>
          {before?.(answer, i)}
          <TextInput aria-label={labelOf(i + 1)} placeholder={labelOf(i + 1)} value={answer.text} style={{ flex: 1 }} data-testid={testId.text}
            onChange={(e) => {
              const text = e.currentTarget.value;
              onAnswers(answers.map((a) => (a.key === answer.key ? { ...a, text } : a)));
            }} />
          <ActionIcon variant="subtle" color="red" onClick={() => onAnswers(answers.filter((a) => a.key !== answer.key))} disabled={answers.length <= min}
            aria-label={removeLabelOf(i + 1)} data-testid={testId.remove}><IconX size={16} aria-hidden /></ActionIcon>
        </Group>
      ))}
      <Group>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onAnswers([...answers, { key: newKey(), text: '' }])}
          disabled={answers.length >= max} data-testid={testId.add}>{addLabel}</Button>
      </Group>
    </Stack>
  );
}

const CHOICE_IDS = { row: 'answer-row', text: 'answer-text', remove: 'remove-answer', add: 'add-answer' };

/** Single choice: one right option, chosen with a radio. Multiple select: any number of right options, ticked. */
export function ChoiceAnswers({ question, onChange, error }: AnswersProps) {
  const { t } = useTranslation('authoring');
  const multiple = question.kind === 'multiple';
  const rows = (
    <AnswerRows answers={question.options} min={QUIZ_MIN_ANSWERS} max={QUIZ_MAX_ANSWERS} testId={CHOICE_IDS} addLabel={t('quizzes.editor.addAnswer')}
      labelOf={(number) => t('quizzes.editor.answerLabel', { number })} removeLabelOf={(number) => t('quizzes.editor.removeAnswerLabel', { number })}
      onAnswers={(options) => onChange({ ...question, options, correct: question.correct.filter((key) => options.some((o) => o.key === key)) })}
      before={(answer, i) => (multiple
        ? <Checkbox value={answer.key} aria-label={t('quizzes.editor.markRight', { number: i + 1 })} data-testid="answer-correct" />
        : <Radio value={answer.key} aria-label={t('quizzes.editor.markCorrect', { number: i + 1 })} data-testid="answer-correct" />)} />
  );
  const hint = { min: QUIZ_MIN_ANSWERS, max: QUIZ_MAX_ANSWERS };
  return multiple ? (
    <Checkbox.Group label={t('quizzes.editor.answers')} description={t('quizzes.editor.multipleHint', hint)} value={question.correct}
      onChange={(correct) => onChange({ ...question, correct })} error={error}>
      {rows}
    </Checkbox.Group>
  ) : (
    <Radio.Group label={t('quizzes.editor.answers')} description={t('quizzes.editor.answersHint', hint)} value={question.correct[0] ?? null}
      onChange={(key) => onChange({ ...question, correct: [key] })} error={error} name={`correct-${question.key}`}>
      {rows}
    </Radio.Group>
  );
}

/** True / false: the two options as they were set, the author marks the right one. */
export function TrueFalseAnswer({ question, onChange, error }: AnswersProps) {
  const { t } = useTranslation('authoring');
  return (
    <Radio.Group label={t('quizzes.editor.rightAnswer')} description={t('quizzes.editor.trueFalseHint')} value={question.truthCorrect}
      onChange={(truthCorrect) => onChange({ ...question, truthCorrect })} error={error} name={`truth-${question.key}`}>
      <Group gap="lg" mt={6}>
        {question.truth.map((a) => <Radio key={a.key} value={a.key} label={a.text} data-testid="truth-option" />)}
      </Group>
    </Radio.Group>
  );
}

/** Number: the answer and how far from it a student's number may be (± tolerance, 0 by default). */
export function NumericAnswer({ question, onChange, error, toleranceError }: AnswersProps & { toleranceError?: string }) {
  const { t } = useTranslation('authoring');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput label={t('quizzes.editor.numericAnswer')} description={t('quizzes.editor.numericHint')} value={question.number} inputMode="decimal"
        onChange={(e) => onChange({ ...question, number: e.currentTarget.value })} required error={error} data-testid="numeric-answer" />
      <NumberInput label={t('quizzes.editor.tolerance')} description={t('quizzes.editor.toleranceHint')} value={question.tolerance} min={0}
        allowNegative={false} decimalScale={6} onChange={(tolerance) => onChange({ ...question, tolerance })} error={toleranceError}
        data-testid="numeric-tolerance" />
    </SimpleGrid>
  );
}

/** Short answer: 1–10 accepted answers; case, spacing and the joiners of Hindi spellings are ignored when marking. */
export function ShortTextAnswers({ question, onChange, error }: AnswersProps) {
  const { t } = useTranslation('authoring');
  return (
    <Input.Wrapper label={t('quizzes.editor.accepted')} description={t('quizzes.editor.acceptedHint', { max: QUIZ_MAX_ACCEPTED })} error={error}
      labelElement="div">
      <div role="group" aria-label={t('quizzes.editor.accepted')}>
        <AnswerRows answers={question.accepted} min={1} max={QUIZ_MAX_ACCEPTED} addLabel={t('quizzes.editor.addAccepted')}
          testId={{ row: 'accepted-row', text: 'accepted-answer', remove: 'remove-accepted', add: 'add-accepted' }}
          labelOf={(number) => t('quizzes.editor.acceptedLabel', { number })} removeLabelOf={(number) => t('quizzes.editor.removeAcceptedLabel', { number })}
          onAnswers={(accepted) => onChange({ ...question, accepted })} />
      </div>
    </Input.Wrapper>
  );
}
