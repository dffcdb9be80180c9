import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema, type LoginRequest } from '@prayog/contract';
import { errorDetail } from '../../../lib/api';
import { useLogin } from '../api/login';

export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    initialValues: { username_or_email: '', password: '' },
    validate: schemaResolver(loginRequestSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    setError(null);
    loginMutation.mutate(values, {
      onSuccess: () => void navigate('/dashboard'),
      onError: (err) => setError(errorDetail(err, t('accounts.signIn.failed'))),
    });
  });

  return (
    <form onSubmit={handleSubmit} data-testid="signin-form" aria-labelledby="signin-title">
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
          {...form.getInputProps('username_or_email')}
        />
        <PasswordInput
          name="password"
          label={t('accounts.signIn.password')}
          placeholder={t('accounts.signIn.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {/* Password reset is not part of the product yet (spec 1 §2): the link does nothing. */}
        <Anchor href="#" size="sm" ta="center" onClick={(event) => event.preventDefault()}>
          {t('accounts.signIn.forgotPassword')}
        </Anchor>
        <Button type="submit" radius="xl" disabled={loginMutation.isPending} data-testid="signin-submit">
          {loginMutation.isPending ? t('accounts.signIn.busy') : t('accounts.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
