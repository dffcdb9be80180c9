import { Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  AUTHORING_MAX_FILE_BYTES, LESSON_FILE_ACCEPT, TRANSLATED_LESSON_FILES, type Language, type TranslationItem,
} from '@prayog/contract';
import { UploadedFileRow } from '../../../components/UploadedFileRow';
import { ViewFileButton } from '../../../components/ViewFileButton';
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
  const upload = useUploadTranslatedLessonFile();
  const remove = useDeleteTranslatedLessonFile();
  const file = t(`files.${kind}`);
  const names = { file: file.toLowerCase(), language: languageName };
  const view = (url: string, suffix: string, label: string, ariaLabel: string, testId: string) => (
    <ViewFileButton
      fetchFile={() => fetchTranslationFile(url)}
      downloadName={`${kind}-${lessonId}-${suffix}`}
      label={label}
      openingLabel={t('files.opening')}
      failedText={t('files.viewFailed')}
      icon={<IconEye size={14} aria-hidden />}
      ariaLabel={ariaLabel}
      testId={testId}
    />
  );

  return (
    <UploadedFileRow
      label={file}
      status={urls.version ? t('files.uploaded') : t(urls.english ? 'files.none' : 'files.noneAtAll')}
      present={urls.version !== null}
      accept={LESSON_FILE_ACCEPT[kind]}
      maxBytes={AUTHORING_MAX_FILE_BYTES}
      views={(
        <>
          {urls.english && view(urls.english, 'en', t('files.viewEnglish'), t('files.viewEnglishLabel', { file: file.toLowerCase() }), `view-english-${lessonId}-${kind}`)}
          {urls.version && view(urls.version, language, t('files.view'), t('files.viewLabel', names), `view-version-${lessonId}-${kind}`)}
        </>
      )}
      texts={{
        upload: t('files.upload'), replace: t('files.replace'), uploadLabel: t('files.uploadLabel', names), replaceLabel: t('files.replaceLabel', names),
        remove: t('files.remove'), removeLabel: t('files.removeLabel', names), progress: t('files.progress', { file: file.toLowerCase() }),
        tooLarge: t('files.tooLarge', { mb: AUTHORING_MAX_FILE_BYTES / (1024 * 1024) }), uploaded: t('files.uploadedName', names),
        uploadFailed: t('files.uploadFailed'), removed: t('files.removed', names), removeFailed: t('files.removeFailed'),
      }}
      testIds={{ row: `lesson-file-${lessonId}-${kind}`, upload: `upload-version-${lessonId}-${kind}`, remove: `remove-version-${lessonId}-${kind}` }}
      upload={(chosen, onProgress) => upload.mutateAsync({ id: lessonId, language, fileKind: kind, file: chosen, onProgress })}
      remove={() => remove.mutateAsync({ id: lessonId, language, fileKind: kind })}
    />
  );
}
