import { useState } from 'react';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@prayog/contract';
import { SectionCard } from '../../../components/SectionCard';
import { errorDetail, isApiError } from '../../../lib/api';
import { useUpdateMe } from '../../../api/accounts';

interface Values {
  name: string;
  phone_number: string;
}

/** The same shape the server checks (updateMeSchema): digits, spaces, + and -, 6 to 20 of them. */
const PHONE = /^[0-9+\-\s]{6,20}$/;
const NAME_MAX = 120;

/**
 * A staff member's own name and phone number (PATCH /account/me/); username and email are shown, not edited.
 * An empty phone number removes it.
 */
export function ProfileDetailsCard({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const update = useUpdateMe();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: me.name ?? '', phone_number: me.phone_number ?? '' },
    validate: {
      name: (value) => (value.trim() ? null : t('accounts.profile.nameRequired')),
      phone_number: (value) => (value.trim() === '' || PHONE.test(value.trim()) ? null : t('accounts.profile.phoneInvalid')),
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setError(null);
    update.mutate({ name: values.name.trim(), phone_number: values.phone_number.trim() }, {
      onSuccess(saved) {
        form.setInitialValues({ name: saved.name ?? '', phone_number: saved.phone_number ?? '' });
        form.setValues({ name: saved.name ?? '', phone_number: saved.phone_number ?? '' });
        notifications.show({ color: 'green', message: t('accounts.profile.saved') });
      },
      onError(err) {
        // The server names the field it refuses; that message goes under the field.
        const errors: FormErrors = {};
        for (const fieldError of isApiError(err) ? err.fieldErrors : []) {
          if ((fieldError.field === 'name' || fieldError.field === 'phone_number') && !errors[fieldError.field]) {
            errors[fieldError.field] = fieldError.message;
          }
        }
        form.setErrors(errors);
        if (Object.keys(errors).length === 0) setError(errorDetail(err, t('accounts.profile.failed')));
      },
    });
  });

  return (
    <SectionCard title={t('accounts.profile.detailsTitle')} testId="profile-details-card">
      <form onSubmit={handleSubmit} noValidate data-testid="profile-details-form">
        <Stack gap="sm" maw={640}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('accounts.profile.username')} name="username" value={me.username} readOnly variant="filled" />
            <TextInput label={t('accounts.profile.email')} name="email" value={me.email} readOnly variant="filled" />
            <TextInput
              label={t('accounts.profile.name')}
              name="name"
              autoComplete="name"
              withAsterisk
              maxLength={NAME_MAX}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('accounts.profile.phone')}
              name="phone_number"
              type="tel"
              autoComplete="tel"
              description={t('accounts.profile.phoneHint')}
              // The hint under the box keeps both inputs of the row level.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              maxLength={20}
              {...form.getInputProps('phone_number')}
            />
          </SimpleGrid>
          {error && <Alert color="red" variant="light" role="alert" data-testid="profile-details-error">{error}</Alert>}
          <div>
            <Button type="submit" disabled={update.isPending || !form.isDirty()} data-testid="profile-details-save">
              {update.isPending ? t('accounts.profile.saving') : t('accounts.profile.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </SectionCard>
  );
}
