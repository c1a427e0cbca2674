/**
 * Handing a file to the browser's downloads (an object URL and a link
 * click): exports, CSV tables, the story bible. Apart from ./csv.ts, which
 * the server's account export shares and which must not need the DOM.
 */
import type { CsvFile } from './csv';

/** Hands a file to the browser's download under `name`. */
export function downloadFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL may go afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Hands a CSV table to the browser's download. */
export function downloadCsv(file: CsvFile): void {
  downloadFile(new Blob([file.text], { type: 'text/csv;charset=utf-8' }), file.name);
}
