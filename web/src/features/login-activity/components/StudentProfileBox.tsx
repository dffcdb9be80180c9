import { Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginActivityResponse } from '@prayog/contract';

/** The Login Activity panel's student profile box: who this is and how often they have signed in. */
export function StudentProfileBox({ data }: { data: LoginActivityResponse }) {
  const { t } = useTranslation('loginActivity');
  const { student } = data;
  const rows = [
    { key: 'username', label: t('profile.username'), value: student.username },
    { key: 'grade', label: t('profile.grade'), value: String(student.grade) },
    { key: 'section', label: t('profile.section'), value: student.section },
    { key: 'school', label: t('profile.school'), value: student.school },
    { key: 'total', label: t('profile.totalLogins'), value: String(data.total_logins) },
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('profile.title')} data-testid="login-profile-box">
      <Group gap="md" wrap="nowrap" align="center" mb="sm">
        <Avatar src={student.profile_pic} alt={t('profile.avatarAlt', { name: student.name })} size={64} radius="xl" color="blue" imageProps={{ width: 64, height: 64, loading: 'lazy', decoding: 'async' }}>
          {student.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>{student.name}</Title>
          <Text size="sm" c="dimmed">{t('profile.gradeSection', { grade: student.grade, section: student.section })}</Text>
        </Stack>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} spacing="xs" verticalSpacing="xs" m={0}>
        {rows.map((row) => (
          <div key={row.key} data-field={row.key} style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed">{row.label}</Text>
            <Text component="dd" m={0} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>{row.value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
