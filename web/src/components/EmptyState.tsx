import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface EmptyStateProps {
  /** The screen's own empty text from the spec; a neutral default otherwise. */
  message?: string;
}

export function EmptyState({ message }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" ta="center" py="lg" data-testid="empty-state">
      {message ?? t('common.nothingToShow')}
    </Text>
  );
}
