import { Avatar, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentDashboard } from '@prayog/contract';
import { SectionCard } from '../../../components/SectionCard';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={700} size="lg">{value}</Text>
      <Text size="xs" c="dimmed">{label}</Text>
    </Stack>
  );
}

/** Who the student is: avatar, name, class and school, and a few counts from the dashboard data. */
export function ProfileCard({ data }: { data: StudentDashboard }) {
  const { t } = useTranslation('studentDashboard');
  const { profile } = data;
  const initials = profile.name.split(/\s+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase();
  return (
    // 'account-card' is the id the sign-in journeys look for on every role's landing panel.
    <div data-testid="account-card" style={{ height: '100%' }}>
      <SectionCard title={t('profile.title')} testId="profile-card">
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar src={profile.profile_pic} alt={t('profile.avatarAlt', { name: profile.name })} size={72} radius="xl" color="blue" imageProps={{ width: 72, height: 72, loading: 'lazy', decoding: 'async' }}>
            {initials}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>{profile.name}</Text>
            <Text size="sm" c="dimmed">@{profile.user.username}</Text>
            <Text size="sm">{t('profile.class', { grade: profile.grade, section: profile.section })}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{profile.school}</Text>
          </Stack>
        </Group>
        <SimpleGrid cols={3} mt="md" spacing="xs">
          <Stat label={t('profile.courses')} value={data.courses.length} />
          <Stat label={t('profile.certificates')} value={data.certifications.length} />
          <Stat label={t('profile.logins')} value={data.login_count} />
        </SimpleGrid>
      </SectionCard>
    </div>
  );
}
