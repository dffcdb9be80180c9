import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorDetail } from '../lib/api';

/** How long an opened file's object URL stays valid; the new tab has loaded it long before. */
const OBJECT_URL_LIFETIME_MS = 60_000;

export interface ViewFileButtonProps {
  /** Fetches the file with the token header (a function of web/src/api). */
  fetchFile: () => Promise<{ blob: Blob }>;
  /** The name to save it under when no tab can be opened. */
  downloadName: string;
  label: string;
  openingLabel: string;
  /** The toast when the file cannot be fetched (the server's detail wins). */
  failedText: string;
  icon?: ReactNode;
  ariaLabel?: string;
  testId: string;
}

/**
 * 'View' for a stored file (a homework PDF, a monthly report): the file comes from the app with the token header
 * (a plain link cannot send it) and opens in a new tab; without a tab (a popup blocker) it is downloaded instead.
 */
export function ViewFileButton({ fetchFile, downloadName, label, openingLabel, failedText, icon, ariaLabel, testId }: ViewFileButtonProps) {
  const [opening, setOpening] = useState(false);

  const openFile = async () => {
    // Open the tab inside the click so popup blockers allow it; fill it once the file has arrived.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const { blob } = await fetchFile();
      const objectUrl = URL.createObjectURL(blob);
      if (tab) {
        tab.location.href = objectUrl;
      } else {
        const link = document.createElement('a');
        link.href = objectUrl;
        link.download = downloadName;
        link.click();
      }
      setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
    } catch (err) {
      tab?.close();
      notifications.show({ color: 'red', message: errorDetail(err, failedText) });
    } finally {
      setOpening(false);
    }
  };

  return (
    <Button
      variant="light"
      size="xs"
      leftSection={icon}
      onClick={() => void openFile()}
      disabled={opening}
      aria-label={ariaLabel}
      data-testid={testId}
      style={{ flexShrink: 0 }}
    >
      {opening ? openingLabel : label}
    </Button>
  );
}
