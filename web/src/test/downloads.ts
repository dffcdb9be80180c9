import { vi } from 'vitest';

/**
 * Captures what the page would download (a CSV made in the browser): jsdom has no object URLs and does not navigate.
 * Call it in `beforeEach`; the returned list fills with each file's Blob. The link's click spy goes with
 * `vi.restoreAllMocks()`.
 */
export function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return blobs;
}
