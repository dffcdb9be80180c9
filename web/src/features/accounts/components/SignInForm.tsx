import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../../lib/api-error';
import { useAppStarted } from '../../../lib/use-app-started';
import { forgetTypedBeforeStart, takeTypedBeforeStart, type SignInField as Field } from '../prerendered-sign-in';

// Only someone signing in with a one-time password needs this step (and the dialog code); everyone else never downloads it.
const FirstPasswordDialog = lazy(() => import('./FirstPasswordDialog'));
// Whom to ask, and the emailed link where the server sends email (ADR 0027): loaded when the link is clicked.
const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog'));

/**
 * The Sign In panel (spec 1 §2). It checks only that both fields are filled (spec 1 §5); the server decides
 * the rest. The API module is loaded when the form is sent, so the sign-in page's first download stays small;
 * `onSigningIn` is told when a filled form is sent, before the server answers.
 */
export function SignInForm({ onSigningIn }: { onSigningIn?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // What was typed into the screen drawn at build time carries over (ADR 0032).
  const [typed] = useState(takeTypedBeforeStart);
  const [values, setValues] = useState<Record<Field, string>>(typed.values);
  const formRef = useRef<HTMLFormElement>(null);
  const started = useAppStarted();
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set when the login answered must_change_password: the new-password step replaces the form.
  const [firstPassword, setFirstPassword] = useState<{ username: string; oneTimePassword: string } | null>(null);
  const [forgot, setForgot] = useState(false);
  // In the commit that replaces the drawn form, so a key pressed meanwhile lands in this form's field.
  useLayoutEffect(() => {
    forgetTypedBeforeStart();
    const input = typed.focused && formRef.current?.elements.namedItem(typed.focused);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [typed]);
  // While the person types, the code that sends the form downloads in the browser's idle time, so pressing Sign In
  // costs no extra round trip on a slow network (issue 29). Not at once: the form shows first on a slow phone.
  useEffect(() => {
    let idle = 0;
    const load = () => void import('../../../api/accounts');
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(load, { timeout: 3000 });
      else load();
    }, 1500);
    return () => {
      window.clearTimeout(timer);
      if (idle && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    };
  }, []);

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
    // The code that sends the form first: what onSigningIn starts queues behind it on a slow network.
    const api = import('../../../api/accounts');
    onSigningIn?.();
    try {
      const { signIn } = await api;
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
      {forgot && <Suspense fallback={null}><ForgotPasswordDialog onClose={() => setForgot(false)} /></Suspense>}
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate data-testid="signin-form" aria-labelledby="signin-title">
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
          {/* The spec's link had no behaviour; it now says whom to ask (and offers an emailed link where there is email). */}
          <Anchor component="button" type="button" size="sm" ta="center" onClick={() => setForgot(true)} disabled={!started} data-testid="forgot-password-link">
            {t('accounts.signIn.forgotPassword')}
          </Anchor>
          <Button type="submit" radius="xl" disabled={busy || !started} data-testid="signin-submit">
            {busy ? t('accounts.signIn.busy') : t('accounts.signIn.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
