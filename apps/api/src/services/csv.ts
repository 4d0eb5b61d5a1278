/**
 * CSV for spreadsheets used in Spain: semicolon-separated, UTF-8 with BOM so
 * Excel reads accents, quoted when needed. Cells that start like a formula
 * are prefixed with ' so a spreadsheet never runs them (CSV injection).
 */
export function toCsv<T extends Record<string, unknown>>(rows: T[], columns: (keyof T & string)[]): string {
  const cell = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    let text = value instanceof Date ? value.toISOString() : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.join(';'), ...rows.map((row) => columns.map((c) => cell(row[c])).join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
