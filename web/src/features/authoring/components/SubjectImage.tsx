import { Button, Center, FileButton, Image, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUTHORING_MAX_FILE_BYTES, SUBJECT_IMAGE_ACCEPT, type AuthoringSubject } from '@prayog/contract';
import { errorDetail } from '../../../lib/api';
import { useUploadSubjectImage } from '../../../api/authoring';

/** The subject's card image as students' Subjects cards show it, with an upload that replaces it. */
export function SubjectImage({ subject }: { subject: AuthoringSubject }) {
  const { t } = useTranslation('authoring');
  const upload = useUploadSubjectImage();
  const send = async (file: File | null) => {
    if (!file) return;
    if (file.size > AUTHORING_MAX_FILE_BYTES) {
      notifications.show({ color: 'red', message: t('files.tooLarge', { mb: AUTHORING_MAX_FILE_BYTES / (1024 * 1024) }) });
      return;
    }
    try {
      await upload.mutateAsync({ id: subject.id, file });
      notifications.show({ color: 'green', message: t('subjects.imageSaved') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorDetail(error, t('subjects.imageFailed')) });
    }
  };
  return (
    <Stack gap={6} w={180} data-testid="subject-image">
      <Paper withBorder radius="md" h={110} style={{ overflow: 'hidden' }}>
        {subject.image_url
          ? <Image src={subject.image_url} alt={t('subjects.imageAlt', { name: subject.name })} h={110} height={110} fit="cover" loading="lazy" decoding="async" />
          : (
            <Center h="100%">
              <Stack gap={2} align="center">
                <IconPhoto size={28} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text size="xs" c="dimmed">{t('subjects.noImage')}</Text>
              </Stack>
            </Center>
          )}
      </Paper>
      <FileButton onChange={(file) => void send(file)} accept={SUBJECT_IMAGE_ACCEPT}>
        {(props) => (
          <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending} data-testid="upload-subject-image">
            {subject.image_url ? t('subjects.replaceImage') : t('subjects.uploadImage')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
