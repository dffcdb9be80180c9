import { Badge, Button, SimpleGrid, VisuallyHidden } from '@mantine/core';
import { IconBell, IconSchool, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';

const ICON = { size: 18, 'aria-hidden': true } as const;
const common = {
  variant: 'light',
  size: 'md',
  justify: 'flex-start',
  fullWidth: true,
  styles: { label: { whiteSpace: 'normal', textAlign: 'left' } },
} as const;

/** Where Approve Schools leads: the Schools section, scrolled to its pending school accounts. */
export const PENDING_ACCOUNTS_HREF = '/admin-dashboard/schools#pending-school-accounts';

interface QuickActivitiesProps {
  /** School accounts waiting for approval (shown on Approve Schools). */
  pending: number;
  onAddSchool: () => void;
  onSendNotification: () => void;
}

/** Quick Activities of the admin dashboard: each one does what it says (the spec's only showed alerts). */
export function QuickActivities({ pending, onAddSchool, onSendNotification }: QuickActivitiesProps) {
  const { t } = useTranslation('admin');
  return (
    <SectionCard title={t('dashboard.quick.title')} testId="quick-activities">
      <SimpleGrid cols={{ base: 1, xs: 3, md: 1 }} spacing="sm">
        <Button
          {...common}
          component={Link}
          to={PENDING_ACCOUNTS_HREF}
          leftSection={<IconUserCheck {...ICON} />}
          // The badge shows the number; a screen reader hears it with its meaning ('Approve Schools, 2 waiting').
          rightSection={pending > 0 ? <Badge color="red" variant="filled" size="md" circle={pending < 10} aria-hidden="true">{pending}</Badge> : undefined}
          data-testid="quick-approve-schools"
        >
          {t('dashboard.quick.approveSchools')}
          {pending > 0 && <VisuallyHidden>, {t('dashboard.quick.waiting', { count: pending })}</VisuallyHidden>}
        </Button>
        <Button {...common} onClick={onAddSchool} leftSection={<IconSchool {...ICON} />} data-testid="quick-add-school">
          {t('dashboard.quick.addSchool')}
        </Button>
        <Button {...common} onClick={onSendNotification} leftSection={<IconBell {...ICON} />} data-testid="quick-send-notification">
          {t('dashboard.quick.sendNotification')}
        </Button>
      </SimpleGrid>
    </SectionCard>
  );
}
