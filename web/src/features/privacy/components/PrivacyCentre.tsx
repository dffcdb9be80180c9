import { useState } from 'react';
import { Alert, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownloadStudentData, useMyNotice } from '../../../api/privacy';
import { formatMomentDay } from '../../../lib/format';
import { PrivacyNoticeModal } from '../../../components/PrivacyNotice';
import { errorDetail } from '../../../lib/api';
import { RecordReadsCard } from '../../../components/RecordReadsCard';
import { ConsentCard } from './ConsentCard';
import { RequestsCard } from './RequestsCard';

const PURPOSES = ['account', 'learning', 'schoolRecords', 'communication', 'security'] as const;

interface PrivacyCentreProps {
  /** Whose data: the signed-in student's own, or a parent's child's. */
  username: string;
  /** The child's name, when a parent reads it; omitted for the student themself. */
  childName?: string;
}

/**
 * The privacy centre (issue 31 item 3): what Prayog keeps and why, and a download of all of it. A student reads it
 * about themself, a parent about the chosen child.
 */
export function PrivacyCentre({ username, childName }: PrivacyCentreProps) {
  const { t } = useTranslation('privacy');
  const download = useDownloadStudentData();
  const whose = childName ? 'child' : 'self';
  return (
    <Stack gap="md" maw={760} data-testid="privacy-centre">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">{t('kept.title')}</Title>
          <Text size="sm">{t(`kept.intro.${whose}`, { name: childName })}</Text>
          <List size="sm" spacing={4}>
            {PURPOSES.map((p) => <List.Item key={p}><Text span fw={600} size="sm">{t(`purposes.${p}.name`)}</Text>{' — '}{t(`purposes.${p}.what`)}</List.Item>)}
          </List>
          <Text size="sm" c="dimmed">{t('kept.never')}</Text>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">{t('download.title')}</Title>
          <Text size="sm">{t(`download.intro.${whose}`, { name: childName })}</Text>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate(username)}
            data-testid="privacy-download"
          >
            {t('download.button')}
          </Button>
          {download.isError && (
            <Alert color="red" role="alert" data-testid="privacy-download-error" w="100%">
              {errorDetail(download.error, t('download.failed'))}
            </Alert>
          )}
        </Stack>
      </Card>
      <ConsentCard username={username} childName={childName} />
      <RequestsCard username={username} childName={childName} />
      <NoticeCard />
      <RecordReadsCard username={username} whose={whose} childName={childName} />
    </Stack>
  );
}

/** The privacy notice the reader accepted (their own acceptance, also for a parent reading about a child), to read again. */
function NoticeCard() {
  const { t, i18n } = useTranslation('privacy');
  const mine = useMyNotice();
  const [open, setOpen] = useState(false);
  const accepted = mine.data?.accepted;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="privacy-notice-card">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">{t('notice.cardTitle')}</Title>
        {mine.data && (
          <Text size="sm">
            {accepted ? t('notice.accepted', { version: accepted.version, date: formatMomentDay(accepted.accepted_at, i18n.language) }) : t('notice.notAccepted')}
          </Text>
        )}
        {mine.data?.school_contact && (
          <Text size="sm" data-testid="privacy-school-contact">{t('agreements.schoolContact', mine.data.school_contact)}</Text>
        )}
        <Button variant="light" onClick={() => setOpen(true)} data-testid="privacy-read-notice">{t('notice.read')}</Button>
      </Stack>
      <PrivacyNoticeModal opened={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
