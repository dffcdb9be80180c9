import { useState } from 'react';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudOff, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toEmbedUrl } from '../lib/media';
import { ResourceFrame } from './ResourceFrame';

/** The video starts as the frame opens, since the student asked for it by pressing Play. */
function autoplaying(src: string): string {
  const url = new URL(src, window.location.origin);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

/**
 * The Video tab. Nothing is loaded from the video's site until the student presses Play video (issue 31 item 8: no
 * third party on a child's screen unasked), and YouTube is embedded in its privacy-enhanced form. Videos are never
 * kept on the phone (ADR 0029), so with no network it says so instead of an empty frame.
 */
export function LessonVideo({ url, title, testId }: { url: string; title: string; testId?: string }) {
  const { t } = useTranslation('lessons');
  const { online } = useNetwork();
  const [playing, setPlaying] = useState(false);
  if (!online) {
    return (
      <Alert color="orange" variant="light" icon={<IconCloudOff size={18} aria-hidden="true" />} data-testid="video-needs-connection">
        {t('offline.videoNeedsConnection')}
      </Alert>
    );
  }
  if (!playing) {
    return (
      <Card withBorder radius="md" padding="xl" data-testid="video-play-card">
        <Stack align="center" gap="sm">
          <Button size="md" leftSection={<IconPlayerPlay size={18} aria-hidden="true" />} onClick={() => setPlaying(true)} data-testid="video-play">
            {t('video.play')}
          </Button>
          <Text size="sm" c="dimmed" ta="center" maw={480}>{t('video.loadsOnPlay')}</Text>
        </Stack>
      </Card>
    );
  }
  return <ResourceFrame src={autoplaying(toEmbedUrl(url, { privacyEnhanced: true }))} title={title} testId={testId} />;
}
