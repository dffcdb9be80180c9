import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../../../components/PanelHeader';
import { storage } from '../../../lib/storage';
import { PrivacyCentre } from '../components/PrivacyCentre';

/** The student portal's 'Privacy' panel: the privacy centre about the signed-in student. */
export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  return (
    <Stack gap={0} data-testid="privacy-page">
      <PanelHeader title={t('title')} />
      <PrivacyCentre username={storage.username() ?? ''} />
    </Stack>
  );
}
