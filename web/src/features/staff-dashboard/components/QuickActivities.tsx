import type { ReactNode } from 'react';
import { Button, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';

/** One quick activity: a link to another section (`to`) or an action on this page (`onClick`). */
export type QuickActivity = { key: string; label: string; icon: ReactNode } & ({ to: string } | { onClick: () => void });

/** Quick Activities (spec 3, spec 2 §2.2): big buttons for the things a coach or school does most. */
export function QuickActivities({ activities }: { activities: readonly QuickActivity[] }) {
  const { t } = useTranslation('staffDashboard');
  return (
    <SectionCard title={t('quick.title')} testId="quick-activities">
      {/* One column beside the chart on a wide screen, two across the page in between, one on a phone. */}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="sm">
        {activities.map((activity) => {
          const common = {
            variant: 'light',
            size: 'md',
            leftSection: activity.icon,
            justify: 'flex-start',
            fullWidth: true,
            'data-testid': `quick-${activity.key}`,
            styles: { label: { whiteSpace: 'normal', textAlign: 'left' } },
          } as const;
          return 'to' in activity
            ? <Button key={activity.key} {...common} component={Link} to={activity.to}>{activity.label}</Button>
            : <Button key={activity.key} {...common} onClick={activity.onClick}>{activity.label}</Button>;
        })}
      </SimpleGrid>
    </SectionCard>
  );
}
