import { Button, Modal, Stack, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The popup after the last lesson of a subject (spec 2 §2.1). */
export function BravoModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('lessons');
  return (
    <Modal opened={opened} onClose={onClose} withCloseButton={false} centered radius="md">
      <Stack align="center" gap="md" py="md" data-testid="bravo-popup">
        <ThemeIcon size={72} radius="xl" color="yellow" variant="light" aria-hidden="true">
          <IconTrophy size={44} />
        </ThemeIcon>
        {/* The modal's title (an h2 the dialog is labelled by), set in the body so it sits under the trophy. */}
        <Modal.Title fw={700} fz="lg" ta="center" data-testid="bravo-title">{t('viewer.bravo')}</Modal.Title>
        <Button onClick={onClose} data-autofocus>{t('viewer.close')}</Button>
      </Stack>
    </Modal>
  );
}
