import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useKeepSubject, useKeptSubject, useRemoveKeptSubject } from '../../../api/kept-subjects';
import { formatBytes } from '../../../lib/format';
import { KeptError, keptSupported } from '../../../offline/kept';

/** A kept subject older than this is fetched again when its viewer opens with a network. */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * "Available offline" in the lesson viewer (ADR 0029): keeps the subject's lessons on the phone, with their size and a
 * way to remove them. The subject opened last is kept by itself (automatically, replacing the previous one); the
 * switch keeps it until it is turned off. Not shown where the browser cannot keep anything.
 */
export function OfflineSubjectControl({ grade, slug }: { grade: number; slug: string }) {
  const { t, i18n } = useTranslation('lessons');
  const { online } = useNetwork();
  const kept = useKeptSubject(grade, slug);
  const keep = useKeepSubject(grade, slug);
  const remove = useRemoveKeptSubject(grade, slug);
  const { mutate: keepNow } = keep;

  // The last subject opened is kept by default; once per opening, and again only when the kept copy is a day old.
  const triedAuto = useRef(false);
  useEffect(() => {
    if (triedAuto.current || !kept.isSuccess || !navigator.onLine) return;
    if (kept.data && Date.now() - kept.data.keptAt < REFRESH_AFTER_MS) return;
    triedAuto.current = true;
    keepNow({ auto: true });
  }, [kept.isSuccess, kept.data, keepNow]);

  if (!keptSupported()) return null;
  const subject = kept.data ?? null;
  const choosing = keep.isPending && keep.variables?.auto === false;
  const checked = choosing || (subject !== null && !subject.auto && !remove.isPending);
  const size = subject ? formatBytes(subject.bytes, i18n.language) : '';
  const description = keep.isPending ? t('offline.keeping')
    : subject ? t(subject.auto ? 'offline.auto' : 'offline.kept', { size })
      : online ? t('offline.intro') : t('offline.needsConnection');
  // Only the student's own choice reports a failed connection; the automatic keep stays quiet but for a full phone.
  const failure = keep.error instanceof KeptError && keep.error.reason === 'quota' ? t('offline.quota')
    : keep.isError && keep.variables?.auto === false ? t('offline.failed') : null;

  return (
    <Stack gap={6} data-testid="offline-control">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Switch
          label={t('offline.label')}
          description={description}
          checked={checked}
          disabled={keep.isPending || remove.isPending || (!checked && !online)}
          onChange={(event) => {
            if (event.currentTarget.checked) keep.mutate({ auto: false });
            else remove.mutate();
          }}
          data-testid="offline-switch"
          styles={{ body: { alignItems: 'flex-start' } }}
        />
        {subject && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            loading={remove.isPending}
            disabled={keep.isPending}
            onClick={() => remove.mutate()}
            data-testid="offline-remove"
          >
            {t('offline.remove')}
          </Button>
        )}
      </Group>
      {!online && (
        <Text size="sm" c="orange.9" data-testid="offline-note">
          <IconCloudOff size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          {t('offline.offlineNote')}
        </Text>
      )}
      {failure && <Alert color="red" variant="light" role="alert" p="xs" data-testid="offline-error">{failure}</Alert>}
    </Stack>
  );
}
