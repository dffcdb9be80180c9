import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Mark as Completed stays disabled this long after each lesson starts (spec 2 §4, §9). */
export const COMPLETION_WAIT_SECONDS = 2;

interface CompleteButtonProps {
  onComplete: () => void;
  busy: boolean;
}

/** Render it with the lesson as its key: a new lesson mounts a new button, and the wait starts again. */
export function CompleteButton({ onComplete, busy }: CompleteButtonProps) {
  const { t } = useTranslation('lessons');
  const [secondsLeft, setSecondsLeft] = useState(COMPLETION_WAIT_SECONDS);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const id = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [secondsLeft]);

  const waiting = secondsLeft > 0;
  return (
    <Button
      color="green"
      leftSection={<IconCircleCheck size={18} aria-hidden="true" />}
      disabled={waiting || busy}
      onClick={onComplete}
      data-testid="mark-completed"
    >
      {waiting ? t('viewer.wait', { seconds: secondsLeft }) : busy ? t('viewer.saving') : t('viewer.markCompleted')}
    </Button>
  );
}
