import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Box, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { GRADES, REGISTRATION_MESSAGES, ROLES, SECTIONS } from '@prayog/contract';
import { isApiError, type ApiError } from '../../../lib/api';
import { useRegister } from '../../../api/accounts';
import { useSchoolChoices } from '../../../api/schools';
import { useNotice } from '../../../api/privacy';
import { PrivacyNoticeModal } from '../../../components/PrivacyNotice';
import { PasswordField } from './PasswordField';
import { EMPTY_SIGN_UP, formField, parseSignUp, REQUIRED_ROLE_FIELDS, ROLE_FIELDS, type SignUpValues } from './sign-up-values';

/** How long the button reads 'Registration Successful' (spec 1 §9). */
const SUCCESS_MS = 5000;
/** The longest join code the contract accepts. */
const JOIN_CODE_MAX = 12;

/**
 * Every field error of the server's answer under its field, at once. A taken username or email is a 409
 * without field errors; its message belongs under that field as well as above the form.
 */
function serverFieldErrors(err: ApiError): FormErrors {
  const errors: FormErrors = {};
  for (const fieldError of err.fieldErrors) {
    const field = formField(fieldError.field);
    if (field && !errors[field]) errors[field] = fieldError.message;
  }
  const message = err.serverMessage ?? err.detail;
  if (err.status === 409 && message === REGISTRATION_MESSAGES.usernameTaken) errors.username ??= message;
  if (err.status === 409 && message === REGISTRATION_MESSAGES.emailTaken) errors.email ??= message;
  return errors;
}

interface SignUpFormProps {
  /** The school list is fetched only once the sign-up side is shown. */
  active: boolean;
}

