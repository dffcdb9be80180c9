import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Alert } from '@mantine/core';
import { IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OfflineQueue } from '../offline/queue';
import { offlineQueue } from '../api/offline-queue';

/**
 * The offline banner (issue 29 part 4), in the student shell and the lesson viewer: while the phone is offline it says
 * so and how many changes (time in lessons, completions, homework, quiz answers) wait on the phone; back online it
 * says they are being sent, until none waits. Nothing shows while online with nothing held back (a heartbeat passing
 * through the queue does not flash it).
 */
export function OfflineBanner({ queue = offlineQueue }: { queue?: OfflineQueue }) {
  const { t } = useTranslation('components');
  const state = useSyncExternalStore((notify) => queue.subscribe(notify), () => queue.getState());
  // Set while going offline, cleared once everything kept meanwhile is sent.
  const catchingUp = useRef(false);
  if (!state.online) catchingUp.current = true;
  else if (state.pending === 0) catchingUp.current = false;
  useEffect(() => {
    void queue.count().catch(() => undefined);
  }, [queue]);

  if (state.online && !(catchingUp.current && state.pending > 0)) return null;
  const offline = !state.online;
  return (
    <Alert
      color={offline ? 'orange' : 'blue'} variant="light" role="status" mb="md"
      icon={offline ? <IconCloudOff aria-hidden="true" /> : <IconCloudUpload aria-hidden="true" />}
      title={offline ? t('offline.title') : undefined}
      data-testid="offline-banner" data-online={state.online} data-pending={state.pending}
    >
      {offline
        ? (state.pending > 0 ? t('offline.waiting', { count: state.pending }) : t('offline.nothingWaiting'))
        : t('offline.sending', { count: state.pending })}
    </Alert>
  );
}
