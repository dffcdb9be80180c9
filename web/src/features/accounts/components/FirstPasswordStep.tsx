import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@prayog/contract';
import { errorDetail, isApiError } from '../../../lib/api';
import { changePassword, endSession } from '../../../api/accounts';
import { PasswordField } from './PasswordField';

interface Values {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const FIELDS = new Set<string>(['current_password', 'new_password', 'confirm_password']);

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
  const form = useForm<Values>({
    initialValues: { current_password: oneTimePassword ?? '', new_password: '', confirm_password: '' },
    validate: {
      current_password: (value) => (value ? null : t('accounts.changePassword.currentRequired')),
      new_password: (value) => {
        if (value.length < PASSWORD_MIN_LENGTH) return t('accounts.changePassword.tooShort', { min: PASSWORD_MIN_LENGTH });
        return value.length > PASSWORD_MAX_LENGTH ? t('accounts.changePassword.tooLong', { max: PASSWORD_MAX_LENGTH }) : null;
      },
      confirm_password: (value, values) => (value === values.new_password ? null : t('accounts.changePassword.mismatch')),
    },
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      await changePassword({ current_password: values.current_password, new_password: values.new_password });
      await onDone();
    } catch (err) {
      // A common password, or one equal to the username, is refused under its field; anything else above the button.
      const errors: FormErrors = {};
      for (const fieldError of isApiError(err) ? err.fieldErrors : []) {
        const known = FIELDS.has(fieldError.field) && (fieldError.field !== 'current_password' || oneTimePassword === undefined);
        if (known && !errors[fieldError.field]) errors[fieldError.field] = fieldError.message;
      }
      form.setErrors(errors);
      if (Object.keys(errors).length === 0) setError(errorDetail(err, t('accounts.changePassword.failed')));
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
        {/* Lets a password manager know whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        {oneTimePassword === undefined && (
          <PasswordField
            name="current_password"
            label={t('accounts.firstPassword.currentLabel')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('current_password')}
          />
        )}
        <PasswordField
          name="new_password"
          label={t('accounts.changePassword.new')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('new_password')}
        />
        <PasswordField
          name="confirm_password"
          label={t('accounts.changePassword.confirm')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirm_password')}
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
