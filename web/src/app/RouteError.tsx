import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Anchor, Center, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The root error screen (spec 1 §2): the exact message, and a way back. */
export function RouteError() {
  const { t } = useTranslation();
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

/**
 * Catches what any screen throws while rendering (a chunk that failed to download, a bug) and shows RouteError
 * instead of a blank page. Moving to another address tries again.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
