// The statement as a CSV file for a spreadsheet: UTF-8 with a byte-order mark (without it Excel
// reads Chinese headers as mojibake), CRLF line ends, headers in the member's language, amounts
// as plain decimals (no thousands separators) so that they stay numbers.
import { STATEMENT_FIGURES, type StatementMonth } from '../api/get-statement.ts';

/** The columns, in order: the month, then the figures. */
export const STATEMENT_FIELDS = ['month', ...STATEMENT_FIGURES, 'net'] as const;

export type StatementField = (typeof STATEMENT_FIELDS)[number];

const BOM = '\uFEFF';
const NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * One cell. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a
 * leading quote mark; numbers stay as they are. Quotes, commas and line breaks are quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The file's text: the header row (`headers` by column), then one row per month as listed. */
export function statementCsv(
  items: readonly StatementMonth[],
  headers: Record<StatementField, string>,
): string {
  const rows = [
    STATEMENT_FIELDS.map((field) => headers[field]),
    ...items.map((item) => STATEMENT_FIELDS.map((field) => item[field])),
  ];
  return `${BOM}${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
