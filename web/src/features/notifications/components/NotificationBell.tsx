import { ActionIcon, Indicator, Popover, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useBell, useMarkNotificationRead, useNotificationStream } from '../../../api/notifications';
import { TextLanguageNote } from '../../../components/TextLanguageNote';

/**
 * The bell for any role's top bar (GET /api/notifications): the unread count on the icon and the
 * newest notifications in a popover; choosing an unread one marks it read. It updates within a second through
 * the live stream, and every 30 seconds while the stream is down.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const live = useNotificationStream();
  const bell = useBell(live);
  const markRead = useMarkNotificationRead();
  const unread = bell.data?.count ?? 0;
  return (
    // The count sits outside the popover's target, so the button itself carries aria-expanded and aria-controls.
    <Indicator label={unread} size={16} disabled={unread === 0} color="red" offset={4}>
      <Popover width={320} position="bottom-end" shadow="md" withinPortal>
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={t('bellLabel', { count: unread })} data-testid="notification-bell" data-live={live || undefined}>
            <IconBell size={20} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <QueryState query={bell} errorFallback={t('failed')} isEmpty={(d) => d.notifications.length === 0} emptyMessage={t('empty')}>
            {(d) => (
              <Stack gap={4} mah={360} style={{ overflowY: 'auto' }}>
                {d.notifications.map((n) => (
                  <UnstyledButton
                    key={n.id}
                    onClick={() => { if (!n.read) markRead.mutate(n.id); }}
                    p={6}
                    style={{ borderRadius: 6, background: n.read ? undefined : 'var(--mantine-color-blue-0)' }}
                  >
                    <Text size="sm" fw={n.read ? 500 : 700}>{n.subject}</Text>
                    {/* The entry is named by its own text; whether it is unread is said after it. */}
                    {!n.read && <VisuallyHidden>{t('unreadHint')}</VisuallyHidden>}
                    <Text size="xs" c="dimmed" lineClamp={2}>{n.message}</Text>
                    <TextLanguageNote textLanguage={n.text_language} />
                  </UnstyledButton>
                ))}
              </Stack>
            )}
          </QueryState>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
