/** Excel opens a UTF-8 file right only when it starts with a byte order mark. */
export const CSV_BOM = '\uFEFF';
/** Excel in French reads `;` as the column separator (`,` is the decimal mark). */
const SEPARATOR = ';';

/** A text a spreadsheet would run as a formula ('=HYPERLINK(…)' typed as a business name). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, CRLF-terminated (RFC 4180). */
export function csvLine(values: ReadonlyArray<string | number>): string {
  return `${values.map(cell).join(SEPARATOR)}\r\n`;
}

/** 2026-11-23T08:05:00Z → '23/11/2026 08:05' (Abidjan time is UTC), as Excel in French reads it. */
export function frenchDateTime(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}
