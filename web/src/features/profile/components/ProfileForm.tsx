import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { GRADES, SECTIONS, type Section, type StudentProfile } from '@prayog/contract';
import { useState } from 'react';
import { errorDetail, isApiError } from '../../../lib/api';
import { useCancelClassChange, useUpdateProfile } from '../../../api/profile';

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

/**
 * Username and email are read-only; name changes at once; another grade or section is a request the school approves
 * (ADR 0024) — the form shows the class asked for, waiting, with Cancel, while the student stays in their class.
 */
export function ProfileForm({ profile, onClose }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile(profile.user.username);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelClassChange(profile.user.username);
  const waiting = profile.class_change;
  // The selects show the class asked for while it waits: saving the name alone keeps the request.
  const form = useForm<Values>({
    initialValues: { name: profile.name, grade: String(waiting?.grade ?? profile.grade), section: waiting?.section ?? profile.section },
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

  const withdraw = () => cancel.mutate(undefined, {
    onSuccess() {
      form.setValues({ grade: String(profile.grade), section: profile.section });
      notifications.show({ color: 'blue', message: t('classChange.cancelled') });
    },
    onError: (err) => notifications.show({ color: 'red', message: errorDetail(err, t('classChange.cancelFailed')) }),
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
        {waiting ? (
          <Alert color="yellow" variant="light" data-testid="class-change-waiting">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2}>
                <Text size="sm" fw={600}>{t('classChange.waiting', { grade: waiting.grade, section: waiting.section })}</Text>
                <Text size="xs">{t('classChange.stayUntil', { grade: profile.grade, section: profile.section })}</Text>
              </Stack>
              <Button size="xs" variant="default" onClick={withdraw} disabled={cancel.isPending} data-testid="class-change-cancel">
                {cancel.isPending ? t('classChange.cancelling') : t('classChange.cancel')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Text size="xs" c="dimmed">{t('classChange.hint')}</Text>
        )}
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
