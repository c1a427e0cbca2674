/**
 * Handing a CSV file to the browser's download: apart from ./csv.ts, which
 * the server's account export shares and which must not need the DOM.
 */
import type { CsvFile } from './csv';

/** Hands a file to the browser's download. */
export function downloadCsv(file: CsvFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  // The click starts the download synchronously; the URL may go afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
