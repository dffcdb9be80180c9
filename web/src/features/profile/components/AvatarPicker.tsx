import { Avatar as AvatarImage, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { Avatar } from '@prayog/contract';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../../lib/api';
import { useAvatars } from '../../../api/profile';
import classes from './AvatarPicker.module.css';

/** Spec 1 §9: each avatar option is 50 px. */
export const AVATAR_OPTION_PX = 50;

interface AvatarPickerProps {
  selectedKey: string | null;
  onPick: (avatar: Avatar) => void;
  disabled?: boolean;
}

/** The avatars the project ships, as a row of pressable images; picking one saves it at once. */
export function AvatarPicker({ selectedKey, onPick, disabled = false }: AvatarPickerProps) {
  const { t } = useTranslation('profile');
  const avatars = useAvatars();

  if (avatars.isPending) {
    return (
      <Group gap="sm" aria-busy="true" data-testid="avatars-loading">
        {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} circle height={AVATAR_OPTION_PX} />)}
      </Group>
    );
  }
  if (avatars.isError) {
    return <Text c="red" role="alert" data-testid="avatars-error">{errorDetail(avatars.error, t('avatarsFailed'))}</Text>;
  }
  if (avatars.data.avatars.length === 0) return <Text c="dimmed">{t('noAvatars')}</Text>;

  return (
    <Group gap="sm" role="group" aria-label={t('chooseAvatar')} data-testid="avatar-picker">
      {avatars.data.avatars.map((avatar) => {
        const selected = avatar.key === selectedKey;
        return (
          <UnstyledButton
            key={avatar.key}
            className={classes.option}
            data-selected={selected || undefined}
            aria-pressed={selected}
            aria-label={t('avatarOption', { label: avatar.label })}
            title={avatar.label}
            disabled={disabled}
            onClick={() => onPick(avatar)}
            data-testid={`avatar-option-${avatar.key}`}
          >
            <AvatarImage src={avatar.image} alt="" size={AVATAR_OPTION_PX} radius="xl" imageProps={{ width: AVATAR_OPTION_PX, height: AVATAR_OPTION_PX, loading: 'lazy', decoding: 'async' }} />
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
