import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../../../components/PanelHeader';
import { QueryState } from '../../../components/QueryState';
import { useUpcomingEvents } from '../../../api/events';
import { EventTimeline } from '../components/EventTimeline';

/** The Upcoming Events panel: the student's assessments with their due dates and their school's events, by date. */
export default function UpcomingEventsPage() {
  const { t } = useTranslation('events');
  const query = useUpcomingEvents();
  return (
    <Stack gap={0} data-testid="upcoming-events">
      <PanelHeader title={t('title')} description={t('subtitle')} />
      <QueryState query={query} errorFallback={t('failed')} isEmpty={(d) => d.events.length === 0} emptyMessage={t('empty')}>
        {(d) => <EventTimeline today={d.today} events={d.events} />}
      </QueryState>
    </Stack>
  );
}
