import { useTranslation } from 'react-i18next';
import { ViewPdfButton } from './ViewPdfButton';

/** 'View File' of the Holiday Homework Report (spec 3): the submission's PDF in a new tab. */
export function HolidayReportFileButton({ url, fileName }: { url: string; fileName: string | null }) {
  const { t } = useTranslation('homework');
  return (
    <ViewPdfButton
      url={url}
      fileName={fileName}
      label={t('report.viewFile')}
      openingLabel={t('report.opening')}
      failedText={t('report.fileFailed')}
      ariaLabel={fileName ? t('report.viewFileLabel', { name: fileName }) : undefined}
      testId="holiday-report-view-file"
    />
  );
}
