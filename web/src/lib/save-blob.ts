/** Hands a fetched file (a PDF, say) to the browser as a download under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address stops working.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