export function SignUpForm({ active }: SignUpFormProps) {
  const { t } = useTranslation();
  const registerMutation = useRegister();
  const schools = useSchoolChoices(active);
  // The notice whose version the sign-up records as read (issue 31 item 1).
  const notice = useNotice(undefined, { enabled: active });
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  // The school the new account joined, as the server found it (a student's join code names it).
  const [joinedSchool, setJoinedSchool] = useState<string | null>(null);
  const [justRegistered, setJustRegistered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // After a refusal (the form's own check or the server's) the first field in error gets the focus, scrolled to the
  // middle of the panel so the Sign Up bar kept at its bottom does not cover it; without such a field, the message
  // above the form is scrolled into view. The form can be taller than the panel or the phone's screen.
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = field ?? form?.querySelector<HTMLElement>('[data-testid="signup-error"]');
    target?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [refusals]);

  const form = useForm<SignUpValues>({
    initialValues: EMPTY_SIGN_UP,
    // The success banner is about the account just made: it goes once the form is being filled in again.
    onValuesChange: () => { setSuccessMessage(null); setJoinedSchool(null); },
    validate: (values) => {
      const parsed = parseSignUp(values);
      const errors: FormErrors = {};
      if (!values.privacy_notice) errors.privacy_notice = t('accounts.signUp.privacyNoticeRequired');
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
    if (!notice.data) {
      setError(t('accounts.signUp.privacyNoticeMissing'));
      setRefusals((n) => n + 1);
      return;
    }
    setError(null);
    setSuccessMessage(null);
    setJustRegistered(false);
    clearTimeout(timer.current);
    registerMutation.mutate({ ...parsed.data, privacy_notice_version: notice.data.version }, {
      onSuccess(response) {
        form.reset();
        setSuccessMessage(response.message);
        setJoinedSchool(response.school);
        setJustRegistered(true);
        timer.current = setTimeout(() => setJustRegistered(false), SUCCESS_MS);
      },
      onError(err) {
        // Registration reads the `message` field, not `detail` (spec 1 §8).
        setError(isApiError(err) && err.serverMessage ? err.serverMessage : t('accounts.signUp.failed'));
        form.setErrors(isApiError(err) ? serverFieldErrors(err) : {});
        // A new version was published while the form was open: it is read (and ticked) again.
        if (isApiError(err) && err.status === 409 && !err.fieldErrors.length) {
          void notice.refetch();
          form.setFieldValue('privacy_notice', false);
        }
        setRefusals((n) => n + 1);
      },
    });
  }, () => setRefusals((n) => n + 1));

  const role = form.values.role;
  const extras = role ? ROLE_FIELDS[role] : [];
  const shows = (field: (typeof extras)[number]) => extras.includes(field);
  const needs = (field: (typeof extras)[number]) => (role ? REQUIRED_ROLE_FIELDS[role].includes(field) : false);

  const roleOptions = [
    { value: '', label: t('accounts.signUp.role'), disabled: true },
    ...ROLES.map((value) => ({ value, label: t(`accounts.roles.${value}`) })),
  ];
  const gradeOptions = [{ value: '', label: t('accounts.signUp.grade') }, ...GRADES.map(String)];
  const sectionOptions = [{ value: '', label: t('accounts.signUp.section') }, ...SECTIONS];
  const schoolOptions = [{ value: '', label: t('accounts.signUp.school') }, ...(schools.data?.schools ?? [])];
  const schoolHint = schools.isPending
    ? t('accounts.signUp.schoolsLoading')
    // A student's join code already names the school: choosing it is optional (and then the code must match it).
    : role === 'student' ? t('accounts.signUp.schoolOptionalHint') : undefined;

  const buttonText = registerMutation.isPending
    ? t('accounts.signUp.busy')
    : justRegistered
      ? t('accounts.signUp.success')
      : t('accounts.signUp.submit');

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate data-testid="signup-form" aria-labelledby="signup-title">
      <Stack gap="xs">
        <Title order={1} size="h2" ta="center" id="signup-title">
          {t('accounts.signUp.title')}
        </Title>
        {successMessage && (
          <Alert color="green" variant="light" role="status" data-testid="signup-message">
            {successMessage}
            {joinedSchool && <Text size="sm" fw={600} mt={4} data-testid="signup-school">{t('accounts.signUp.joinedSchool', { school: joinedSchool })}</Text>}
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
        <PasswordField
          name="password"
          label={t('accounts.signUp.password')}
          placeholder={t('accounts.signUp.password')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        {shows('name') && (
          <TextInput
            name="name"
            label={t('accounts.signUp.name')}
            placeholder={t('accounts.signUp.name')}
            autoComplete="name"
            withAsterisk={needs('name')}
            {...form.getInputProps('name')}
          />
        )}
        {(shows('grade') || shows('section')) && (
          <Group grow align="flex-start" gap="xs">
            <NativeSelect name="grade" label={t('accounts.signUp.grade')} data={gradeOptions} withAsterisk={needs('grade')} {...form.getInputProps('grade')} />
            <NativeSelect name="section" label={t('accounts.signUp.section')} data={sectionOptions} {...form.getInputProps('section')} />
          </Group>
        )}
        {shows('school') && (
          <NativeSelect
            name="school"
            label={t('accounts.signUp.school')}
            data={schoolOptions}
            description={schoolHint}
            withAsterisk={needs('school')}
            {...form.getInputProps('school')}
            error={form.errors.school ?? (schools.isError ? t('accounts.signUp.schoolsFailed') : undefined)}
          />
        )}
        {shows('join_code') && (
          <TextInput
            name="join_code"
            label={t('accounts.signUp.joinCode')}
            placeholder={t('accounts.signUp.joinCode')}
            description={t('accounts.signUp.joinCodeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={JOIN_CODE_MAX}
            withAsterisk={needs('join_code')}
            {...form.getInputProps('join_code')}
            // Codes are capitals and digits; typing them in small letters is fine.
            onChange={(event) => form.setFieldValue('join_code', event.currentTarget.value.toUpperCase())}
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
            withAsterisk={needs('child_username')}
            {...form.getInputProps('child_username')}
          />
        )}
        <Stack gap={4}>
          <Checkbox
            name="privacy_notice"
            label={t('accounts.signUp.privacyNoticeAccept')}
            data-testid="signup-privacy-notice"
            {...form.getInputProps('privacy_notice', { type: 'checkbox' })}
          />
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setNoticeOpen(true)} data-testid="signup-read-notice">
            {t('accounts.signUp.privacyNoticeRead')}
          </Anchor>
        </Stack>
        <PrivacyNoticeModal opened={noticeOpen} onClose={() => setNoticeOpen(false)} />
        {/* Kept at the bottom of the panel (or of a phone's screen) while the form scrolls, so the action is always in view. */}
        <Box
          pos="sticky"
          bottom={0}
          pt="md"
          pb="md"
          // Fields scrolling under the bar fade out above the button instead of being cut by a hard edge.
          style={{ zIndex: 2, background: 'linear-gradient(to bottom, transparent, var(--mantine-color-body) 12px)' }}
          data-testid="signup-actions"
        >
          <Button type="submit" radius="xl" fullWidth disabled={registerMutation.isPending} data-testid="signup-submit">
            {buttonText}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
