import { IconFileTypePdf } from '@tabler/icons-react';
import { ViewFileButton } from '../../../components/ViewFileButton';
import { fetchHomeworkFile } from '../../../api/homework';

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

/** 'View File' for a homework PDF (the student's list and the coaches' Holiday Report), in a new tab. */
export function ViewPdfButton({ url, fileName, ...rest }: ViewPdfButtonProps) {
  return (
    <ViewFileButton
      {...rest}
      fetchFile={() => fetchHomeworkFile(url)}
      downloadName={fileName ?? 'homework.pdf'}
      icon={<IconFileTypePdf size={16} aria-hidden="true" />}
    />
  );
}
