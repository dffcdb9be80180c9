import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { errorDetail } from '../../../lib/api';
import { fetchHomeworkFile } from '../../../api/homework';

/** How long an opened PDF's object URL stays valid; the new tab has loaded it long before. */
const OBJECT_URL_LIFETIME_MS = 60_000;

export interface ViewPdfButtonProps {
  /** The file's address in the app (/api/files/…). */
  url: string;
  fileName: string | null;
  label: string;
  openingLabel: string;
  /** The toast when the file cannot be fetched (the server's detail wins). */
  failedText: string;
  ariaLabel?: string;
  testId: string;
}

/**
 * 'View File' for a homework PDF (the student's list and the coaches' Holiday Report): the PDF comes from the app
 * with the token header (a plain link cannot send it) and opens in a new tab; without a tab (a popup blocker) it
 * is downloaded instead.
 */
export function ViewPdfButton({ url, fileName, label, openingLabel, failedText, ariaLabel, testId }: ViewPdfButtonProps) {
  const [opening, setOpening] = useState(false);

  const openFile = async () => {
    // Open the tab inside the click so popup blockers allow it; fill it once the PDF has arrived.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const { blob } = await fetchHomeworkFile(url);
      const objectUrl = URL.createObjectURL(blob);
      if (tab) {
        tab.location.href = objectUrl;
      } else {
        const link = document.createElement('a');
        link.href = objectUrl;
        link.download = fileName ?? 'homework.pdf';
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
      leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
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
