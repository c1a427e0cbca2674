/**
 * CSV files authors open in Excel: UTF-8 with a byte-order mark (without it
 * Excel in zh-CN shows Chinese as mojibake), CRLF line ends, quotes only
 * where a cell needs them, and text cells starting with = + - @ (or a tab
 * or carriage return) prefixed with an apostrophe, so a chapter title such
 * as "=HYPERLINK(...)" stays text instead of becoming a formula (OWASP CSV
 * injection). Amounts are numbers, never escaped: a refund stays -326.40.
 */

/** An amount in integer fen, written in yuan with 2 decimals. */
export interface CentsCell {
  readonly cents: number;
}

/** One cell: text (escaped), a plain number, or an amount. */
export type CsvCell = string | number | CentsCell | null;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Yuan with 2 decimals from fen, exact for any safe integer (no float rounding). */
export function centsToYuan(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`centsToYuan: not whole fen: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'object') return centsToYuan(cell.cents);
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: a header row, then the rows, BOM first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => quoted(cellText(cell))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * A file name safe on every desktop system: the characters Windows and
 * macOS refuse become '_', and the name keeps its Chinese.
 */
export function csvFileName(parts: readonly string[]): string {
  const base = parts
    .join('_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'export'}.csv`;
}

/** A CSV file: its name and text. */
export interface CsvFile {
  readonly name: string;
  readonly text: string;
}
