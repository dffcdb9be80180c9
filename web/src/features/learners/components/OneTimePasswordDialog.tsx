import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OneTimePassword } from '@prayog/contract';
import { formatMoment } from '../../../lib/format';

interface OneTimePasswordDialogProps {
  /** The server's answer to a reset or an addition; the dialog is open while it is set. */
  answer: OneTimePassword | null;
  /** A new student (Add User) or an existing one's reset: only the title differs. */
  kind: 'reset' | 'added';
  onClose: () => void;
}

/**
 * Shows a one-time password once (ADR 0007): the server stores it nowhere in clear, so closing this dialog is
 * the end of it. A click outside or Escape must not lose it by accident, hence only the Done button closes.
 */
export function OneTimePasswordDialog({ answer, kind, onClose }: OneTimePasswordDialogProps) {
  const { t, i18n } = useTranslation('learners');
  return (
    <Modal
      opened={answer !== null}
      onClose={onClose}
      title={t(kind === 'added' ? 'otp.addedTitle' : 'otp.resetTitle')}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      data-testid="otp-dialog"
    >
      {answer && (
        <Stack gap="sm">
          <Text size="sm">{answer.detail}</Text>
          <Stack gap={4}>
            <Text size="sm"><Text span fw={600}>{t('otp.student')}:</Text> {answer.name}</Text>
            <Text size="sm"><Text span fw={600}>{t('otp.username')}:</Text> <Code data-testid="otp-username">{answer.username}</Code></Text>
          </Stack>
          <div>
            <Text size="sm" fw={600} id="otp-password-label">{t('otp.password')}</Text>
            {/* A block of its own, so a long password keeps to one line on a phone; the copy button goes under it. */}
            <Code block fz="md" mt={4} aria-labelledby="otp-password-label" data-testid="otp-password" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {answer.one_time_password}
            </Code>
            <CopyButton value={answer.one_time_password}>
              {({ copied, copy }) => (
                <Button size="xs" mt="xs" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : 'blue'} onClick={copy} data-testid="otp-copy">
                  {copied ? t('otp.copied') : t('otp.copy')}
                </Button>
              )}
            </CopyButton>
          </div>
          <Alert color="yellow" variant="light" data-testid="otp-must-change">
            <Text size="sm">{t('otp.mustChange', { name: answer.name })}</Text>
            {/* ONE_TIME_PASSWORD_HOURS (ADR 0023): the server says how long, and until when. */}
            <Text size="sm" mt={4} data-testid="otp-valid-for">
              {t('otp.validFor', { hours: answer.valid_hours, until: formatMoment(answer.expires_at, i18n.language) })}
            </Text>
            <Text size="sm" mt={4}>{t('otp.onceOnly')}</Text>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-testid="otp-done">{t('otp.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
