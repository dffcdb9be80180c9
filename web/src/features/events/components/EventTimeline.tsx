import { Badge, Card, Group, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconCalendarEvent, IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UpcomingEvent } from '@prayog/contract';
import { daysBetween, formatLongDay, groupByDay } from './group-by-day';

function EventCard({ event }: { event: UpcomingEvent }) {
  const { t } = useTranslation('events');
  const isAssessment = event.kind === 'assessment';
  return (
    <Card withBorder radius="md" padding="sm" data-testid="event-item" data-kind={event.kind}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={isAssessment ? 'orange' : 'teal'} size="md" radius="xl" aria-hidden="true">
          {isAssessment ? <IconClipboardCheck size={16} /> : <IconCalendarEvent size={16} />}
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>{event.title}</Text>
            <Badge size="xs" variant="light" color={isAssessment ? 'orange' : 'teal'}>
              {isAssessment && event.quiz_type ? t(`quizTypes.${event.quiz_type}`) : t('kinds.school_event')}
            </Badge>
          </Group>
          {event.description && <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{event.description}</Text>}
          {isAssessment && <Text size="xs" c="orange.8">{t('dueThisDay')}</Text>}
        </Stack>
      </Group>
    </Card>
  );
}

/** The events grouped under their day, soonest first, on a vertical timeline. */
export function EventTimeline({ today, events }: { today: string; events: readonly UpcomingEvent[] }) {
  const { t, i18n } = useTranslation('events');
  const days = groupByDay(events);
  const relative = (date: string) => {
    const n = daysBetween(today, date);
    return n === 0 ? t('today') : n === 1 ? t('tomorrow') : t('inDays', { count: n });
  };
  return (
    <Timeline bulletSize={22} lineWidth={2} active={-1} data-testid="events-timeline">
      {days.map((day) => (
        <Timeline.Item
          key={day.date}
          bullet={<IconCalendarEvent size={12} aria-hidden="true" />}
          title={
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h5">{formatLongDay(day.date, i18n.language)}</Title>
              <Badge size="sm" variant="outline" color="gray">{relative(day.date)}</Badge>
            </Group>
          }
          data-testid="event-day"
          data-date={day.date}
        >
          <Stack gap="xs" mt="xs">
            {day.events.map((e) => <EventCard key={e.id} event={e} />)}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
