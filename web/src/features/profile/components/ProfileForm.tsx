import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { GRADES, SECTIONS, type Section, type StudentProfile } from '@prayog/contract';
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { useUpdateProfile } from '../../../api/profile';

interface ProfileFormProps {
  profile: StudentProfile;
  onClose: () => void;
}

interface Values {
  name: string;
  grade: string;
  section: string;
}

const NAME_MAX = 120;

/** Username and email are read-only; name, grade and section can change (spec 1 §2, §5). */
export function ProfileForm({ profile, onClose }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile(profile.user.username);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: profile.name, grade: String(profile.grade), section: profile.section },
    validate: {
      name: (value) => {
        const name = value.trim();
        if (!name) return t('nameRequired');
        return name.length > NAME_MAX ? t('nameTooLong') : null;
      },
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setError(null);
    update.mutate({ name: values.name.trim(), grade: Number(values.grade), section: values.section as Section }, {
      // Spec 1 §2: the page reloads after a save, so every panel shows the new name and class.
      onSuccess: () => window.location.reload(),
      onError(err) {
        if (isApiError(err) && err.status !== 0) {
          setError(err.detail ?? t('updateFailed'));
          for (const fieldError of err.fieldErrors) {
            if (fieldError.field in form.values) form.setFieldError(fieldError.field, fieldError.message);
          }
          return;
        }
        // No answer from the server at all (network down): the spec's alert.
        notifications.show({ color: 'red', message: t('updateError') });
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="profile-form">
      <Stack gap="sm">
        <TextInput label={t('username')} value={profile.user.username} readOnly variant="filled" name="username" description={t('readOnlyHint')} />
        <TextInput label={t('email')} value={profile.user.email} readOnly variant="filled" name="email" type="email" />
        <TextInput label={t('name')} name="name" required maxLength={NAME_MAX} autoComplete="name" {...form.getInputProps('name')} />
        <Group grow gap="sm" align="flex-start">
          <NativeSelect label={t('grade')} name="grade" data={GRADES.map(String)} {...form.getInputProps('grade')} />
          <NativeSelect label={t('section')} name="section" data={[...SECTIONS]} {...form.getInputProps('section')} />
        </Group>
        {error && <Alert color="red" variant="light" role="alert" data-testid="profile-error">{error}</Alert>}
        <Group gap="sm" mt="xs">
          <Button type="submit" disabled={update.isPending} data-testid="profile-save">
            {update.isPending ? t('saving') : t('save')}
          </Button>
          <Button variant="default" onClick={onClose} data-testid="profile-close">{t('close')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
