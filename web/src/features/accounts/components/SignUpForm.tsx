import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, NativeSelect, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { GRADES, ROLES, SECTIONS } from '@prayog/contract';
import { isApiError } from '../../../lib/api';
import { useRegister } from '../api/register';
import { useSchoolChoices } from '../api/school-choices';
import { EMPTY_SIGN_UP, formField, parseSignUp, ROLE_FIELDS, type SignUpValues } from './sign-up-values';

/** How long the button reads 'Registration Successful' (spec 1 §9). */
const SUCCESS_MS = 5000;

interface SignUpFormProps {
  /** The school list is fetched only once the sign-up side is shown. */
  active: boolean;
}

export function SignUpForm({ active }: SignUpFormProps) {
  const { t } = useTranslation();
  const registerMutation = useRegister();
  const schools = useSchoolChoices(active);
  const [error, setError] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const [justRegistered, setJustRegistered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const form = useForm<SignUpValues>({
    initialValues: EMPTY_SIGN_UP,
    validate: (values) => {
      const parsed = parseSignUp(values);
      const errors: FormErrors = {};
      if (parsed.success) return errors;
      for (const issue of parsed.error.issues) {
        const field = formField(issue.path);
        if (field && !errors[field]) errors[field] = field === 'role' ? t('accounts.signUp.chooseRole') : issue.message;
      }
      return errors;
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    const parsed = parseSignUp(values);
    if (!parsed.success) return;
    setError(null);
    setSuccessMessage(null);
    setJustRegistered(false);
    clearTimeout(timer.current);
    registerMutation.mutate(parsed.data, {
      onSuccess(response) {
        form.reset();
        setSuccessMessage(response.message);
        setJustRegistered(true);
        timer.current = setTimeout(() => setJustRegistered(false), SUCCESS_MS);
      },
      onError(err) {
        // Registration reads the `message` field, not `detail` (spec 1 §8).
        setError(isApiError(err) && err.serverMessage ? err.serverMessage : t('accounts.signUp.failed'));
        if (isApiError(err)) {
          for (const fieldError of err.fieldErrors) {
            const field = formField(fieldError.field);
            if (field) form.setFieldError(field, fieldError.message);
          }
        }
      },
    });
  });

  const role = form.values.role;
  const extras = role ? ROLE_FIELDS[role] : [];
  const shows = (field: (typeof extras)[number]) => extras.includes(field);

  const roleOptions = [
    { value: '', label: t('accounts.signUp.role'), disabled: true },
    ...ROLES.map((value) => ({ value, label: t(`accounts.roles.${value}`) })),
  ];
  const gradeOptions = [{ value: '', label: t('accounts.signUp.grade') }, ...GRADES.map(String)];
  const sectionOptions = [{ value: '', label: t('accounts.signUp.section') }, ...SECTIONS];
  const schoolOptions = [{ value: '', label: t('accounts.signUp.school') }, ...(schools.data?.schools ?? [])];
  const schoolHint = schools.isPending ? t('accounts.signUp.schoolsLoading') : undefined;

  const buttonText = registerMutation.isPending
    ? t('accounts.signUp.busy')
    : justRegistered
      ? t('accounts.signUp.success')
      : t('accounts.signUp.submit');

  return (
    <form onSubmit={handleSubmit} data-testid="signup-form" aria-labelledby="signup-title">
      <Stack gap="xs">
        <Title order={1} size="h2" ta="center" id="signup-title">
          {t('accounts.signUp.title')}
        </Title>
        {successMessage && (
          <Alert color="green" variant="light" role="status" data-testid="signup-message">
            {successMessage}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="signup-error">
            {error}
          </Alert>
        )}
        <NativeSelect name="role" label={t('accounts.signUp.role')} data={roleOptions} required {...form.getInputProps('role')} />
        <TextInput
          name="username"
          label={t('accounts.signUp.username')}
          placeholder={t('accounts.signUp.username')}
          autoComplete="username"
          required
          {...form.getInputProps('username')}
        />
        <TextInput
          name="email"
          type="email"
          label={t('accounts.signUp.email')}
          placeholder={t('accounts.signUp.email')}
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          name="password"
          label={t('accounts.signUp.password')}
          placeholder={t('accounts.signUp.password')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        {shows('name') && (
          <TextInput name="name" label={t('accounts.signUp.name')} placeholder={t('accounts.signUp.name')} autoComplete="name" {...form.getInputProps('name')} />
        )}
        {(shows('grade') || shows('section')) && (
          <Group grow align="flex-start" gap="xs">
            <NativeSelect name="grade" label={t('accounts.signUp.grade')} data={gradeOptions} {...form.getInputProps('grade')} />
            <NativeSelect name="section" label={t('accounts.signUp.section')} data={sectionOptions} {...form.getInputProps('section')} />
          </Group>
        )}
        {shows('school') && (
          <NativeSelect
            name="school"
            label={t('accounts.signUp.school')}
            data={schoolOptions}
            description={schoolHint}
            {...form.getInputProps('school')}
            error={form.errors.school ?? (schools.isError ? t('accounts.signUp.schoolsFailed') : undefined)}
          />
        )}
        {shows('phone_number') && (
          <TextInput
            name="phone_number"
            type="tel"
            label={t('accounts.signUp.phoneNumber')}
            placeholder={t('accounts.signUp.phoneNumber')}
            autoComplete="tel"
            {...form.getInputProps('phone_number')}
          />
        )}
        {shows('child_username') && (
          <TextInput
            name="child_username"
            label={t('accounts.signUp.childUsername')}
            placeholder={t('accounts.signUp.childUsername')}
            {...form.getInputProps('child_username')}
          />
        )}
        <Button type="submit" radius="xl" mt="xs" disabled={registerMutation.isPending} data-testid="signup-submit">
          {buttonText}
        </Button>
      </Stack>
    </form>
  );
}
