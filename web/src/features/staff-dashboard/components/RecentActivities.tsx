import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shortSchoolName, type RecentActivity } from '@prayog/contract';
import { QueryState } from '../../../components/QueryState';
import { SectionCard } from '../../../components/SectionCard';
import { EmptyState } from '../../../components/EmptyState';
import { useRecentActivity } from '../../../api/staff-dashboard';
import type { StaffRole } from '../../../lib/staff-role';
import { formatMoment } from '../../../lib/format';

const ROLE_KEYS = ['student', 'teacher', 'school', 'parent', 'admin'] as const;
type RoleKey = (typeof ROLE_KEYS)[number];
const isRoleKey = (role: string): role is RoleKey => (ROLE_KEYS as readonly string[]).includes(role);

/** One line of a list: what happened on the left, when on the right (under it on a phone). */
function ActivityRow({ main, detail, at, testId }: { main: ReactNode; detail?: ReactNode; at: string; testId: string }) {
  return (
    <Group component="li" justify="space-between" align="flex-start" gap={4} wrap="wrap" py={6} data-testid={testId}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>{main}</Text>
        {detail && <Text size="xs" c="dimmed" component="div" style={{ overflowWrap: 'anywhere' }}>{detail}</Text>}
      </Stack>
      <Text size="xs" c="dimmed">{at}</Text>
    </Group>
  );
}

function ActivityList({ count, emptyText, children }: { count: number; emptyText: string; children: ReactNode }) {
  if (count === 0) return <EmptyState message={emptyText} />;
  return <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>{children}</Stack>;
}

/** Recent Activities (spec 3): the school's latest logins, homework submissions and gallery uploads, one tab each. */
export function RecentActivities({ role }: { role: StaffRole }) {
  const { t, i18n } = useTranslation('staffDashboard');
  const query = useRecentActivity(role);
  const when = (iso: string) => formatMoment(iso, i18n.language);
  return (
    <SectionCard title={t('recent.title')} testId="recent-activities">
      <QueryState query={query} errorFallback={t('recent.failed')}>
        {(activity: RecentActivity) => (
          <Tabs defaultValue="logins" keepMounted={false}>
            <Tabs.List mb="xs">
              <Tabs.Tab value="logins" data-testid="recent-tab-logins">{t('recent.logins')}</Tabs.Tab>
              <Tabs.Tab value="submissions" data-testid="recent-tab-submissions">{t('recent.submissions')}</Tabs.Tab>
              <Tabs.Tab value="uploads" data-testid="recent-tab-uploads">{t('recent.uploads')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="logins">
              <ActivityList count={activity.recent_logins.length} emptyText={t('recent.noLogins')}>
                {activity.recent_logins.map((login, i) => (
                  <ActivityRow
                    key={`${login.login_username}-${login.login_date}-${i}`}
                    testId="recent-login"
                    main={login.name}
                    detail={(
                      <Group gap={6} wrap="wrap">
                        <span>{login.login_username}</span>
                        <Badge size="xs" variant="light" color={login.role === 'student' ? 'blue' : 'grape'}>
                          {isRoleKey(login.role) ? t(`recent.roles.${login.role}`) : login.role}
                        </Badge>
                      </Group>
                    )}
                    at={when(login.login_date)}
                  />
                ))}
              </ActivityList>
            </Tabs.Panel>
            <Tabs.Panel value="submissions">
              <ActivityList count={activity.recent_homework_submissions.length} emptyText={t('recent.noSubmissions')}>
                {activity.recent_homework_submissions.map((s, i) => (
                  <ActivityRow
                    key={`${s.quiz__quiz_name}-${s.last_updated}-${i}`}
                    testId="recent-submission"
                    main={s.quiz__quiz_name}
                    detail={`${s.student_name} · ${t('recent.score', { score: s.score })}`}
                    at={when(s.last_updated)}
                  />
                ))}
              </ActivityList>
            </Tabs.Panel>
            <Tabs.Panel value="uploads">
              <ActivityList count={activity.recent_uploads.length} emptyText={t('recent.noUploads')}>
                {activity.recent_uploads.map((u, i) => (
                  <ActivityRow
                    key={`${u.gallery}-${i}`}
                    testId="recent-upload"
                    main={(
                      <Anchor href={u.gallery} target="_blank" rel="noopener noreferrer" inline>
                        {t('recent.gallery', { school: shortSchoolName(u.school) })}
                        <IconExternalLink size={14} aria-hidden="true" style={{ marginLeft: 4, verticalAlign: 'middle' }} />
                      </Anchor>
                    )}
                    detail={u.gallery}
                    at={when(u.last_modified)}
                  />
                ))}
              </ActivityList>
            </Tabs.Panel>
          </Tabs>
        )}
      </QueryState>
    </SectionCard>
  );
}
