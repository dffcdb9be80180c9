import { Box } from '@mantine/core';

/** The viewer frame height of spec 2 §2.1 and §9. */
export const FRAME_HEIGHT = 570;

/** One lesson resource in an iframe: a content page, a simulator, a self-check or a video. */
export function ResourceFrame({ src, title, testId }: { src: string; title: string; testId?: string }) {
  return (
    <Box
      component="iframe"
      src={src}
      title={title}
      data-testid={testId}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ display: 'block', width: '100%', height: FRAME_HEIGHT, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#fff' }}
    />
  );
}
