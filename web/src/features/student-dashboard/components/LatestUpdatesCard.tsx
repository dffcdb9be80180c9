import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardUpdateItem } from '@prayog/contract';
import { EmptyState } from '../../../components/EmptyState';
import { SectionCard } from '../../../components/SectionCard';
import { formatDay } from './format';

/** The current updates from the school and Prayog, each shown until its end date. */
export function LatestUpdatesCard({ updates }: { updates: readonly DashboardUpdateItem[] }) {
  const { t, i18n } = useTranslation('studentDashboard');
  // The usual kinds of update read in the interface's language; any other is shown as the school wrote it.
  const updateType = (type: string) => {
    const known = ['announcement', 'reminder', 'exam', 'event'] as const;
    const key = known.find((k) => k === type.trim().toLowerCase());
    return key ? t(`updates.types.${key}`) : type;
  };
  return (
    <SectionCard title={t('updates.title')} testId="updates-card">
      {updates.length === 0 ? <EmptyState message={t('updates.empty')} /> : (
        <Stack gap="xs">
          {updates.map((u) => (
            <Stack key={u.id} gap={2} data-testid="update-item" pb={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Badge size="sm" variant="light">{updateType(u.type)}</Badge>
                <Text size="xs" c="dimmed">{t('updates.until', { date: formatDay(u.endDate, i18n.language) })}</Text>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{u.message}</Text>
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
