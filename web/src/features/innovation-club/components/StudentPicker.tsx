import { useEffect, useRef, useState } from 'react';
import { Badge, Group, Input, NativeSelect, ScrollArea, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Section } from '@prayog/contract';
import { useAccessReport } from '../../../api/learners';
import { errorDetail } from '../../../lib/api';
import classes from './StudentPicker.module.css';

/** A student on the project: the username is what the server takes, the rest is for reading. */
export interface PickedStudent { username: string; name: string; grade: number; section: string }

/** How long the "added" confirmation stays beside a student's name (spec 3 §9). */
export const ADDED_CONFIRMATION_MS = 2000;

interface StudentPickerProps {
  selected: readonly PickedStudent[];
  onToggle: (student: PickedStudent) => void;
}

/**
 * The Add Project student picker (spec 3 "Innovation Club"): one class of the school at a time, or a search across
 * it (the learners' access report, ADR 0007). A click adds a student or takes them off again; an added student's
 * name shows a confirmation for 2 seconds.
 */
export function StudentPicker({ selected, onToggle }: StudentPickerProps) {
  const { t } = useTranslation('innovationClub');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [chosenClass, setChosenClass] = useState<{ grade: number; section: Section } | null>(null);
  const report = useAccessReport('teacher', search ? { search } : { grade: chosenClass?.grade, section: chosenClass?.section });
  const [justAdded, setJustAdded] = useState<PickedStudent | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const isSelected = (username: string) => selected.some((s) => s.username === username);
  const toggle = (student: PickedStudent) => {
    const adding = !isSelected(student.username);
    onToggle(student);
    clearTimeout(timer.current);
    setJustAdded(adding ? student : null);
    if (adding) timer.current = setTimeout(() => setJustAdded(null), ADDED_CONFIRMATION_MS);
  };

  const data = report.data;
  const shownClass = chosenClass ?? (data?.grade != null && data.section ? { grade: data.grade, section: data.section as Section } : null);
  const rows: PickedStudent[] = (data?.students_by_grade_and_section ?? [])
    .map((r) => ({ username: r.user.username, name: r.name, grade: r.grade, section: r.section }));

  return (
    <Input.Wrapper label={t('picker.label')} description={t('picker.hint')} required data-testid="student-picker">
      <Stack gap="xs" mt={4}>
        <Group gap="xs" wrap="wrap" aria-label={t('picker.selected', { count: selected.length })} role="group" data-testid="picker-selected">
          <Text size="sm" fw={500}>{t('picker.selected', { count: selected.length })}</Text>
          {selected.map((s) => (
            <Badge key={s.username} variant="light" tt="none" className={classes.chip}>{s.name}</Badge>
          ))}
        </Group>
        {/* Above the list, so the confirmation is in view wherever the list is scrolled. */}
        <Text size="sm" c="teal.8" fw={500} role="status" aria-live="polite" mih={20} data-testid="picker-added">
          {justAdded ? t('picker.added', { name: justAdded.name }) : ''}
        </Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            aria-label={t('picker.search')}
            placeholder={t('picker.search')}
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.currentTarget.value)}
            style={{ flex: '1 1 180px' }}
            data-testid="picker-search"
          />
          <NativeSelect
            aria-label={t('picker.class')}
            value={shownClass ? `${shownClass.grade}-${shownClass.section}` : ''}
            disabled={search !== '' || !data?.classes.length}
            onChange={(e) => {
              const [grade, section] = e.currentTarget.value.split('-');
              setChosenClass({ grade: Number(grade), section: section as Section });
            }}
            data={data?.classes.length
              ? data.classes.map((c) => ({ value: `${c.grade}-${c.section}`, label: t('picker.classOption', { grade: c.grade, section: c.section }) }))
              : [{ value: '', label: t('picker.noClasses') }]}
            style={{ flex: '0 1 140px' }}
            data-testid="picker-class"
          />
        </Group>
        <ScrollArea.Autosize mah={220} type="auto" className={classes.list}>
          {report.isPending ? (
            <Stack gap={4} p={4}>{[0, 1, 2].map((i) => <Skeleton key={i} height={36} />)}</Stack>
          ) : report.isError ? (
            <Text size="sm" c="red" p="xs" role="alert">{errorDetail(report.error, t('picker.failed'))}</Text>
          ) : rows.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">{t('picker.empty')}</Text>
          ) : (
            <ul className={classes.options} aria-label={t('picker.listLabel')}>
              {rows.map((s) => {
                const on = isSelected(s.username);
                return (
                  <li key={s.username}>
                    <UnstyledButton
                      className={classes.option}
                      data-selected={on || undefined}
                      aria-pressed={on}
                      onClick={() => toggle(s)}
                      data-testid="picker-student"
                      data-username={s.username}
                    >
                      <span className={classes.name}>{s.name}</span>
                      <Text span size="xs" c="dimmed">{s.username} · {s.grade}-{s.section}</Text>
                      {on && <IconCheck size={16} aria-hidden className={classes.check} />}
                    </UnstyledButton>
                  </li>
                );
              })}
            </ul>
          )}
        </ScrollArea.Autosize>
      </Stack>
    </Input.Wrapper>
  );
}
