import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchoolSummary } from '@prayog/contract';
import { SectionCard } from '../../../components/SectionCard';
import { formatCount } from '../../../lib/format';

/** Overview: what the summary says in a few sentences (schools, people, who waits for approval, the busiest school). */
export function OverviewCard({ summary }: { summary: SchoolSummary }) {
  const { t, i18n } = useTranslation('admin');
  const n = (value: number) => formatCount(value, i18n.language);
  const teachers = summary.schools.reduce((sum, s) => sum + s.teacher_count, 0);
  const pendingOthers = summary.schools.reduce((sum, s) => sum + s.pending_accounts, 0);
  // The first of the schools with the most open homework; none when no school has any.
  const busiest = summary.schools.reduce<SchoolSummary['schools'][number] | null>(
    (best, s) => (s.active_homework_count > (best?.active_homework_count ?? 0) ? s : best), null,
  );
  return (
    <SectionCard title={t('dashboard.overview.title')} testId="overview-card">
      <List spacing="xs" size="sm">
        <List.Item data-testid="overview-schools">
          {t('dashboard.overview.schools', { count: summary.total_schools, students: n(summary.total_students), teachers: n(teachers) })}
        </List.Item>
        <List.Item data-testid="overview-pending-schools">
          {summary.pending_school_accounts > 0
            ? t('dashboard.overview.pendingSchools', { count: summary.pending_school_accounts })
            : t('dashboard.overview.noPendingSchools')}
        </List.Item>
        {pendingOthers > 0 && (
          <List.Item data-testid="overview-pending-others">{t('dashboard.overview.pendingOthers', { count: pendingOthers })}</List.Item>
        )}
        {busiest && (
          <List.Item data-testid="overview-busiest">
            <Text span size="sm">{t('dashboard.overview.busiest', { school: busiest.short_name, count: busiest.active_homework_count })}</Text>
          </List.Item>
        )}
      </List>
    </SectionCard>
  );
}
