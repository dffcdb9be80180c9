import { useForm, type FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@prayog/contract';
import { isApiError } from '../../../lib/api';
import { PasswordField } from './PasswordField';

export interface PasswordChangeValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/** The change-password form's values and checks, shared by Change Password and the first sign-in step. */
export function usePasswordChangeForm(currentPassword = '') {
  const { t } = useTranslation();
  return useForm<PasswordChangeValues>({
    initialValues: { current_password: currentPassword, new_password: '', confirm_password: '' },
    validate: {
      current_password: (value) => (value ? null : t('accounts.changePassword.currentRequired')),
      new_password: (value) => {
        if (value.length < PASSWORD_MIN_LENGTH) return t('accounts.changePassword.tooShort', { min: PASSWORD_MIN_LENGTH });
        return value.length > PASSWORD_MAX_LENGTH ? t('accounts.changePassword.tooLong', { max: PASSWORD_MAX_LENGTH }) : null;
      },
      confirm_password: (value, values) => (value === values.new_password ? null : t('accounts.changePassword.mismatch')),
    },
  });
}
type PasswordChangeForm = ReturnType<typeof usePasswordChangeForm>;

/**
 * Puts the server's refusals under the fields they name (a wrong current password, a common new one) and tells
 * whether any was placed; the caller shows anything else above the button. `fields` are the ones on screen.
 */
export function placePasswordErrors(form: PasswordChangeForm, err: unknown, fields: readonly (keyof PasswordChangeValues)[]): boolean {
  const errors: FormErrors = {};
  for (const fieldError of isApiError(err) ? err.fieldErrors : []) {
    const field = fieldError.field as keyof PasswordChangeValues;
    if (fields.includes(field) && !errors[field]) errors[field] = fieldError.message;
  }
  form.setErrors(errors);
  return Object.keys(errors).length > 0;
}

/** The current (unless already known), new and confirmation fields, with the username for password managers. */
export function PasswordChangeFields({ form, username, currentLabel }: {
  form: PasswordChangeForm;
  username: string;
  /** The current password's label; without one the field is not shown (its value is already in the form). */
  currentLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {/* Lets a password manager know whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {currentLabel && (
        <PasswordField name="current_password" label={currentLabel} autoComplete="current-password" withAsterisk {...form.getInputProps('current_password')} />
      )}
      <PasswordField name="new_password" label={t('accounts.changePassword.new')} autoComplete="new-password" withAsterisk {...form.getInputProps('new_password')} />
      <PasswordField name="confirm_password" label={t('accounts.changePassword.confirm')} autoComplete="new-password" withAsterisk {...form.getInputProps('confirm_password')} />
    </>
  );
}
