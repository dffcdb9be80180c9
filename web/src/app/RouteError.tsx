import { useEffect } from 'react';
import { Anchor, Center, Stack, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The root error screen (spec 1 §2): the exact message, and a way back. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" role="alert" data-testid="route-error">
        <Title order={1} size="h2">
          {t('common.unexpectedError')}
        </Title>
        {/* A full page load: whatever broke may live in memory a client-side navigation keeps. */}
        <Anchor href="/">{t('common.backHome')}</Anchor>
      </Stack>
    </Center>
  );
}
