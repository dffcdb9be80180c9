import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SchoolSummaryRow } from '@prayog/contract';
import { PanelHeader } from '../../../components/PanelHeader';
import { PendingSchoolAccounts } from '../components/PendingSchoolAccounts';
import { SchoolFormModal } from '../components/SchoolFormModal';
import { SchoolsTable } from '../components/SchoolsTable';

const PENDING_ANCHOR = 'pending-school-accounts';

/**
 * Schools (ADR 0015): the school accounts waiting for an administrator's approval, then every school with Add School
 * and Edit. The dashboard's Approve Schools opens this section at the pending list (#pending-school-accounts).
 */
export default function SchoolsPage() {
  const { t } = useTranslation('admin');
  const { hash } = useLocation();
  const pendingHeading = useRef<HTMLHeadingElement>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<SchoolSummaryRow | null>(null);
  const edit = useCallback((school: SchoolSummaryRow) => {
    setEditing(school);
    setFormOpen(true);
  }, []);
  const add = () => {
    setEditing(null);
    setFormOpen(true);
  };

  // Arriving from Approve Schools: the pending list is brought into view and its heading takes the focus.
  useEffect(() => {
    if (hash !== `#${PENDING_ANCHOR}`) return;
    pendingHeading.current?.scrollIntoView({ block: 'start' });
    pendingHeading.current?.focus();
  }, [hash]);

  return (
    <Stack gap="lg" data-testid="admin-schools">
      <PanelHeader
        title={t('schools.title')}
        description={t('schools.description')}
        actions={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add} data-testid="add-school">{t('schools.add')}</Button>}
      />
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby={PENDING_ANCHOR} data-testid="pending-school-accounts-card">
        <Title order={2} size="h4" mb="sm" id={PENDING_ANCHOR} ref={pendingHeading} tabIndex={-1}>{t('accounts.title')}</Title>
        <PendingSchoolAccounts />
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="schools-list-title" data-testid="schools-card">
        <Title order={2} size="h4" mb="sm" id="schools-list-title">{t('schools.caption')}</Title>
        <SchoolsTable onEdit={edit} />
      </Card>
      <SchoolFormModal opened={formOpen} school={editing} onClose={() => setFormOpen(false)} />
    </Stack>
  );
}
