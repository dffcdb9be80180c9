import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoringSubject } from '@prayog/contract';

interface SubjectSelectProps {
  label: string;
  subjects: readonly AuthoringSubject[];
  value: number | null;
  onChange: (id: number | null) => void;
  testId: string;
}

/** A subject by grade and name ("Grade 7 · Robotics"), searchable: a programme has a few subjects per grade. */
export function SubjectSelect({ label, subjects, value, onChange, testId }: SubjectSelectProps) {
  const { t } = useTranslation('qti');
  const data = useMemo(() => [...subjects]
    .sort((a, b) => a.grade - b.grade || a.name.localeCompare(b.name))
    .map((s) => ({ value: String(s.id), label: t('subjectOption', { grade: s.grade, name: s.name }) })), [subjects, t]);
  return (
    <Select
      label={label}
      placeholder={t('subjectPlaceholder')}
      nothingFoundMessage={t('noSubjects')}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      searchable
      clearable
      maw={420}
      data-testid={testId}
    />
  );
}
