import { useState } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { confirmPasswordReset } from '../../../api/password-reset';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { errorDetail, isApiError } from '../../../lib/api-error';
import { PasswordChangeFields, placePasswordErrors, usePasswordChangeForm } from '../components/password-change-form';
import classes from './AuthPage.module.css';

/**
 * The page a password reset email links to (/reset-password?token=…, ADR 0027): a new password under the same rules
 * as Change Password; once set, every session of the account has ended and the person signs in again.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const token = useSearchParams()[0].get('token') ?? '';
  // The current password is not asked: the link stands for it.
  const form = usePasswordChangeForm('-');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      setDone((await confirmPasswordReset({ token, new_password: values.new_password })).detail);
    } catch (err) {
      // A weak password goes under its field; a used or expired link above the form.
      if (!(isApiError(err) && err.fieldErrors.some((f) => f.field === 'token')) && placePasswordErrors(form, err, ['new_password'])) return;
      setError(errorDetail(err, t('reset.failed')));
    } finally {
      setBusy(false);
    }
  });

  return (
    <div className={classes.page}>
      <div className={classes.languageBar}><LanguageSwitch /></div>
      <Paper radius="lg" shadow="md" p={{ base: 'md', sm: 'xl' }} w="min(480px, 100%)" data-testid="reset-password-page">
        <Stack gap="md">
          <Title order={1} size="h2">{t('reset.title')}</Title>
          {done ? (
            <>
              <Alert color="teal" variant="light" role="status" data-testid="reset-password-done">{done}</Alert>
              <Button component={Link} to="/login" data-testid="reset-password-signin">{t('reset.toSignIn')}</Button>
            </>
          ) : !token ? (
            <>
              <Alert color="yellow" variant="light">{t('reset.noToken')}</Alert>
              <Anchor component={Link} to="/login">{t('reset.askAgain')}</Anchor>
            </>
          ) : (
            <form onSubmit={submit} noValidate data-testid="reset-password-form">
              <Stack gap="sm">
                <Text size="sm">{t('reset.intro')}</Text>
                {error && (
                  <Alert color="red" variant="light" role="alert" data-testid="reset-password-error">
                    {error} <Anchor component={Link} to="/login" size="sm">{t('reset.askAgain')}</Anchor>
                  </Alert>
                )}
                <PasswordChangeFields form={form} username="" />
                <Button type="submit" disabled={busy} data-testid="reset-password-submit">{busy ? t('reset.busy') : t('reset.submit')}</Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </div>
  );
}
