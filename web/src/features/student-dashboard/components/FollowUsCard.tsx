import { ActionIcon, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS } from '../lib/social-links';

/** Spec 1 §9: the social card is 200 by 200 pixels. */
export const FOLLOW_US_PX = 200;

/** The social card of spec 1 §2: 'Follow Us' and three outbound icon links, each opening in a new tab. */
export function FollowUsCard() {
  const { t } = useTranslation('studentDashboard');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="follow-us-title"
      w={FOLLOW_US_PX}
      h={FOLLOW_US_PX}
      mx={{ base: 'auto', md: 0 }}
      data-testid="follow-us-card"
    >
      <Stack h="100%" justify="center" align="center" gap="sm">
        <Title order={2} size="h4" id="follow-us-title">{t('followUs.title')}</Title>
        <Text size="xs" c="dimmed" ta="center">{t('followUs.text')}</Text>
        <Group gap="sm" justify="center" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {SOCIAL_LINKS.map(({ platform, href, Icon, color }) => (
            <li key={platform}>
              <ActionIcon
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                size={44}
                radius="xl"
                variant="light"
                color={color}
                aria-label={t('followUs.linkLabel', { platform })}
                title={platform}
                data-testid="follow-us-link"
              >
                <Icon size={24} stroke={1.6} aria-hidden="true" />
              </ActionIcon>
            </li>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
