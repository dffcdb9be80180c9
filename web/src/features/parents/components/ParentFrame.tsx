import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { linkRequestSchema, type ParentDashboard } from '@prayog/contract';
import { ErrorState } from '../../../components/ErrorState';
import { FormModal } from '../../../components/FormModal';
import { PanelHeader } from '../../../components/PanelHeader';
import { ContentSkeleton } from '../../../components/ContentSkeleton';
import { useLinkRequest, useParentDashboard } from '../../../api/parents';
import { errorDetail, isApiError } from '../../../lib/api';
import { storage } from '../../../lib/storage';

/** 'Link another child': the child's username; the child's school confirms the link in its Approvals. */
function LinkChildButton({ variant = 'light' }: { variant?: 'light' | 'filled' }) {
  const { t } = useTranslation('parents');
  const [open, setOpen] = useState(false);
  const request = useLinkRequest();
  return (
    <>
      <Button variant={variant} leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setOpen(true)} data-testid="link-child-open">
        {t('child.linkAnother')}
      </Button>
      <FormModal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('child.formTitle')}
        submitLabel={t('child.send')}
        schema={linkRequestSchema}
        fields={[{ name: 'child_username', label: t('child.username'), kind: 'text', description: t('child.usernameHint'), autoComplete: 'off' }]}
        onSubmit={(values) => request.mutateAsync(values.child_username)}
        onSuccess={(result) => notifications.show({ color: 'teal', message: result.detail })}
        errorFallback={t('child.sendFailed')}
        testId="link-child"
      />
    </>
  );
}

/** No confirmed child: the link waits for the school, and how to ask for (another) one. */
function WaitingForSchool({ detail }: { detail: string }) {
  const { t } = useTranslation('parents');
  return (
    <Card withBorder radius="md" padding="lg" maw={640} data-testid="parent-waiting">
      <Stack gap="sm">
        <Title order={1} size="h3">{t('child.waitingTitle')}</Title>
        <Text>{detail}</Text>
        <Text size="sm" c="dimmed">{t('child.howTo')}</Text>
        <Group><LinkChildButton variant="filled" /></Group>
      </Stack>
    </Card>
  );
}

interface ParentFrameProps {
  title: string;
  children: (child: string | undefined, dashboard: ParentDashboard) => ReactNode;
}

/**
 * Every parent section: the title, the child switcher when several children are linked (the choice is remembered
 * in this browser), 'Link another child', and the section for the chosen child. With no confirmed child, the page
 * says the link waits for the school. A remembered child no longer linked falls back to the first.
 */
export function ParentFrame({ title, children }: ParentFrameProps) {
  const { t } = useTranslation('parents');
  const [child, setChild] = useState<string | undefined>(() => storage.parentChild() ?? undefined);
  const dashboard = useParentDashboard(child);
  const refused = isApiError(dashboard.error) && dashboard.error.status === 403;

  useEffect(() => {
    if (refused && child !== undefined) {
      storage.setParentChild('');
      setChild(undefined);
    }
  }, [refused, child]);

  if (dashboard.isPending || (refused && child !== undefined)) return <ContentSkeleton />;
  if (refused) return <WaitingForSchool detail={errorDetail(dashboard.error, t('child.waiting'))} />;
  if (dashboard.isError) {
    const fallback = isApiError(dashboard.error) && dashboard.error.status === 404 ? t('notFound') : t('dashboard.failed');
    return <ErrorState message={errorDetail(dashboard.error, fallback)} onRetry={() => void dashboard.refetch()} />;
  }

  const linked = dashboard.data.children;
  const current = child && linked.some((c) => c.username === child) ? child : linked[0]?.username;
  const choose = (username: string) => { storage.setParentChild(username); setChild(username); };
  return (
    <Stack gap="md">
      <PanelHeader
        title={title}
        actions={(
          <Group gap="sm" align="flex-end" wrap="wrap">
            {linked.length > 1 && (
              <NativeSelect
                label={t('child.label')}
                value={current}
                onChange={(event) => choose(event.currentTarget.value)}
                data={linked.map((c) => ({ value: c.username, label: `${c.name} (${c.grade} ${c.section})` }))}
                data-testid="child-switcher"
              />
            )}
            <LinkChildButton />
          </Group>
        )}
      />
      {children(current, dashboard.data)}
    </Stack>
  );
}
