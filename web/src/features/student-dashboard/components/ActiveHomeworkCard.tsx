import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useActiveHomework } from '../../../api/student-dashboard';
import { SectionCard } from '../../../components/SectionCard';
import { formatDay } from './format';

/** Homework still to do, soonest due first (spec 1 §3 "Active homework item: title"). */
export function ActiveHomeworkCard() {
  const { t, i18n } = useTranslation('studentDashboard');
  const query = useActiveHomework();
  return (
    <SectionCard title={t('homework.title')} testId="homework-card">
      <QueryState
        query={query}
        errorFallback={t('errors.homework')}
        isEmpty={(d) => d.homework.length === 0}
        emptyMessage={t('homework.empty')}
      >
        {(d) => (
          <Stack gap="xs">
            {d.homework.map((h) => (
              <Stack key={h.quiz_id} gap={2} data-testid="homework-item" pb={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>{h.title}</Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{[h.subject, h.topic].filter(Boolean).join(' · ')}</Text>
                <Group gap="xs">
                  <Badge size="sm" variant="light" color={h.due_date ? 'orange' : 'gray'}>
                    {h.due_date ? t('homework.due', { date: formatDay(h.due_date, i18n.language) }) : t('homework.noDueDate')}
                  </Badge>
                  <Text size="xs" c="dimmed">{t('homework.minutes', { count: h.time_minutes })}</Text>
                </Group>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
