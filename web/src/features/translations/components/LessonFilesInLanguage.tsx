import { useState } from 'react';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  AUTHORING_MAX_FILE_BYTES, LESSON_FILE_ACCEPT, TRANSLATED_LESSON_FILES, type Language, type TranslationItem,
} from '@prayog/contract';
import { ViewFileButton } from '../../../components/ViewFileButton';
import { errorDetail } from '../../../lib/api';
import {
  fetchTranslationFile, useDeleteTranslatedLessonFile, useUploadTranslatedLessonFile, type TranslatedFileKind,
} from '../../../api/translations';

type LessonFiles = NonNullable<TranslationItem['files']>;
const urlsOf = (files: LessonFiles, kind: TranslatedFileKind) => (kind === 'hint'
  ? { version: files.hint_url, english: files.source_hint_url }
  : { version: files.lesson_plan_url, english: files.source_lesson_plan_url });

interface Props { lessonId: number; files: LessonFiles; language: Language; languageName: string }

/**
 * A lesson's hint and lesson plan in the language, beside the English ones: each is sent at once (replacing the one
 * before) and can be viewed or removed; a learner reading in the language gets it instead of the English one.
 */
export function LessonFilesInLanguage({ lessonId, files, language, languageName }: Props) {
  const { t } = useTranslation('translations');
  return (
    <Stack gap="xs" data-testid={`lesson-files-${lessonId}`}>
      <Text fw={600} size="sm">{t('files.title', { language: languageName })}</Text>
      <Text size="xs" c="dimmed">{t('files.help', { language: languageName })}</Text>
      {TRANSLATED_LESSON_FILES.map((kind) => (
        <FileRow key={kind} kind={kind} lessonId={lessonId} urls={urlsOf(files, kind)} language={language} languageName={languageName} />
      ))}
    </Stack>
  );
}

interface RowProps { kind: TranslatedFileKind; lessonId: number; urls: { version: string | null; english: string | null }; language: Language; languageName: string }

function FileRow({ kind, lessonId, urls, language, languageName }: RowProps) {
  const { t } = useTranslation('translations');
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadTranslatedLessonFile(setProgress);
  const remove = useDeleteTranslatedLessonFile();
  const file = t(`files.${kind}`);
  const names = { file: file.toLowerCase(), language: languageName };

  const send = async (chosen: File | null) => {
    if (!chosen) return;
    if (chosen.size > AUTHORING_MAX_FILE_BYTES) {
      notifications.show({ color: 'red', message: t('files.tooLarge', { mb: AUTHORING_MAX_FILE_BYTES / (1024 * 1024) }) });
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ id: lessonId, language, fileKind: kind, file: chosen });
      notifications.show({ color: 'green', message: t('files.uploadedName', names) });
    } catch (error) {
      notifications.show({ color: 'red', message: errorDetail(error, t('files.uploadFailed')) });
    } finally {
      setProgress(null);
    }
  };
  const clear = async () => {
    try {
      await remove.mutateAsync({ id: lessonId, language, fileKind: kind });
      notifications.show({ color: 'green', message: t('files.removed', names) });
    } catch (error) {
      notifications.show({ color: 'red', message: errorDetail(error, t('files.removeFailed')) });
    }
  };

  return (
    <Stack gap={4} data-testid={`lesson-file-${lessonId}-${kind}`}>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Text size="sm">
          {file}: <Text span c={urls.version ? undefined : 'dimmed'}>{urls.version ? t('files.uploaded') : t(urls.english ? 'files.none' : 'files.noneAtAll')}</Text>
        </Text>
        <Group gap="xs">
          {urls.english && (
            <ViewFileButton
              fetchFile={() => fetchTranslationFile(urls.english!)}
              downloadName={`${kind}-${lessonId}-en`}
              label={t('files.viewEnglish')}
              openingLabel={t('files.opening')}
              failedText={t('files.viewFailed')}
              icon={<IconEye size={14} aria-hidden />}
              ariaLabel={t('files.viewEnglishLabel', { file: file.toLowerCase() })}
              testId={`view-english-${lessonId}-${kind}`}
            />
          )}
          {urls.version && (
            <ViewFileButton
              fetchFile={() => fetchTranslationFile(urls.version!)}
              downloadName={`${kind}-${lessonId}-${language}`}
              label={t('files.view')}
              openingLabel={t('files.opening')}
              failedText={t('files.viewFailed')}
              icon={<IconEye size={14} aria-hidden />}
              ariaLabel={t('files.viewLabel', names)}
              testId={`view-version-${lessonId}-${kind}`}
            />
          )}
          <FileButton onChange={(chosen) => void send(chosen)} accept={LESSON_FILE_ACCEPT[kind]}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending}
                aria-label={t(urls.version ? 'files.replaceLabel' : 'files.uploadLabel', names)} data-testid={`upload-version-${lessonId}-${kind}`}>
                {urls.version ? t('files.replace') : t('files.upload')}
              </Button>
            )}
          </FileButton>
          {urls.version && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} loading={remove.isPending}
              onClick={() => void clear()} aria-label={t('files.removeLabel', names)} data-testid={`remove-version-${lessonId}-${kind}`}>
              {t('files.remove')}
            </Button>
          )}
        </Group>
      </Group>
      {progress !== null && <Progress value={progress * 100} size="sm" aria-label={t('files.progress', { file: file.toLowerCase() })} />}
    </Stack>
  );
}
