import { useState } from 'react';
import { Avatar, Flex, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Avatar as AvatarOption, StudentProfile } from '@prayog/contract';
import { ErrorState } from '../../../components/ErrorState';
import { PanelHeader } from '../../../components/PanelHeader';
import { useSelectPanel } from '../../../components/active-panel';
import { errorDetail, isApiError } from '../../../lib/api';
import { storage } from '../../../lib/storage';
import { useProfile, useUploadAvatar } from '../../../api/profile';
import { AvatarPicker } from '../components/AvatarPicker';
import { ProfileForm } from '../components/ProfileForm';

/** Spec 1 §9: the profile picture preview is 100 px. */
const PREVIEW_PX = 100;

/** The Profile Setting panel: the 'User Profile' screen of spec 1 §2. */
export default function ProfileSettingPage() {
  const { t } = useTranslation('profile');
  const username = storage.username();
  const profile = useProfile(username);

  let body;
  if (!username) {
    body = <ErrorState message={t('usernameMissing')} />;
  } else if (profile.isPending) {
    body = <ProfileSkeleton label={t('loading')} />;
  } else if (profile.isError) {
    const missing = isApiError(profile.error) && profile.error.status === 404;
    body = (
      <ErrorState
        message={missing ? t('noProfile') : errorDetail(profile.error, t('fetchFailed'))}
        onRetry={missing ? undefined : () => void profile.refetch()}
      />
    );
  } else {
    body = <ProfileEditor profile={profile.data} refetch={profile.refetch} />;
  }

  return (
    <Stack gap={0} maw={760}>
      <PanelHeader title={t('title')} />
      {body}
    </Stack>
  );
}

function ProfileEditor({ profile, refetch }: { profile: StudentProfile; refetch: () => Promise<{ isError: boolean }> }) {
  const { t } = useTranslation('profile');
  const upload = useUploadAvatar(profile.user.username);
  // Close returns to the dashboard panel (spec 1 §2).
  const selectPanel = useSelectPanel();
  // The locally selected avatar (spec 1 §3): the preview follows a pick at once, before the server answers.
  const [picked, setPicked] = useState<{ key: string; image: string } | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);

  const pick = (avatar: AvatarOption) => {
    setAvatarError(null);
    setPicked({ key: avatar.key, image: avatar.image });
    upload.mutate(avatar.key, {
      async onSuccess() {
        notifications.show({ color: 'green', message: t('avatarUpdated') });
        const refreshed = await refetch();
        if (refreshed.isError) notifications.show({ color: 'red', message: t('refreshFailed') });
        setPicked(null);
      },
      onError(err) {
        setPicked(null);
        setAvatarError(errorDetail(err, t('avatarFailed')));
      },
    });
  };

  const previewSrc = picked?.image ?? profile.profile_pic;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="profile-panel">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="xl" align={{ base: 'center', sm: 'flex-start' }}>
        <Stack align="center" gap={6}>
          <Avatar
            src={previewSrc}
            alt={t('pictureOf', { name: profile.name })}
            size={PREVIEW_PX}
            radius={PREVIEW_PX}
            color="blue"
            data-testid="profile-preview"
          >
            {profile.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text size="sm" c="dimmed">{t('picture')}</Text>
        </Stack>
        <Stack gap="lg" w="100%" miw={0}>
          <ProfileForm profile={profile} onClose={() => selectPanel('dashboard')} />
          <Stack gap="xs">
            <Text fw={600} size="sm">{t('chooseAvatar')}</Text>
            <AvatarPicker selectedKey={picked?.key ?? profile.avatar_key} onPick={pick} disabled={upload.isPending} />
            {upload.isPending && <Text size="sm" c="dimmed" aria-live="polite">{t('avatarSaving')}</Text>}
            {avatarError && <Text c="red" size="sm" role="alert" data-testid="avatar-error">{avatarError}</Text>}
          </Stack>
        </Stack>
      </Flex>
    </Paper>
  );
}

function ProfileSkeleton({ label }: { label: string }) {
  return (
    <Paper withBorder radius="md" p="lg" aria-busy="true" data-testid="panel-loading">
      <Flex direction={{ base: 'column', sm: 'row' }} gap="xl" align={{ base: 'center', sm: 'flex-start' }}>
        <Skeleton circle height={PREVIEW_PX} />
        <Stack gap="sm" w="100%">
          <Text size="sm" c="dimmed">{label}</Text>
          {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={36} />)}
        </Stack>
      </Flex>
    </Paper>
  );
}
