import { useRef, useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ROSTER_ACCEPT, ROSTER_MAX_FILE_BYTES, ROSTER_MAX_ROWS, type RosterPreview } from '@prayog/contract';
import { useCommitRoster, usePreviewRoster, type RosterKind } from '../../../api/roster-import';
import { downloadCsv } from '../../../components/csv';
import { ErrorState } from '../../../components/ErrorState';
import { errorDetail } from '../../../lib/api';
import { RosterPreviewTables } from './RosterPreviewTables';
import { sampleCsv, sampleFileName } from './sample-csv';

interface RosterImportDialogProps {
  kind: RosterKind;
  opened: boolean;
  onClose: () => void;
}

/**
 * Import Students / Import Teachers (issue 12): choose a CSV, see what the server would do with it (a dry run that
 * saves nothing), then confirm to create the rows and download their sign-in slips. The steps live in a body that
 * is mounted only while the dialog is open, so each opening starts again from choosing a file.
 */
export function RosterImportDialog({ kind, opened, onClose }: RosterImportDialogProps) {
  const { t } = useTranslation('rosterImport');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`title.${kind}`)}
      size="xl"
      // While the rows are being created, closing would hide whether they were and lose the slips' notice.
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      data-testid={`roster-import-${kind}`}
    >
      {opened && <ImportSteps kind={kind} onClose={onClose} onBusy={setBusy} />}
    </Modal>
  );
}

const STICKY_FOOTER = {
  position: 'sticky', bottom: 0, zIndex: 2, marginBottom: 'calc(-1 * var(--mantine-spacing-md))',
  background: 'var(--mantine-color-body)', borderTop: '1px solid var(--mantine-color-default-border)',
} as const;

type Step = { step: 'choose' } | { step: 'preview'; file: File; preview: RosterPreview };

function ImportSteps({ kind, onClose, onBusy }: { kind: RosterKind; onClose: () => void; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('rosterImport');
  const check = usePreviewRoster(kind);
  const commit = useCommitRoster(kind);
  const [step, setStep] = useState<Step>({ step: 'choose' });
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = useRef<File | null>(null);

  /** A chosen file is checked at once; an answer for a file chosen before another is ignored. */
  const choose = (chosen: File | null) => {
    setFile(chosen);
    latest.current = chosen;
    setRefusal(null);
    check.reset();
    if (!chosen) return;
    // Saves uploading a file the server would refuse anyway.
    if (chosen.size > ROSTER_MAX_FILE_BYTES) {
      setRefusal(t('choose.tooLarge'));
      return;
    }
    check.mutate(chosen, {
      onSuccess: (preview) => {
        if (latest.current === chosen) setStep({ step: 'preview', file: chosen, preview });
      },
    });
  };

  const back = () => {
    commit.reset();
    check.reset();
    setFile(null);
    latest.current = null;
    setStep({ step: 'choose' });
  };

  if (step.step === 'choose') {
    const columnsId = `roster-columns-${kind}`;
    return (
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" id={columnsId}>{t(`choose.columns.${kind}`)}</Text>
          <Text size="sm" c="dimmed">{t('choose.usernames', { rows: ROSTER_MAX_ROWS.toLocaleString() })}</Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => downloadCsv(sampleFileName(kind), sampleCsv(kind))}
            style={{ alignSelf: 'flex-start' }}
            data-testid="roster-sample"
          >
            {t('choose.sample')}
          </Anchor>
        </Stack>
        <FileInput
          label={t('choose.label')}
          placeholder={t('choose.placeholder')}
          accept={ROSTER_ACCEPT}
          value={file}
          onChange={choose}
          leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
          aria-describedby={columnsId}
          clearable
          disabled={check.isPending}
          data-testid="roster-file"
        />
        {check.isPending && (
          <Group gap="xs" role="status" data-testid="roster-checking">
            <Loader size="xs" />
            <Text size="sm">{t('choose.checking')}</Text>
          </Group>
        )}
        {refusal && <ErrorState message={refusal} />}
        {check.isError && <ErrorState message={errorDetail(check.error, t('choose.failed'))} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="roster-cancel">{t('actions.cancel')}</Button>
        </Group>
      </Stack>
    );
  }

  const adding = step.preview.rows.length;
  const confirm = () => {
    onBusy(true);
    commit.mutate(step.file, {
      onSuccess: ({ fileName }) => {
        notifications.show({ color: 'green', message: t(`done.${kind}`, { count: adding, file: fileName }), autoClose: 10_000 });
        onClose();
      },
      onSettled: () => onBusy(false),
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="roster-file-name">{t('preview.file', { name: step.file.name })}</Text>
      <RosterPreviewTables kind={kind} preview={step.preview} />
      {adding > 0 && <Alert color="yellow" variant="light"><Text size="sm">{t('preview.slips')}</Text></Alert>}
      {commit.isError && <ErrorState message={errorDetail(commit.error, t('commitFailed'))} />}
      {/* Kept in view at the foot of the dialog while a long preview scrolls, so Confirm is never a scroll away. */}
      <Group justify="space-between" gap="sm" wrap="wrap" py="sm" style={STICKY_FOOTER} data-testid="roster-actions">
        <Button variant="subtle" onClick={back} disabled={commit.isPending} data-testid="roster-back">{t('actions.back')}</Button>
        <Group gap="sm" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={commit.isPending} data-testid="roster-cancel">{t('actions.cancel')}</Button>
          {adding > 0 && (
            <Button onClick={confirm} loading={commit.isPending} data-testid="roster-confirm">
              {commit.isPending ? t('actions.busy') : t(`actions.confirm.${kind}`, { count: adding })}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
