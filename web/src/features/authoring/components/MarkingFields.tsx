import { NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NEGATIVE_MARKING_CHOICES } from '@prayog/contract';
import { negativeMarkingLabel } from './options';

export interface Marking {
  negativePercent: number;
  /** A pool quiz's draw per attempt, as the field holds it: '' draws every question. */
  draw: number | string;
  shuffle: boolean;
}

interface MarkingFieldsProps {
  value: Marking;
  onChange: (value: Marking) => void;
  questionCount: number;
  errors: { negative_percent?: string; draw_count?: string; shuffle?: string };
}

/**
 * How the quiz marks and draws (ADR 0041): negative marking as a share of a question's marks per wrong answer (blanks
 * lose nothing), a pool draw of N questions per attempt, and a shuffled order of questions and options per student.
 */
export function MarkingFields({ value, onChange, questionCount, errors }: MarkingFieldsProps) {
  const { t } = useTranslation('authoring');
  // A share set another way (through the API) stays offered, so opening the quiz does not change it.
  const shares = (NEGATIVE_MARKING_CHOICES as readonly number[]).includes(value.negativePercent)
    ? NEGATIVE_MARKING_CHOICES : [...NEGATIVE_MARKING_CHOICES, value.negativePercent].sort((a, b) => a - b);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <Select label={t('quizzes.editor.negative')} description={t('quizzes.editor.negativeHint')} allowDeselect={false}
        data={shares.map((share) => ({ value: String(share), label: negativeMarkingLabel(t, share) }))} value={String(value.negativePercent)}
        onChange={(v) => onChange({ ...value, negativePercent: Number(v ?? 0) })} error={errors.negative_percent} data-testid="quiz-negative" />
      <NumberInput label={t('quizzes.editor.draw')} description={t('quizzes.editor.drawHint', { count: questionCount })} value={value.draw}
        onChange={(draw) => onChange({ ...value, draw })} min={1} max={100} allowDecimal={false} allowNegative={false}
        placeholder={t('quizzes.editor.drawAll')} error={errors.draw_count} data-testid="quiz-draw" />
      <Switch label={t('quizzes.editor.shuffle')} description={t('quizzes.editor.shuffleHint')} checked={value.shuffle}
        onChange={(e) => onChange({ ...value, shuffle: e.currentTarget.checked })} error={errors.shuffle} mt={{ md: 'lg' }} data-testid="quiz-shuffle" />
    </SimpleGrid>
  );
}

/** The draw the field holds: null (every question) when empty. */
export const drawOf = (draw: number | string): number | null => (draw === '' ? null : typeof draw === 'number' ? draw : Number(draw));
