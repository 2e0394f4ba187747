/** A column of a CSV file: its heading and the cell of each row. */
export type CsvColumn<T> = { title: string; value: (row: T) => string | number | null | undefined };

// A cell a spreadsheet would take for a formula (=, +, @, a tab or a return first, or a minus not
// starting a number) is written as text: a member's name or a reason must never run as one.
const FORMULA = /^(?:[=+@\t\r]|-(?!\d))/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as CSV text for a spreadsheet: a byte-order mark first (Excel reads Chinese as UTF-8 only
 * with it), CRLF line ends (RFC 4180).
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.title)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a download named `name`. */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
