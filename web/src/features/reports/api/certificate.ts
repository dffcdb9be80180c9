import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api';

/**
 * The certificate PDF needs the token header, so a plain link cannot fetch it: fetch it as a blob and
 * hand it to the browser as a download.
 */
export async function downloadCertificate(url: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiBlob(url);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address stops working.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function useDownloadCertificate() {
  return useMutation({
    mutationFn: ({ url, fallbackName }: { url: string; fallbackName: string }) => downloadCertificate(url, fallbackName),
  });
}
