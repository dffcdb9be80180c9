import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLogout, useMe } from '../../../api/accounts';
import { useAcceptNotice, useNotice } from '../../../api/privacy';
import { PrivacyNoticeText } from '../../../components/PrivacyNotice';
import { QueryState } from '../../../components/QueryState';
import { errorDetail } from '../../../lib/api';

/**
 * Issue 31 item 1: an account that has not accepted the current privacy notice (a new version was published, or the
 * account was made by the school or before the notice existed) reads it before anything else. It cannot be dismissed,
 * only accepted or left by logging out. The one-time-password step comes first.
 */
export function PrivacyNoticeGate() {
  const me = useMe();
  const due = Boolean(me.data?.privacy_notice_due) && !me.data?.must_change_password;
  if (!due) return null;
  return <NoticeStep />;
}

function NoticeStep() {
  const { t } = useTranslation();
  const notice = useNotice();
  const accept = useAcceptNotice();
  const logout = useLogout();
  const changed = (notice.data?.version ?? 1) > 1 && notice.data?.changes;
  return (
    <Modal.Root opened onClose={() => undefined} closeOnEscape={false} closeOnClickOutside={false} centered size="lg">
      <Modal.Overlay />
      <Modal.Content radius="lg" data-testid="privacy-notice-gate">
        <Modal.Header>
          <Modal.Title fw={700}>{changed ? t('accounts.noticeGate.changedTitle') : t('accounts.noticeGate.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text size="sm">{t('accounts.noticeGate.intro')}</Text>
            <QueryState query={notice} errorFallback={t('accounts.signUp.privacyNoticeMissing')}>
              {(data) => <PrivacyNoticeText notice={data} showChanges />}
            </QueryState>
            {accept.isError && <Alert color="red" role="alert">{errorDetail(accept.error, t('accounts.noticeGate.failed'))}</Alert>}
            <Group justify="flex-end" gap="sm">
              <Button variant="subtle" onClick={() => logout.mutate()} loading={logout.isPending}>{t('accounts.noticeGate.signOut')}</Button>
              <Button
                disabled={!notice.data}
                loading={accept.isPending}
                // A version published while this was open: the server says so (409) and the newest is read instead.
                onClick={() => notice.data && accept.mutate(notice.data.version, { onError: () => void notice.refetch() })}
                data-testid="privacy-notice-accept"
              >
                {t('accounts.noticeGate.accept')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
