import type { ReactNode } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClipboardList, IconSchool, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SchoolSummary } from '@prayog/contract';
import { formatCount } from '../../../lib/format';

const ICON = { size: 24, stroke: 1.8 };

function FigureCard({ label, value, icon, color, testId }: { label: string; value: number; icon: ReactNode; color: string; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600}>{label}</Text>
          <Text fz={28} fw={700} lh={1.1} data-testid={`${testId}-value`}>{formatCount(value, i18n.language)}</Text>
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden="true">{icon}</ThemeIcon>
      </Group>
    </Card>
  );
}

/** The three cards at the top of the admin dashboard (spec 3 "Administrator dashboard"), from the school summary. */
export function SummaryCards({ summary }: { summary: SchoolSummary }) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="section" aria-label={t('dashboard.cards.label')}>
      <FigureCard label={t('dashboard.cards.totalSchools')} value={summary.total_schools} icon={<IconSchool {...ICON} />} color="indigo" testId="card-total-schools" />
      <FigureCard label={t('dashboard.cards.totalStudents')} value={summary.total_students} icon={<IconUsers {...ICON} />} color="blue" testId="card-total-students" />
      <FigureCard label={t('dashboard.cards.activeHomework')} value={summary.active_homework} icon={<IconClipboardList {...ICON} />} color="orange" testId="card-active-homework" />
    </SimpleGrid>
  );
}
