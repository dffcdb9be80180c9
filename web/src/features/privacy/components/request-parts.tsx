import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PrivacyRequest } from '@prayog/contract';
import { formatMomentDay } from '../../../lib/format';

/** A request's state as a badge: open (red once past its deadline), done or refused. */
export function RequestStatusBadge({ request }: { request: PrivacyRequest }) {
  const { t } = useTranslation('privacy');
  const color = request.status === 'done' ? 'teal' : request.status === 'refused' ? 'gray' : request.overdue ? 'red' : 'blue';
  return (
    <Badge color={color} variant="light" data-testid={`request-status-${request.id}`}>
      {request.status === 'open' && request.overdue ? t('requests.overdue') : t(`requests.statuses.${request.status}`)}
    </Badge>
  );
}

/** The deadline clock both sides see: the day the school answers by, or when it answered. */
export function RequestDeadline({ request }: { request: PrivacyRequest }) {
  const { t, i18n } = useTranslation('privacy');
  if (request.status !== 'open') {
    return <Text size="sm">{t('requests.decidedOn', { date: formatMomentDay(request.decided_at!, i18n.language) })}</Text>;
  }
  const days = Math.ceil((Date.parse(request.due_at) - Date.now()) / 86_400_000);
  const date = formatMomentDay(request.due_at, i18n.language);
  return (
    <Text size="sm" c={request.overdue ? 'red.8' : undefined} data-testid={`request-deadline-${request.id}`}>
      {request.overdue ? t('requests.wasDue', { date }) : t('requests.dueBy', { date, count: Math.max(days, 0) })}
    </Text>
  );
}
