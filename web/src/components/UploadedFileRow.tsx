import { useState, type ReactNode } from 'react';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { errorDetail } from '../lib/api';

/** What the row says, in the screen's words (the screen's own i18n namespace). */
export interface UploadedFileRowTexts {
  upload: string;
  replace: string;
  /** The upload and replace buttons' accessible names, naming the file ("Upload the hint"). */
  uploadLabel: string;
  replaceLabel: string;
  remove: string;
  removeLabel: string;
  /** The progress bar's accessible name. */
  progress: string;
  tooLarge: string;
  uploaded: string;
  uploadFailed: string;
  /** A toast after a removal; none when the row's own state says enough. */
  removed?: string;
  removeFailed: string;
}

interface Props {
  /** The file's name in the row ("Hint (PDF)") and its state ("uploaded", "not uploaded"). */
  label: string;
  status: string;
  /** Whether a file is there: it can then be replaced and removed, and the state is not dimmed. */
  present: boolean;
  /** The file chooser's `accept` and the largest file sent (a larger one is refused before sending). */
  accept: string;
  maxBytes: number;
  /** Buttons shown before the upload one: the view buttons (ViewFileButton). */
  views?: ReactNode;
  texts: UploadedFileRowTexts;
  testIds: { row: string; upload: string; remove: string };
  /** Sends the file, reporting the share sent; the row shows the progress and a toast when it ends. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  remove: () => Promise<unknown>;
}

/**
 * One uploaded file of a record (a lesson's hint or lesson plan, in authoring and in each language): its state, view
 * buttons, and an upload that replaces it at once, with progress, and a removal. A file over `maxBytes` is refused
 * before anything is sent; a failure shows the server's reason in a toast (a background action: components/README).
 */
export function UploadedFileRow({ label, status, present, accept, maxBytes, views, texts, testIds, upload, remove }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);

  const send = async (file: File | null) => {
    if (!file) return;
    if (file.size > maxBytes) {
      notifications.show({ color: 'red', message: texts.tooLarge });
      return;
    }
    setProgress(0);
    try {
      await upload(file, setProgress);
      notifications.show({ color: 'green', message: texts.uploaded });
    } catch (error) {
      notifications.show({ color: 'red', message: errorDetail(error, texts.uploadFailed) });
    } finally {
      setProgress(null);
    }
  };
  const clear = async () => {
    setRemoving(true);
    try {
      await remove();
      if (texts.removed) notifications.show({ color: 'green', message: texts.removed });
    } catch (error) {
      notifications.show({ color: 'red', message: errorDetail(error, texts.removeFailed) });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Stack gap={4} data-testid={testIds.row}>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Text size="sm">{label}: <Text span c={present ? undefined : 'dimmed'}>{status}</Text></Text>
        <Group gap="xs">
          {views}
          <FileButton onChange={(file) => void send(file)} accept={accept}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={progress !== null}
                aria-label={present ? texts.replaceLabel : texts.uploadLabel} data-testid={testIds.upload}>
                {present ? texts.replace : texts.upload}
              </Button>
            )}
          </FileButton>
          {present && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} loading={removing}
              onClick={() => void clear()} aria-label={texts.removeLabel} data-testid={testIds.remove}>
              {texts.remove}
            </Button>
          )}
        </Group>
      </Group>
      {progress !== null && <Progress value={progress * 100} size="sm" aria-label={texts.progress} />}
    </Stack>
  );
}
