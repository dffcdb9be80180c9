import { Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  AUTHORING_MAX_FILE_BYTES, LESSON_FILE_ACCEPT, LESSON_FILE_KINDS, type AuthoringLesson, type LessonFileKind,
} from '@prayog/contract';
import { UploadedFileRow } from '../../../components/UploadedFileRow';
import { ViewFileButton } from '../../../components/ViewFileButton';
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
  const upload = useUploadLessonFile();
  const remove = useDeleteLessonFile();
  const url = urlOf(lesson, kind);
  const label = t(`files.${kind}`);
  const named = { file: label };

  return (
    <UploadedFileRow
      label={label}
      status={url ? t('files.uploaded') : t('files.none')}
      present={url !== null}
      accept={LESSON_FILE_ACCEPT[kind]}
      maxBytes={AUTHORING_MAX_FILE_BYTES}
      views={url ? (
        <ViewFileButton
          fetchFile={() => fetchAuthoringFile(url)}
          downloadName={`${kind}-${lesson.id}`}
          label={t('files.view')}
          openingLabel={t('files.opening')}
          failedText={t('files.viewFailed')}
          icon={<IconEye size={14} aria-hidden />}
          ariaLabel={t('files.viewLabel', named)}
          testId={`view-file-${kind}`}
        />
      ) : null}
      texts={{
        upload: t('files.upload'), replace: t('files.replace'), uploadLabel: t('files.uploadLabel', named), replaceLabel: t('files.replaceLabel', named),
        remove: t('files.remove'), removeLabel: t('files.removeLabel', named), progress: t('files.progress', named),
        tooLarge: t('files.tooLarge', { mb: AUTHORING_MAX_FILE_BYTES / (1024 * 1024) }), uploaded: t('files.uploadedName', named),
        uploadFailed: t('files.uploadFailed'), removeFailed: t('files.removeFailed'),
      }}
      testIds={{ row: `lesson-file-${kind}`, upload: `upload-file-${kind}`, remove: `remove-file-${kind}` }}
      upload={async (file, onProgress) => onChanged(await upload.mutateAsync({ id: lesson.id, kind, file, onProgress }))}
      remove={async () => onChanged(await remove.mutateAsync({ id: lesson.id, kind }))}
    />
  );
}
