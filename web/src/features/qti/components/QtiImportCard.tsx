import { useRef, useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconFileZip, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QTI_ACCEPT, QTI_MAX_FILE_BYTES, QTI_MAX_ITEMS, type AuthoringSubject, type QtiImportResult, type QtiPreview } from '@prayog/contract';
import { useImportQti, usePreviewQti } from '../../../api/qti';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { SectionCard } from '../../../components/SectionCard';
import { errorDetail } from '../../../lib/api';
import { QtiPreviewTables } from './QtiPreviewTables';
import { SubjectSelect } from './SubjectSelect';

const MB = QTI_MAX_FILE_BYTES / 1024 / 1024;
/** Where the imported quizzes are seen: the administrator's Authoring section. */
const AUTHORING_PATH = '/admin-dashboard/authoring';

type Checked = { subjectId: number; file: File; preview: QtiPreview };

/**
 * Import: the subject to import into, a file checked at once by a dry run (nothing saved), its preview, then "Import N
 * questions" after a confirmation. An answer for a file chosen before another is ignored.
 */
export function QtiImportCard({ subjects }: { subjects: readonly AuthoringSubject[] }) {
  const { t } = useTranslation('qti');
  const check = usePreviewQti();
  const commit = useImportQti();
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<QtiImportResult | null>(null);
  const latest = useRef<{ subjectId: number; file: File } | null>(null);

  const run = (target: number | null, chosen: File | null) => {
    setChecked(null);
    setRefusal(null);
    setDone(null);
    check.reset();
    latest.current = null;
    if (!chosen || target === null) return;
    // Saves uploading a file the server would refuse anyway.
    if (chosen.size > QTI_MAX_FILE_BYTES) {
      setRefusal(t('import.tooLarge', { mb: MB }));
      return;
    }
    const request = { subjectId: target, file: chosen };
    latest.current = request;
    check.mutate(request, { onSuccess: (preview) => { if (latest.current === request) setChecked({ ...request, preview }); } });
  };
  const chooseSubject = (id: number | null) => { setSubjectId(id); run(id, file); };
  const chooseFile = (chosen: File | null) => { setFile(chosen); run(subjectId, chosen); };
  const subjectName = subjects.find((s) => s.id === checked?.subjectId)?.name ?? '';
  const count = checked?.preview.taken.length ?? 0;

  return (
    <SectionCard title={t('import.title')} testId="qti-import">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('import.help', { mb: MB, items: QTI_MAX_ITEMS.toLocaleString() })}</Text>
        <SubjectSelect label={t('import.into')} subjects={subjects} value={subjectId} onChange={chooseSubject} testId="qti-import-subject" />
        <FileInput
          label={t('import.file')}
          placeholder={t('import.filePlaceholder')}
          description={subjectId === null ? t('import.chooseSubjectFirst') : undefined}
          accept={QTI_ACCEPT}
          value={file}
          onChange={chooseFile}
          leftSection={<IconFileZip size={18} aria-hidden="true" />}
          clearable
          clearButtonProps={{ 'aria-label': t('import.another') }}
          disabled={check.isPending || subjectId === null}
          maw={420}
          data-testid="qti-file"
        />
        {check.isPending && (
          <Group gap="xs" role="status" data-testid="qti-checking">
            <Loader size="xs" />
            <Text size="sm">{t('import.checking')}</Text>
          </Group>
        )}
        {refusal && <ErrorState message={refusal} />}
        {check.isError && <ErrorState message={errorDetail(check.error, t('import.checkFailed'))} />}
        {done && (
          <Alert color="green" variant="light" data-testid="qti-done">
            <Stack gap={4}>
              <Text size="sm">{t('import.done', { detail: done.detail })}</Text>
              <Anchor component={Link} to={AUTHORING_PATH} size="sm">{t('import.openAuthoring')}</Anchor>
            </Stack>
          </Alert>
        )}
        {checked && (
          <Stack gap="sm" data-testid="qti-preview">
            <Text size="sm" fw={600} data-testid="qti-summary">
              {t('import.summary', { items: checked.preview.items, file: checked.file.name, taken: count, refused: checked.preview.not_taken.length })}
            </Text>
            {checked.preview.quizzes.length > 0 && (
              <Stack gap={4}>
                <Text size="sm">{t('import.quizzes')}</Text>
                <List size="sm" data-testid="qti-planned-quizzes">
                  {checked.preview.quizzes.map((q) => <List.Item key={q.name}>{t('import.quizLine', { name: q.name, count: q.question_count })}</List.Item>)}
                </List>
              </Stack>
            )}
            <QtiPreviewTables preview={checked.preview} />
            <Group gap="sm" wrap="wrap">
              <Button leftSection={<IconUpload size={16} aria-hidden />} disabled={count === 0} onClick={() => setConfirming(true)} data-testid="qti-import-confirm">
                {t('import.confirm', { count })}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog<QtiImportResult>
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('import.confirmTitle')}
        message={t('import.confirmMessage', { count, subject: subjectName, quizzes: checked?.preview.quizzes.length ?? 0 })}
        confirmLabel={t('import.confirm', { count })}
        busyLabel={t('import.importing')}
        color="teal"
        onConfirm={() => commit.mutateAsync({ subjectId: checked!.subjectId, file: checked!.file })}
        // The card says it, with the way to the new quizzes: no toast besides.
        onSuccess={(result) => {
          setChecked(null);
          setFile(null);
          latest.current = null;
          setDone(result);
        }}
        errorFallback={t('import.failed')}
        testId="qti-import-dialog"
      />
    </SectionCard>
  );
}
