import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  /** Already resolved text: the server's detail or the screen's fallback. */
  message: string;
  onRetry?: () => void;
}

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" data-testid="error-state">
      <Stack gap="xs" align="flex-start">
        <span>{message}</span>
        {onRetry && (
          <Button size="xs" variant="outline" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
