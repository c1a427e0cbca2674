/**
 * File names of exports (the book's title and the Beijing date) and the
 * Content-Disposition that carries them: an ASCII `filename` for old clients
 * and the real name as RFC 5987 / RFC 6266 `filename*`.
 */
import type { ExportFormat } from '../../../src/lib/contract/export';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  txt: 'text/plain',
  epub: 'application/epub+zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};

/** 'YYYY-MM-DD' in Beijing time (Asia/Shanghai has no daylight saving). */
export function beijingDate(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** A name every desktop system accepts: the characters Windows and macOS refuse become '_'. */
export function safeNamePart(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80)
  );
}

/** '<parts joined by _>.<ext>', e.g. 星海长歌_2026-11-24.epub. */
export function exportFileName(parts: readonly string[], format: ExportFormat): string {
  const base = parts.map(safeNamePart).filter(Boolean).join('_');
  return `${base || 'export'}.${format}`;
}

function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment; filename="..."; filename*=UTF-8''...` for a name that may be Chinese. */
export function contentDisposition(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot) : '';
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '').replace(/["\\%]/g, '');
  const stem = ascii.slice(0, ascii.length - ext.length);
  const fallback = /[A-Za-z0-9]/.test(stem.replace(/[-_ .0-9]/g, ''))
    ? ascii
    : `export${stem.replace(/^[_ ]+/, '_')}${ext}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
