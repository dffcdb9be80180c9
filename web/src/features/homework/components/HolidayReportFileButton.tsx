import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../../lib/api';
import { fetchHomeworkFile } from '../../../api/homework';

/** How long an opened PDF's object URL stays valid; the new tab has loaded it long before. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * 'View File' (spec 3 Holiday Homework Report): the PDF comes from the app with the token header (a plain link
 * cannot send it) and opens in a new tab; without a tab (a popup blocker) it is downloaded instead.
 */
export function HolidayReportFileButton({ url, fileName }: { url: string; fileName: string | null }) {
  const { t } = useTranslation('homework');
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
      notifications.show({ color: 'red', message: errorDetail(err, t('report.fileFailed')) });
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
      aria-label={fileName ? t('report.viewFileLabel', { name: fileName }) : undefined}
      data-testid="holiday-report-view-file"
      style={{ flexShrink: 0 }}
    >
      {opening ? t('report.opening') : t('report.viewFile')}
    </Button>
  );
}
