import { useMemo } from 'react';
import { Button, Card, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACTIVE_LEARNER_DAYS } from '@prayog/contract';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PanelHeader } from '../../../components/PanelHeader';
import { useActiveLearners } from '../../../api/staff-dashboard';
import { loadErrorFallback } from '../../../lib/api';
import { useStaffScope } from '../../../lib/staff-role';
import { formatMoment } from '../../../lib/format';

interface ActiveLearner {
  username: string;
  name: string;
  grade: number;
  section: string;
  last_login: string;
}

/**
 * The Active Learners table (spec 3): Name, Grade, Section of the students active in the last 7 days of the scope's
 * school, and Back to the home when opened from it (`onBack`; the admin's Active Users section has no home to return to).
 */
export function ActiveLearnersView({ onBack }: { onBack?: () => void }) {
  const { t, i18n } = useTranslation('staffDashboard');
  const query = useActiveLearners(useStaffScope());
  const columns = useMemo<DataTableColumn<ActiveLearner>[]>(() => [
    { id: 'name', header: t('activeLearners.name'), value: (l) => l.name, searchable: true },
    { id: 'grade', header: t('activeLearners.grade'), value: (l) => l.grade, align: 'right' },
    { id: 'section', header: t('activeLearners.section'), value: (l) => l.section },
    { id: 'last_login', header: t('activeLearners.lastLogin'), value: (l) => l.last_login, cell: (l) => formatMoment(l.last_login, i18n.language) },
  ], [t, i18n.language]);
  const data = query.data;

  return (
    <div data-testid="active-learners-view">
      <PanelHeader
        title={t('activeLearners.title')}
        description={t('activeLearners.description', { days: ACTIVE_LEARNER_DAYS })}
        actions={onBack && <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={onBack} data-testid="active-learners-back">{t('activeLearners.back')}</Button>}
        testId="active-learners-header"
      />
      <Card withBorder radius="md" padding="md">
        <DataTable
          columns={columns}
          data={data?.results}
          isLoading={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          // The spec has one text for a refusal and another for a call that never got an answer.
          errorText={loadErrorFallback(query.error, { failed: t('activeLearners.failed'), network: t('activeLearners.unreachable'), unreadable: t('activeLearners.unreachable') })}
          emptyText={t('activeLearners.empty')}
          searchLabel={t('activeLearners.search')}
          getRowId={(l) => l.username}
          caption={t('activeLearners.title')}
          minWidth={420}
          csvFileName="active-users"
          testId="active-learners-table"
        />
        {data && data.count > data.results.length && (
          <Text size="xs" c="dimmed" mt="xs">{t('activeLearners.truncated', { shown: data.results.length, count: data.count })}</Text>
        )}
      </Card>
    </div>
  );
}
