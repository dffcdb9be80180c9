import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../../../components/PanelHeader';
import { ClassChangesCard } from '../components/ClassChangesCard';

/** The teacher's Approvals (ADR 0024): their school's students asking to move to another class. */
export default function ClassChangesPage() {
  const { t } = useTranslation('approvals');
  return (
    <Stack gap={0} data-testid="teacher-approvals">
      <PanelHeader title={t('title')} description={t('classChanges.teacherDescription')} />
      <ClassChangesCard withDescription={false} />
    </Stack>
  );
}
