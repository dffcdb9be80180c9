import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffHome } from '@prayog/contract';
import { EngagementChart as EngagementChartCard } from '../../../components/EngagementChart';
import { formatMonth } from '../../../lib/format';

interface EngagementChartProps {
  home: StaffHome;
  /** Another month chosen in the select; the home is fetched again for it. */
  onMonthChange: (month: string) => void;
  /** The chosen month's figures are on their way (the previous month's stay drawn meanwhile). */
  loading: boolean;
}

/**
 * The staff home's LMS Engagement: the shared chart of the school's month, with a month select that offers the months
 * with sign-ins (the server's `months`, newest first) and starts on the server's choice, the latest of them.
 */
export function EngagementChart({ home, onMonthChange, loading }: EngagementChartProps) {
  const { t, i18n } = useTranslation('staffDashboard');
  const monthLabel = home.month ? formatMonth(home.month, i18n.language) : '';
  const select = home.months.length > 0 && (
    <NativeSelect
      aria-label={t('engagement.month')}
      size="xs"
      w={160}
      value={home.month ?? ''}
      onChange={(e) => onMonthChange(e.currentTarget.value)}
      data={home.months.map((m) => ({ value: m, label: formatMonth(m, i18n.language) }))}
      data-testid="engagement-month"
    />
  );
  return (
    <EngagementChartCard
      days={home.lms_engagement}
      aside={select}
      summary={(count) => t('engagement.summary', { month: monthLabel, count })}
      isLoading={loading}
    />
  );
}
