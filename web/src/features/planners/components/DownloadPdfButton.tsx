import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../../lib/api';

interface DownloadPdfButtonProps {
  /** Starts the download (a mutation's mutateAsync). */
  onDownload: () => Promise<unknown>;
  busy: boolean;
  disabled?: boolean;
  /** The spec's failure text ('Failed to download macroplanner file.'), shown when the server gives no detail. */
  failedText: string;
  testId: string;
}

/** The school account's 'Download PDF': a toast, not an alert, when it fails. */
export function DownloadPdfButton({ onDownload, busy, disabled, failedText, testId }: DownloadPdfButtonProps) {
  const { t } = useTranslation('planners');
  const download = () => onDownload().catch((error: unknown) => {
    notifications.show({ color: 'red', message: errorDetail(error, failedText) });
  });
  return (
    <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()} loading={busy} disabled={disabled} data-testid={testId}>
      {t('downloadPdf')}
    </Button>
  );
}
