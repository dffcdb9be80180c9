import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useUpcomingEvents } from '../api/upcoming-events';
import { EventTimeline } from '../components/EventTimeline';

/** The Upcoming Events panel: the student's assessments with their due dates and their school's events, by date. */
export default function UpcomingEventsPage() {
  const { t } = useTranslation('events');
  const query = useUpcomingEvents();
  return (
    <Stack gap="md" data-testid="upcoming-events">
      <div>
        <Title order={1} size="h2">{t('title')}</Title>
        <Text c="dimmed" size="sm">{t('subtitle')}</Text>
      </div>
      <QueryState query={query} errorFallback={t('failed')} isEmpty={(d) => d.events.length === 0} emptyMessage={t('empty')}>
        {(d) => <EventTimeline today={d.today} events={d.events} />}
      </QueryState>
    </Stack>
  );
}
