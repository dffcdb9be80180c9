import { useId, type ComponentType, type ReactNode, type Ref } from 'react';
import { Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESPONSE_MAX_LENGTH, type QuizQuestion } from '@prayog/contract';
import { typedAnswerFits, type AnswerInput } from '../lib/answers';
import classes from './QuizRunner.module.css';

interface QuestionAnswerProps {
  question: QuizQuestion;
  /** 1-based. */
  number: number;
  total: number;
  /** The heading, which takes the focus when the question appears. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The answer kept (what the server has or is being sent). */
  answer: AnswerInput | undefined;
  /** The text in a typed question's field. */
  draft: string;
  /** The server's reason for refusing the typed text (a typed question). */
  error: string | undefined;
  disabled: boolean;
  onChoose: (answer: AnswerInput) => void;
  onType: (text: string) => void;
  /** The typed question's field was left (or Enter pressed): save its text now. */
  onCommit: () => void;
}

interface OptionsProps {
  question: QuizQuestion;
  disabled: boolean;
  /** Radio.Card and Radio.Indicator, or Checkbox.Card and Checkbox.Indicator: the group around them says which. */
  Card: ComponentType<{ value: string; className: string; radius: string; disabled: boolean; 'data-testid': string; children: ReactNode }>;
  Indicator: ComponentType;
}

/** A choice question's options as cards, each a radio or a checkbox named by its text. */
function Options({ question, disabled, Card, Indicator }: OptionsProps) {
  return (
    <Stack gap="xs" mt="sm">
      {question.answers.map((a) => (
        <Card key={a.id} value={String(a.id)} className={classes.option} radius="md" disabled={disabled} data-testid="quiz-option">
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Indicator />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{a.answer}</Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * One question as its kind is answered (ADR 0041): a radio group (single choice, true/false), checkboxes (multiple
 * select, "Choose all that apply"), or a field (a number, a short text). The heading — number, marks and question —
 * names the group or the field for screen readers.
 */
export function QuestionAnswer({ question, number, total, headingRef, answer, draft, error, disabled, onChoose, onType, onCommit }: QuestionAnswerProps) {
  const { t } = useTranslation('quizzes');
  const headingId = useId();
  const labelId = useId();
  const heading = (
    <h3 ref={headingRef} id={headingId} tabIndex={-1} className={classes.heading} data-testid="quiz-question-heading">
      <span className={classes.questionNumber}>
        {t('runner.questionOf', { current: number, total })}
        {' · '}
        <span className={classes.marks} data-testid="quiz-question-marks">{t('runner.marks', { count: question.marks })}</span>
      </span>
      <span className={classes.question}>{question.question}</span>
    </h3>
  );

  if (question.kind === 'multiple') {
    const order = question.answers.map((a) => a.id);
    return (
      <Checkbox.Group
        value={(answer?.answer_ids ?? []).map(String)}
        onChange={(values) => onChoose({ answer_ids: order.filter((id) => values.includes(String(id))) })}
        label={heading}
        description={t('runner.chooseAll')}
        data-kind={question.kind}
      >
        <Options question={question} disabled={disabled} Card={Checkbox.Card} Indicator={Checkbox.Indicator} />
      </Checkbox.Group>
    );
  }

  if (question.kind === 'numeric' || question.kind === 'short_text') {
    const numeric = question.kind === 'numeric';
    const kept = answer?.response;
    // The field was emptied, or holds what the server would refuse: the answer kept still counts.
    const keptNote = kept !== undefined && kept.trim() !== '' && draft.trim() !== kept.trim() && !typedAnswerFits(question.kind, draft);
    return (
      <div data-kind={question.kind}>
        {heading}
        <TextInput
          mt="sm"
          label={t('runner.yourAnswer')}
          labelProps={{ id: labelId }}
          aria-labelledby={`${labelId} ${headingId}`}
          description={numeric ? t('runner.numberHint') : t('runner.textHint')}
          value={draft}
          onChange={(event) => onType(event.currentTarget.value)}
          onBlur={onCommit}
          onKeyDown={(event) => { if (event.key === 'Enter') onCommit(); }}
          inputMode={numeric ? 'decimal' : 'text'}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={RESPONSE_MAX_LENGTH}
          error={error}
          disabled={disabled}
          data-testid="quiz-typed-answer"
        />
        {keptNote && (
          <Text size="sm" c="dimmed" mt={6} data-testid="quiz-typed-kept">{t('runner.typedKept', { answer: kept })}</Text>
        )}
      </div>
    );
  }

  return (
    <Radio.Group
      value={answer?.answer_id === undefined ? null : String(answer.answer_id)}
      onChange={(value) => onChoose({ answer_id: Number(value) })}
      label={heading}
      data-kind={question.kind}
    >
      <Options question={question} disabled={disabled} Card={Radio.Card} Indicator={Radio.Indicator} />
    </Radio.Group>
  );
}
