import { useTranslation } from 'react-i18next';
import { ParentFrame } from '../../features/parents/components/ParentFrame';
import { PrivacyCentre } from '../../features/privacy/components/PrivacyCentre';

/** The parent's 'Privacy' section: the privacy centre about the chosen child (composed here: features do not import each other). */
export default function ParentPrivacyPanel() {
  const { t } = useTranslation('privacy');
  return (
    <ParentFrame title={t('title')}>
      {(child, dashboard) => child && <PrivacyCentre key={child} username={child} childName={dashboard.child_name} />}
    </ParentFrame>
  );
}
