import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../../lib/api-error';

type Field = 'username_or_email' | 'password';

// Only someone signing in with a one-time password needs this step (and the dialog code); everyone else never downloads it.
const FirstPasswordDialog = lazy(() => import('./FirstPasswordDialog'));

/**
 * The Sign In panel (spec 1 §2). It checks only that both fields are filled (spec 1 §5); the server decides
 * the rest. The API module is loaded when the form is sent, so the sign-in page's first download stays small.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ username_or_email: '', password: '' });
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set when the login answered must_change_password: the new-password step replaces the form.
  const [firstPassword, setFirstPassword] = useState<{ username: string; oneTimePassword: string } | null>(null);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setMissing((m) => ({ ...m, [field]: false }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = { username_or_email: !values.username_or_email.trim(), password: !values.password };
    setMissing(empty);
    if (empty.username_or_email || empty.password) return;
    setError(null);
    setBusy(true);
    try {
      const { signIn } = await import('../../../api/accounts');
      const login = await signIn({ username_or_email: values.username_or_email.trim(), password: values.password });
      if (login.must_change_password) {
        setFirstPassword({ username: login.username, oneTimePassword: values.password });
        return;
      }
      await navigate('/dashboard');
    } catch (err) {
      setError(errorDetail(err, t('accounts.signIn.failed')));
      setBusy(false);
    }
  };

  // The new-password step covers the whole sign-in page (its Sign Up panel included) until it is done or left.
  const step = firstPassword && (
    <Suspense fallback={null}>
      <FirstPasswordDialog
        username={firstPassword.username}
        oneTimePassword={firstPassword.oneTimePassword}
        onDone={() => navigate('/dashboard')}
        onCancel={() => {
          setFirstPassword(null);
          setBusy(false);
          setValues({ username_or_email: '', password: '' });
        }}
      />
    </Suspense>
  );

  return (
    <>
      {step}
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="signin-form" aria-labelledby="signin-title">
        <Stack gap="sm">
          <Title order={1} size="h2" ta="center" id="signin-title">
            {t('accounts.signIn.title')}
          </Title>
          {error && (
            <Alert color="red" variant="light" role="alert" data-testid="signin-error">
              {error}
            </Alert>
          )}
          <TextInput
            name="username_or_email"
            label={t('accounts.signIn.usernameOrEmail')}
            placeholder={t('accounts.signIn.usernameOrEmail')}
            autoComplete="username"
            required
            value={values.username_or_email}
            onChange={change('username_or_email')}
            error={missing.username_or_email ? t('accounts.signIn.required') : undefined}
          />
          <PasswordInput
            name="password"
            label={t('accounts.signIn.password')}
            placeholder={t('accounts.signIn.password')}
            autoComplete="current-password"
            required
            value={values.password}
            onChange={change('password')}
            error={missing.password ? t('accounts.signIn.required') : undefined}
          />
          {/* Password reset is not part of the product yet (spec 1 §2): the link does nothing. */}
          <Anchor href="#" size="sm" ta="center" onClick={(event) => event.preventDefault()}>
            {t('accounts.signIn.forgotPassword')}
          </Anchor>
          <Button type="submit" radius="xl" disabled={busy} data-testid="signin-submit">
            {busy ? t('accounts.signIn.busy') : t('accounts.signIn.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
