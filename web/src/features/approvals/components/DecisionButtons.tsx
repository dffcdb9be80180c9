import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface DecisionButtonsProps {
  /** The person's name, so each row's buttons have their own accessible name ('Approve Kiran Bhatia'). */
  name: string;
  /** This row's approval is being sent. */
  approving: boolean;
  onApprove: () => void;
  /** Opens the confirmation: a rejection is final. */
  onReject: () => void;
}

/** A row's Approve and Reject buttons. */
export function DecisionButtons({ name, approving, onApprove, onReject }: DecisionButtonsProps) {
  const { t } = useTranslation('approvals');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs" color="green" leftSection={<IconCheck size={14} aria-hidden />}
        onClick={onApprove} disabled={approving}
        aria-label={t('approveLabel', { name })} data-testid="approve-button"
      >
        {approving ? t('approving') : t('approve')}
      </Button>
      <Button
        size="xs" color="red" variant="light" leftSection={<IconX size={14} aria-hidden />}
        onClick={onReject} disabled={approving}
        aria-label={t('rejectLabel', { name })} data-testid="reject-button"
      >
        {t('reject')}
      </Button>
    </Group>
  );
}
