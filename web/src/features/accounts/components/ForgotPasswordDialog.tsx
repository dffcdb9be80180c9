import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Divider, Group, List, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordResetOptions, requestPasswordReset } from '../../../api/password-reset';
import { errorDetail } from '../../../lib/api-error';

/**
 * "Forgot your password?" (issue 28 item 17, ADR 0027): whom to ask for a one-time password — a student their
 * teacher, staff their school or an administrator, parents their school — and, where the server sends email, a form
 * that emails a link (the same answer whether or not the account exists). Loaded only when the link is clicked.
 */
export default function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const [emailReset, setEmailReset] = useState(false);
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const ask = new AbortController();
    // Without an answer the guidance alone shows: asking the school always works.
    passwordResetOptions(ask.signal).then((o) => setEmailReset(o.email_reset), () => undefined);
    return () => ask.abort();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSent((await requestPasswordReset({ username_or_email: name.trim() })).detail);
    } catch (err) {
      setError(errorDetail(err, t('forgot.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} centered size="lg" title={<Title order={2} size="h4">{t('forgot.title')}</Title>} data-testid="forgot-password-dialog">
      <Stack gap="md">
        <Text size="sm">{t('forgot.intro')}</Text>
        <List size="sm" spacing="xs" data-testid="forgot-password-guidance">
          <List.Item>{t('forgot.student')}</List.Item>
          <List.Item>{t('forgot.staff')}</List.Item>
          <List.Item>{t('forgot.parent')}</List.Item>
        </List>
        {emailReset && (
          <>
            <Divider />
            <form onSubmit={(e) => void submit(e)} noValidate data-testid="forgot-password-form">
              <Stack gap="sm">
                <Title order={3} size="h5">{t('forgot.emailTitle')}</Title>
                <Text size="sm">{t('forgot.emailIntro')}</Text>
                {sent ? (
                  <Alert color="teal" variant="light" role="status" data-testid="forgot-password-sent">{sent}</Alert>
                ) : (
                  <>
                    {error && <Alert color="red" variant="light" role="alert">{error}</Alert>}
                    <TextInput
                      name="username_or_email" label={t('forgot.usernameOrEmail')} autoComplete="username" required maxLength={254}
                      value={name} onChange={(e) => { setName(e.currentTarget.value); setMissing(false); }}
                      error={missing ? t('forgot.required') : undefined}
                    />
                    <Group justify="flex-end">
                      <Button type="submit" disabled={busy} data-testid="forgot-password-send">{busy ? t('forgot.sending') : t('forgot.send')}</Button>
                    </Group>
                  </>
                )}
              </Stack>
            </form>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="forgot-password-close">{t('forgot.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
