import type { CSSProperties } from 'react';

/** The lesson viewer's frame height (spec 2 §2.1, §9): the default. */
export const PDF_FRAME_HEIGHT = 570;

interface PdfFrameProps {
  /** A blob: address of the fetched file (a frame cannot send the token header, so files are fetched first). */
  src: string | null;
  /** The frame's accessible name. */
  title: string;
  /** A number of pixels or any CSS height ('min(75vh, 900px)'). */
  height?: number | string;
  testId?: string;
}

const frameStyle: CSSProperties = { display: 'block', width: '100%', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#fff' };

/** A fetched PDF (or picture) in the browser's own viewer, framed the same way on every screen. */
export function PdfFrame({ src, title, height = PDF_FRAME_HEIGHT, testId }: PdfFrameProps) {
  return <iframe src={src ?? undefined} title={title} data-testid={testId} style={{ ...frameStyle, height }} />;
}
