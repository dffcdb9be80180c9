import { Badge, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QUESTION_KINDS, QUESTION_MAX_MARKS, QUESTION_MAX_TAGS, type QuestionKind } from '@prayog/contract';
import { questionKindLabel } from './options';
import { ChoiceAnswers, NumericAnswer, ShortTextAnswers, TrueFalseAnswer } from './QuestionAnswers';
import { withKind, type DraftQuestion } from './quiz-draft';

/** The messages of one question, each under the field it is about. */
export interface QuestionErrors { text?: string; answers?: string; marks?: string; tolerance?: string; tags?: string }

interface QuestionEditorProps {
  question: DraftQuestion;
  index: number;
  onChange: (question: DraftQuestion) => void;
  onRemove: () => void;
  errors?: QuestionErrors;
  /** The tags the quiz's other questions use, offered as suggestions (a pool draws from tagged questions). */
  tagChoices: readonly string[];
}

/**
 * One question: its kind (ADR 0041), marks, text, tags and the answers its kind takes — options with one right
 * (single), options with several right (multiple), True and False (true/false), a number with a tolerance (numeric),
 * or accepted answers (short answer).
 */
export function QuestionEditor({ question, index, onChange, onRemove, errors = {}, tagChoices }: QuestionEditorProps) {
  const { t } = useTranslation('authoring');
  const number = index + 1;
  const truthTexts = { true: t('quizzes.editor.trueText'), false: t('quizzes.editor.falseText') };
  const failed = Object.values(errors).some(Boolean);
  return (
    <Paper withBorder radius="md" p="sm" component="fieldset" aria-label={t('quizzes.editor.questionLabel', { number })} data-testid="question-editor"
      data-kind={question.kind} style={{ borderColor: failed ? 'var(--mantine-color-red-6)' : undefined, minWidth: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6}>
            <Text fw={600} size="sm">{t('quizzes.editor.questionLabel', { number })}</Text>
            {question.bank && <Badge size="xs" variant="light" color="grape">{t('quizzes.editor.fromBank')}</Badge>}
          </Group>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onRemove}
            aria-label={t('quizzes.editor.removeQuestionLabel', { number })} data-testid="remove-question">{t('quizzes.editor.removeQuestion')}</Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select label={t('quizzes.editor.questionKind')} data={QUESTION_KINDS.map((kind) => ({ value: kind, label: questionKindLabel(t, kind) }))}
            value={question.kind} onChange={(v) => v && onChange(withKind(question, v as QuestionKind, truthTexts))} allowDeselect={false}
            data-testid="question-kind" />
          <NumberInput label={t('quizzes.editor.marks')} description={t('quizzes.editor.marksHint', { max: QUESTION_MAX_MARKS })} value={question.marks}
            onChange={(marks) => onChange({ ...question, marks })} min={1} max={QUESTION_MAX_MARKS} allowDecimal={false} allowNegative={false}
            required error={errors.marks} data-testid="question-marks" />
        </SimpleGrid>
        <Textarea label={t('quizzes.editor.questionText')} value={question.text} onChange={(e) => onChange({ ...question, text: e.currentTarget.value })}
          autosize minRows={2} required error={errors.text} data-testid="question-text" />
        {question.kind === 'single' || question.kind === 'multiple'
          ? <ChoiceAnswers question={question} onChange={onChange} error={errors.answers} />
          : question.kind === 'true_false'
            ? <TrueFalseAnswer question={question} onChange={onChange} error={errors.answers} />
            : question.kind === 'numeric'
              ? <NumericAnswer question={question} onChange={onChange} error={errors.answers} toleranceError={errors.tolerance} />
              : <ShortTextAnswers question={question} onChange={onChange} error={errors.answers} />}
        <TagsInput label={t('quizzes.editor.tags')} description={t('quizzes.editor.tagsHint', { max: QUESTION_MAX_TAGS })} value={question.tags}
          onChange={(tags) => onChange({ ...question, tags })} data={tagChoices.filter((tag) => !question.tags.includes(tag))} maxTags={QUESTION_MAX_TAGS}
          splitChars={[',']} maxLength={40} clearable={false} error={errors.tags} data-testid="question-tags" />
      </Stack>
    </Paper>
  );
}
