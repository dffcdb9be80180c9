import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUIZ_TYPES, type QuizType } from '@prayog/contract';

const ALL = 'all';

/** The leaderboards' quiz type: every type (null) or one. */
export function QuizTypeSelect({ value, onChange, testId }: { value: QuizType | null; onChange: (type: QuizType | null) => void; testId: string }) {
  const { t } = useTranslation('leaderboard');
  return (
    <NativeSelect
      label={t('type')}
      w={200}
      value={value ?? ALL}
      onChange={(e) => onChange(e.currentTarget.value === ALL ? null : (e.currentTarget.value as QuizType))}
      data={([ALL, ...QUIZ_TYPES] as const).map((type) => ({ value: type, label: t(`types.${type}`) }))}
      data-testid={testId}
    />
  );
}
