import { useMemo, useState } from 'react';
import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/ChartCard';
import { EmptyState } from '../../../components/EmptyState';
import { accessDates, accessMinutes, accessPages, accessSubjects, TIME_KINDS, type AccessRow } from './attendance-data';

const NONE = '';
const KIND_COLOURS = { curriculum: 'blue.6', video: 'red.6', content: 'teal.6', quiz: 'orange.6' } as const;

interface CascadeSelectProps {
  label: string;
  placeholder: string;
  options: readonly string[];
  value: string | null;
  onChange: (value: string | null) => void;
  testId: string;
}

/** A select whose first option is the prompt; disabled while the choice before it is missing (no options). */
function CascadeSelect({ label, placeholder, options, value, onChange, testId }: CascadeSelectProps) {
  return (
    <NativeSelect
      label={label}
      value={value ?? NONE}
      disabled={options.length === 0}
      onChange={(e) => onChange(e.currentTarget.value || null)}
      data={[{ value: NONE, label: placeholder }, ...options.map((o) => ({ value: o, label: o }))]}
      data-testid={testId}
    />
  );
}

/**
 * The Access Data tab of Attendance Details (spec 3 "Learner's Assigned"): pick a date, then a subject of that date,
 * then a page; each choice resets the ones after it. Then a bar chart of the minutes spent on that page.
 */
export function AccessDataPanel({ rows }: { rows: readonly AccessRow[] }) {
  const { t } = useTranslation('learners');
  const [date, setDate] = useState<string | null>(null);
  const [subject, setSubject] = useState<string | null>(null);
  const [page, setPage] = useState<string | null>(null);

  const dates = useMemo(() => accessDates(rows), [rows]);
  const subjects = useMemo(() => accessSubjects(rows, date), [rows, date]);
  const pages = useMemo(() => accessPages(rows, date, subject), [rows, date, subject]);
  const minutes = accessMinutes(rows, date, subject, page);

  if (rows.length === 0) return <EmptyState message={t('attendance.noAccess')} />;

  return (
    <Stack gap="md" data-testid="access-data">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <CascadeSelect
          label={t('attendance.date')} placeholder={t('attendance.pickDate')} options={dates} value={date} testId="access-date"
          onChange={(value) => { setDate(value); setSubject(null); setPage(null); }}
        />
        <CascadeSelect
          label={t('attendance.subject')} placeholder={t('attendance.pickSubject')} options={subjects} value={subject} testId="access-subject"
          onChange={(value) => { setSubject(value); setPage(null); }}
        />
        <CascadeSelect
          label={t('attendance.page')} placeholder={t('attendance.pickPage')} options={pages} value={page} testId="access-page"
          onChange={setPage}
        />
      </SimpleGrid>
      {minutes ? (
        <ChartCard
          type="bar"
          title={t('attendance.timeChart')}
          titleOrder={3}
          data={TIME_KINDS.map((kind) => ({ activity: t(`attendance.${kind}`), minutes: minutes[kind], color: KIND_COLOURS[kind] }))}
          dataKey="activity"
          series={[{ name: 'minutes', label: t('attendance.minutes'), color: 'blue.6' }]}
          categoryLabel={t('attendance.activity')}
          valueFormatter={(value) => t('attendance.minutesValue', { value })}
          emptyText={t('attendance.noAccess')}
          description={<Text size="xs" c="dimmed">{`${date} · ${subject} · ${page}`}</Text>}
          testId="access-chart"
        />
      ) : (
        <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="access-prompt">{t('attendance.chooseAll')}</Text>
      )}
    </Stack>
  );
}
