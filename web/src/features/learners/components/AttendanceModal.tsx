import { Modal, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LearnerRow } from '@prayog/contract';
import { useAttendance } from '../../../api/learners';
import { QueryState } from '../../../components/QueryState';
import { RecordReadsCard } from '../../../components/RecordReadsCard';
import type { StaffRole } from '../../../lib/staff-role';
import { AccessDataPanel } from './AccessDataPanel';
import { LoginActivityPanel } from './LoginActivityPanel';

interface AttendanceModalProps {
  role: StaffRole;
  /** The learner whose attendance shows; the modal is open while it is set. */
  learner: LearnerRow | null;
  onClose: () => void;
}

/**
 * 'Attendance Details' (spec 3 "Learner's Assigned"): Login Activity and Access Data of the last 180 days, and who read
 * the learner's records (issue 31).
 */
export function AttendanceModal({ role, learner, onClose }: AttendanceModalProps) {
  const { t } = useTranslation('learners');
  const { t: tc } = useTranslation('components');
  const query = useAttendance(role, learner?.user.username ?? null);
  return (
    <Modal opened={learner !== null} onClose={onClose} title={t('attendance.title')} size="xl" closeButtonProps={{ 'aria-label': t('attendance.close') }}>
      {learner && (
        <>
          <Text size="sm" c="dimmed" mb="sm" data-testid="attendance-who">
            {t('attendance.who', { name: learner.name, username: learner.user.username, grade: learner.grade, section: learner.section })}
          </Text>
          <QueryState query={query} errorFallback={t('attendance.failed')}>
            {(attendance) => (
              <Tabs defaultValue="login" keepMounted={false} data-testid="attendance-tabs">
                <Tabs.List mb="md">
                  <Tabs.Tab value="login" data-testid="attendance-tab-login">{t('attendance.loginTab')}</Tabs.Tab>
                  <Tabs.Tab value="access" data-testid="attendance-tab-access">{t('attendance.accessTab')}</Tabs.Tab>
                  <Tabs.Tab value="reads" data-testid="attendance-tab-reads">{tc('recordReads.tab')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="login"><LoginActivityPanel rows={attendance.login_activity} /></Tabs.Panel>
                <Tabs.Panel value="access"><AccessDataPanel rows={attendance.access_data} /></Tabs.Panel>
                {/* Issue 31 item 5: the school sees who read the learner's records, as the family does. */}
                <Tabs.Panel value="reads"><RecordReadsCard username={learner.user.username} whose="school" childName={learner.name} bare /></Tabs.Panel>
              </Tabs>
            )}
          </QueryState>
        </>
      )}
    </Modal>
  );
}
