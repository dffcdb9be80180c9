import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubjectSummaryItem } from '@prayog/contract';
import { hoursAndMinutes } from './time';

/** A duration as "N min" below an hour and "H h M min" from there on. */
export function useDurationText() {
  const { t } = useTranslation('courseReport');
  return (seconds: number) => {
    const { hours, minutes } = hoursAndMinutes(seconds);
    return hours > 0 ? t('hoursMinutes', { hours, minutes }) : t('minutes', { value: minutes });
  };
}

/** Time on the LMS (all lesson-viewer tabs) per subject, and the total. */
export function TimeOnLmsList({ subjects, labels }: { subjects: readonly SubjectSummaryItem[]; labels: Map<number, string> }) {
  const { t } = useTranslation('courseReport');
  const duration = useDurationText();
  const total = subjects.reduce((sum, s) => sum + s.total_curriculum_time, 0);
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="time-on-lms">
      {subjects.map((s) => (
        <Group key={s.subject_id} component="li" justify="space-between" wrap="nowrap" gap="sm" data-subject={s.subject}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{labels.get(s.subject_id)}</Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>{duration(s.total_curriculum_time)}</Text>
        </Group>
      ))}
      <Group component="li" justify="space-between" wrap="nowrap" gap="sm" pt={6} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Text size="sm" fw={600}>{t('timeOnLms.total')}</Text>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="time-on-lms-total">{duration(total)}</Text>
      </Group>
    </Stack>
  );
}
