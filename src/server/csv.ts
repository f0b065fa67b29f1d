/** A byte order mark: without it, spreadsheet programs read UTF-8 as their local code page. */
const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would take for a formula (or, with a tab or carriage return first, for one after its
 * own trimming) gets a leading apostrophe, which the spreadsheet shows as plain text (OWASP CSV injection).
 */
function defused(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Every cell quoted, quotes inside doubled (RFC 4180): commas, quotes and line breaks stay in their cell. */
function cell(value: string): string {
  return `"${defused(value).replaceAll('"', '""')}"`;
}

/** A CSV file as spreadsheets open it: UTF-8 with a byte order mark, CRLF line ends (RFC 4180). */
export function toCsv(header: string[], rows: string[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
