import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../lib/api';

export interface ConfirmDialogProps<R = unknown> {
  opened: boolean;
  /** Cancel, Escape, the close button, and after a successful confirm. */
  onClose: () => void;
  /** The spec's title ('Confirm Delete'); the dialog's accessible name. */
  title: string;
  /** The spec's question ('Are you sure you want to delete this monthly report?'). */
  message: ReactNode;
  /** The spec's confirm text ('Delete'). */
  confirmLabel: string;
  /** On the confirm button while `onConfirm` runs (default 'Please wait...'). */
  busyLabel?: string;
  cancelLabel?: string;
  /** The confirm button's colour; red (danger) by default. */
  color?: MantineColor;
  /** Does the action; a rejection keeps the dialog open and shows the error. */
  onConfirm: () => Promise<R> | R;
  /** After success, once the dialog is closed: refresh the list here. */
  onSuccess?: (result: R) => void;
  /** Shown when the action fails without a server detail. */
  errorFallback?: string;
  testId?: string;
}

/** Asks before a delete or another irreversible action. Cancel has the focus, so Enter does no harm. */
export function ConfirmDialog<R = unknown>({
  opened, onClose, title, message, confirmLabel, busyLabel, cancelLabel, color = 'red', onConfirm, onSuccess, errorFallback,
  testId = 'confirm-dialog',
}: ConfirmDialogProps<R>) {
  const { t } = useTranslation('components');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Each opening starts without the last attempt's error.
  useEffect(() => {
    if (opened) setError(null);
  }, [opened]);

  const confirm = async () => {
    if (busy) return;
    setError(null);
    setBusy(true);
    let result: R;
    try {
      result = await onConfirm();
    } catch (err) {
      setBusy(false);
      setError(errorDetail(err, errorFallback ?? t('confirm.failed')));
      return;
    }
    setBusy(false);
    onClose();
    onSuccess?.(result);
  };

  const close = busy ? () => {} : onClose;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
      data-testid={testId}
    >
      <Stack gap="md">
        <Text component="div">{message}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid={`${testId}-error`}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus data-testid={`${testId}-cancel`}>
            {cancelLabel ?? t('confirm.cancel')}
          </Button>
          <Button
            color={color}
            onClick={() => void confirm()}
            data-disabled={busy || undefined}
            aria-disabled={busy || undefined}
            data-testid={`${testId}-confirm`}
          >
            {busy ? (busyLabel ?? t('confirm.busy')) : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
