import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@prayog/contract';
import { SectionCard } from '../../../components/SectionCard';
import { errorDetail } from '../../../lib/api';
import { storage } from '../../../lib/storage';
import { useChangePassword } from '../../../api/accounts';
import { PasswordChangeFields, placePasswordErrors, usePasswordChangeForm } from './password-change-form';

/**
 * Every role changes its own password here (the current one is required). The server signs out every other
 * session of the account; this one stays signed in.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const form = usePasswordChangeForm();

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
        if (!placePasswordErrors(form, err, ['current_password', 'new_password', 'confirm_password'])) {
          setError(errorDetail(err, t('accounts.changePassword.failed')));
        }
      },
    });
  });

  return (
    <SectionCard title={t('accounts.changePassword.title')} testId="change-password-card">
      <form onSubmit={handleSubmit} noValidate data-testid="change-password-form">
        <Stack gap="sm" maw={420}>
          <Text size="sm" c="dimmed">{t('accounts.changePassword.intro', { min: PASSWORD_MIN_LENGTH })}</Text>
          <PasswordChangeFields form={form} username={storage.username() ?? ''} currentLabel={t('accounts.changePassword.current')} />
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
