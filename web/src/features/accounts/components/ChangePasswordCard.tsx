import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@prayog/contract';
import { SectionCard } from '../../../components/SectionCard';
import { errorDetail, isApiError } from '../../../lib/api';
import { storage } from '../../../lib/storage';
import { useChangePassword } from '../../../api/accounts';
import { PasswordField } from './PasswordField';

interface Values {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };
const FIELDS = new Set<string>(Object.keys(EMPTY));

/**
 * Every role changes its own password here (the current one is required). The server signs out every other
 * session of the account; this one stays signed in.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: {
      current_password: (value) => (value ? null : t('accounts.changePassword.currentRequired')),
      new_password: (value) => {
        if (value.length < PASSWORD_MIN_LENGTH) return t('accounts.changePassword.tooShort', { min: PASSWORD_MIN_LENGTH });
        return value.length > PASSWORD_MAX_LENGTH ? t('accounts.changePassword.tooLong', { max: PASSWORD_MAX_LENGTH }) : null;
      },
      confirm_password: (value, values) => (value === values.new_password ? null : t('accounts.changePassword.mismatch')),
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setError(null);
    change.mutate({ current_password: values.current_password, new_password: values.new_password }, {
      onSuccess(response) {
        form.reset();
        const signedOut = response.signed_out_sessions > 0
          ? ` ${t('accounts.changePassword.signedOut', { count: response.signed_out_sessions })}`
          : '';
        notifications.show({ color: 'green', message: `${t('accounts.changePassword.changed')}${signedOut}` });
      },
      onError(err) {
        // The server names the field it refuses (a wrong current password, a common new one); those go under it.
        const errors: FormErrors = {};
        for (const fieldError of isApiError(err) ? err.fieldErrors : []) {
          if (FIELDS.has(fieldError.field) && !errors[fieldError.field]) errors[fieldError.field] = fieldError.message;
        }
        form.setErrors(errors);
        if (Object.keys(errors).length === 0) setError(errorDetail(err, t('accounts.changePassword.failed')));
      },
    });
  });

  return (
    <SectionCard title={t('accounts.changePassword.title')} testId="change-password-card">
      <form onSubmit={handleSubmit} noValidate data-testid="change-password-form">
        <Stack gap="sm" maw={420}>
          <Text size="sm" c="dimmed">{t('accounts.changePassword.intro', { min: PASSWORD_MIN_LENGTH })}</Text>
          {/* Lets a password manager know whose password this is. */}
          <input type="text" name="username" autoComplete="username" value={storage.username() ?? ''} readOnly hidden />
          <PasswordField
            name="current_password"
            label={t('accounts.changePassword.current')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('current_password')}
          />
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
          {error && <Alert color="red" variant="light" role="alert" data-testid="change-password-error">{error}</Alert>}
          <div>
            <Button type="submit" mt="xs" disabled={change.isPending} data-testid="change-password-submit">
              {change.isPending ? t('accounts.changePassword.busy') : t('accounts.changePassword.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </SectionCard>
  );
}

export default ChangePasswordCard;
