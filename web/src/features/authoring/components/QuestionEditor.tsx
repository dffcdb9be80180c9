import { ActionIcon, Badge, Button, Group, Paper, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QUIZ_MAX_ANSWERS, QUIZ_MIN_ANSWERS } from '@prayog/contract';
import { newKey, type DraftQuestion } from './quiz-draft';

interface QuestionEditorProps {
  question: DraftQuestion;
  index: number;
  onChange: (question: DraftQuestion) => void;
  onRemove: () => void;
  /** The question's text error and its answers' error (count, correct answer, duplicates). */
  textError?: string;
  answersError?: string;
}

/**
 * One question: its text and 2–6 answers, the correct one chosen with a radio (exactly one can be chosen), answers
 * added and removed within the limits.
 */
export function QuestionEditor({ question, index, onChange, onRemove, textError, answersError }: QuestionEditorProps) {
  const { t } = useTranslation('authoring');
  const number = index + 1;
  const setAnswer = (key: string, text: string) => onChange({ ...question, answers: question.answers.map((a) => (a.key === key ? { ...a, text } : a)) });
  const removeAnswer = (key: string) => onChange({
    ...question,
    answers: question.answers.filter((a) => a.key !== key),
    correct: question.correct === key ? null : question.correct,
  });
  const addAnswer = () => onChange({ ...question, answers: [...question.answers, { key: newKey(), text: '' }] });

  return (
    <Paper withBorder radius="md" p="sm" component="fieldset" aria-label={t('quizzes.editor.questionLabel', { number })} data-testid="question-editor"
      style={{ borderColor: textError || answersError ? 'var(--mantine-color-red-6)' : undefined }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6}>
            <Text fw={600} size="sm">{t('quizzes.editor.questionLabel', { number })}</Text>
            {question.bank && <Badge size="xs" variant="light" color="grape">{t('quizzes.editor.fromBank')}</Badge>}
          </Group>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onRemove}
            aria-label={t('quizzes.editor.removeQuestionLabel', { number })} data-testid="remove-question">{t('quizzes.editor.removeQuestion')}</Button>
        </Group>
        <Textarea
          label={t('quizzes.editor.questionText')}
          value={question.text}
          onChange={(e) => onChange({ ...question, text: e.currentTarget.value })}
          autosize
          minRows={2}
          required
          error={textError}
          data-testid="question-text"
        />
        <Radio.Group
          label={t('quizzes.editor.answers')}
          description={t('quizzes.editor.answersHint', { min: QUIZ_MIN_ANSWERS, max: QUIZ_MAX_ANSWERS })}
          value={question.correct}
          onChange={(key) => onChange({ ...question, correct: key })}
          error={answersError}
          name={`correct-${question.key}`}
        >
          <Stack gap={6} mt={6}>
            {question.answers.map((answer, i) => (
              <Group key={answer.key} gap="xs" wrap="nowrap" data-testid="answer-row">
                <Radio value={answer.key} aria-label={t('quizzes.editor.markCorrect', { number: i + 1 })} data-testid="answer-correct" />
                <TextInput
                  aria-label={t('quizzes.editor.answerLabel', { number: i + 1 })}
                  placeholder={t('quizzes.editor.answerLabel', { number: i + 1 })}
                  value={answer.text}
                  onChange={(e) => setAnswer(answer.key, e.currentTarget.value)}
                  style={{ flex: 1 }}
                  data-testid="answer-text"
                />
                <ActionIcon variant="subtle" color="red" onClick={() => removeAnswer(answer.key)} disabled={question.answers.length <= QUIZ_MIN_ANSWERS}
                  aria-label={t('quizzes.editor.removeAnswerLabel', { number: i + 1 })} data-testid="remove-answer"><IconX size={16} aria-hidden /></ActionIcon>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={addAnswer} disabled={question.answers.length >= QUIZ_MAX_ANSWERS}
            data-testid="add-answer">{t('quizzes.editor.addAnswer')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
