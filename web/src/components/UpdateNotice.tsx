import { useEffect, useState } from 'react';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appUpdate } from './app-update';
import classes from './UpdateNotice.module.css';

/** The quiz runner's root (features/quizzes/components/QuizRunner.tsx): an attempt is in progress while it is shown. */
const RUNNING_QUIZ = '[data-testid="quiz-runner"]';

/** Whether a quiz attempt is on the screen, followed as screens change. */
function useQuizInProgress(): boolean {
  const [running, setRunning] = useState(() => document.querySelector(RUNNING_QUIZ) !== null);
  useEffect(() => {
    const check = () => setRunning(document.querySelector(RUNNING_QUIZ) !== null);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    check();
    return () => observer.disconnect();
  }, []);
  return running;
}

/**
 * "A new version of Prayog is ready": the new version is used the next time the app is opened; "Reload now" takes
 * it at once, and is not offered while a quiz attempt is in progress (a reload must never interrupt a quiz).
 */
export default function UpdateNotice() {
  const { t } = useTranslation('components');
  const quizRunning = useQuizInProgress();
  const [reloading, setReloading] = useState(false);
  return (
    <Paper className={classes.notice} shadow="md" withBorder p="sm" role="status" data-testid="update-notice">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text size="sm" style={{ flex: 1 }}>{t('appUpdate.ready')}</Text>
        <CloseButton size="sm" aria-label={t('appUpdate.close')} onClick={() => appUpdate.dismiss()} />
      </Group>
      {!quizRunning && (
        <Group justify="flex-end" mt="xs">
          <Button size="xs" loading={reloading} data-testid="update-reload"
            onClick={() => { setReloading(true); void appUpdate.apply(); }}>
            {t('appUpdate.reload')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
