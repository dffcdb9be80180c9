import { useState } from 'react';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  AUTHORING_MAX_FILE_BYTES, LESSON_FILE_ACCEPT, LESSON_FILE_KINDS, type AuthoringLesson, type LessonFileKind,
} from '@prayog/contract';
import { ViewFileButton } from '../../../components/ViewFileButton';
import { errorDetail } from '../../../lib/api';
import { fetchAuthoringFile, useDeleteLessonFile, useUploadLessonFile } from '../../../api/authoring';

const urlOf = (lesson: AuthoringLesson, kind: LessonFileKind) => ({ hint: lesson.hint_url, lesson_plan: lesson.lesson_plan_url, ppt: lesson.ppt_url })[kind];

/**
 * A lesson's three uploads (the hint PDF, the lesson plan and the slides): each is sent at once, replacing the one
 * before, and can be viewed or removed. The server checks the kind of file from its bytes and answers the lesson.
 */
export function LessonFiles({ lesson, onChanged }: { lesson: AuthoringLesson; onChanged: (lesson: AuthoringLesson) => void }) {
  const { t } = useTranslation('authoring');
  return (
    <Stack gap="xs" data-testid="lesson-files">
      <Text fw={600} size="sm">{t('files.title')}</Text>
      {LESSON_FILE_KINDS.map((kind) => <LessonFileRow key={kind} lesson={lesson} kind={kind} onChanged={onChanged} />)}
    </Stack>
  );
}

function LessonFileRow({ lesson, kind, onChanged }: { lesson: AuthoringLesson; kind: LessonFileKind; onChanged: (lesson: AuthoringLesson) => void }) {
  const { t } = useTranslation('authoring');
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadLessonFile(setProgress);
  const remove = useDeleteLessonFile();
  const url = urlOf(lesson, kind);
  const label = t(`files.${kind}`);

  const send = async (file: File | null) => {
    if (!file) return;
    if (file.size > AUTHORING_MAX_FILE_BYTES) {
      notifications.show({ color: 'red', message: t('files.tooLarge', { mb: AUTHORING_MAX_FILE_BYTES / (1024 * 1024) }) });
      return;
    }
    setProgress(0);
    try {
      onChanged(await upload.mutateAsync({ id: lesson.id, kind, file }));
      notifications.show({ color: 'green', message: t('files.uploadedName', { file: label }) });
    } catch (error) {
      notifications.show({ color: 'red', message: errorDetail(error, t('files.uploadFailed')) });
    } finally {
      setProgress(null);
    }
  };
  const clear = async () => {
    try {
      onChanged(await remove.mutateAsync({ id: lesson.id, kind }));
    } catch (error) {
      notifications.show({ color: 'red', message: errorDetail(error, t('files.removeFailed')) });
    }
  };

  return (
    <Stack gap={4} data-testid={`lesson-file-${kind}`}>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Text size="sm">{label}: <Text span c={url ? undefined : 'dimmed'}>{url ? t('files.uploaded') : t('files.none')}</Text></Text>
        <Group gap="xs">
          {url && (
            <ViewFileButton
              fetchFile={() => fetchAuthoringFile(url)}
              downloadName={`${kind}-${lesson.id}`}
              label={t('files.view')}
              openingLabel={t('files.opening')}
              failedText={t('files.viewFailed')}
              icon={<IconEye size={14} aria-hidden />}
              ariaLabel={t('files.viewLabel', { file: label })}
              testId={`view-file-${kind}`}
            />
          )}
          <FileButton onChange={(file) => void send(file)} accept={LESSON_FILE_ACCEPT[kind]}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending}
                aria-label={t(url ? 'files.replaceLabel' : 'files.uploadLabel', { file: label })} data-testid={`upload-file-${kind}`}>
                {url ? t('files.replace') : t('files.upload')}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} loading={remove.isPending}
              onClick={() => void clear()} aria-label={t('files.removeLabel', { file: label })} data-testid={`remove-file-${kind}`}>
              {t('files.remove')}
            </Button>
          )}
        </Group>
      </Group>
      {progress !== null && <Progress value={progress * 100} size="sm" aria-label={t('files.progress', { file: label })} />}
    </Stack>
  );
}
