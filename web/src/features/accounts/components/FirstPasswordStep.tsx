import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@prayog/contract';
import { errorDetail } from '../../../lib/api';
import { changePassword, endSession } from '../../../api/accounts';
import { PasswordChangeFields, placePasswordErrors, usePasswordChangeForm } from './password-change-form';

export interface FirstPasswordStepProps {
  username: string;
  /** The one-time password just typed at sign-in; when unknown, the step asks for it. */
  oneTimePassword?: string;
  /** After the new password is saved (go on to the dashboard). */
  onDone: () => void | Promise<void>;
  /** After "Sign in as someone else" has ended the session. */
  onCancel: () => void;
}

/**
 * The first sign-in with a one-time password from a teacher (login's must_change_password): the person chooses
 * their own password before reaching any dashboard. The one-time password is the current password the server
 * checks; it is not shown again. This runs on the sign-in page, outside the query cache, so it calls the API directly.
 */
export function FirstPasswordStep({ username, oneTimePassword, onDone, onCancel }: FirstPasswordStepProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The sign-in form (and its focused button) just disappeared: start the person at the first field of this step.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input:not([hidden])')?.focus();
  }, []);
  const form = usePasswordChangeForm(oneTimePassword);

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      await changePassword({ current_password: values.current_password, new_password: values.new_password });
      await onDone();
    } catch (err) {
      // A common password, or one equal to the username, is refused under its field; anything else above the button.
      const shown = oneTimePassword === undefined ? ['current_password', 'new_password', 'confirm_password'] as const : ['new_password', 'confirm_password'] as const;
      if (!placePasswordErrors(form, err, shown)) setError(errorDetail(err, t('accounts.changePassword.failed')));
      setBusy(false);
    }
  });

  const cancel = async () => {
    setBusy(true);
    await endSession();
    onCancel();
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate data-testid="first-password-form" aria-labelledby="first-password-title">
      <Stack gap="sm">
        <Title order={2} size="h3" ta="center" id="first-password-title">{t('accounts.firstPassword.title')}</Title>
        <Text size="sm" ta="center" c="dimmed">{t('accounts.firstPassword.intro', { min: PASSWORD_MIN_LENGTH })}</Text>
        <PasswordChangeFields
          form={form}
          username={username}
          currentLabel={oneTimePassword === undefined ? t('accounts.firstPassword.currentLabel') : undefined}
        />
        {error && <Alert color="red" variant="light" role="alert" data-testid="first-password-error">{error}</Alert>}
        <Button type="submit" radius="xl" disabled={busy} data-testid="first-password-submit">
          {busy ? t('accounts.firstPassword.busy') : t('accounts.firstPassword.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={() => void cancel()} disabled={busy} data-testid="first-password-cancel">
          {t('accounts.firstPassword.signOut')}
        </Anchor>
      </Stack>
    </form>
  );
}

export default FirstPasswordStep;
