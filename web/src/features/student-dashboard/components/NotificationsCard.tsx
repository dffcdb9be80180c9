import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HOME_NOTIFICATIONS, type NotificationItem } from '@prayog/contract';
import { QueryState } from '../../../components/QueryState';
import { errorDetail } from '../../../lib/api';
import { useMarkNotificationRead, useStudentNotifications } from '../../../api/notifications';
import { SectionCard } from '../../../components/SectionCard';
import { TextLanguageNote } from '../../../components/TextLanguageNote';
import { formatMoment } from './format';

function NotificationRow({ item }: { item: NotificationItem }) {
  const { t, i18n } = useTranslation('studentDashboard');
  const markRead = useMarkNotificationRead();
  return (
    <Stack gap={2} data-testid="notification-item" data-read={item.read} py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {!item.read && <Badge size="xs" variant="filled" color="blue" mt={3} style={{ flexShrink: 0 }}>{t('notifications.new')}</Badge>}
        <Text fw={item.read ? 500 : 700} size="sm" style={{ overflowWrap: 'anywhere' }}>{item.subject}</Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{item.message}</Text>
      <TextLanguageNote textLanguage={item.text_language} />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed">
          {item.sent_by ? `${t('notifications.from', { name: item.sent_by })} · ` : ''}{formatMoment(item.created_at, i18n.language)}
        </Text>
        {!item.read && (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => markRead.mutate(item.id)}
            loading={markRead.isPending}
            aria-label={t('notifications.markReadLabel', { subject: item.subject })}
            data-testid="notification-mark-read"
          >
            {t('notifications.markRead')}
          </Button>
        )}
      </Group>
      {markRead.isError && <Text size="xs" c="red" role="alert">{errorDetail(markRead.error, t('errors.notifications'))}</Text>}
    </Stack>
  );
}

/** The student's newest notifications, unread ones marked, each can be marked read. */
export function NotificationsCard() {
  const { t } = useTranslation('studentDashboard');
  const query = useStudentNotifications(HOME_NOTIFICATIONS);
  const unread = query.data?.unread_count ?? 0;
  return (
    <SectionCard
      title={t('notifications.title')}
      aside={unread > 0 ? <Badge variant="light" data-testid="notifications-unread">{t('notifications.unread', { count: unread })}</Badge> : null}
      testId="notifications-card"
    >
      <QueryState
        query={query}
        errorFallback={t('errors.notifications')}
        isEmpty={(d) => d.notifications.length === 0}
        emptyMessage={t('notifications.empty')}
      >
        {(d) => <Stack gap={0}>{d.notifications.map((n) => <NotificationRow key={n.id} item={n} />)}</Stack>}
      </QueryState>
    </SectionCard>
  );
}
