import { formatDateTime } from './format.ts';

/** Hands a downloaded file to the browser under `fileName` (the CSV export). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: give them a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Today's date in the site's business time zone, `yyyy-MM-dd`, for file names. */
export function todayStamp(now: Date = new Date()): string {
  return formatDateTime(now.toISOString(), 'en').slice(0, 10);
}
