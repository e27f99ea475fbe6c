import type { FastifyReply } from 'fastify';
/**
 * CSV (RFC 4180) written once for every download: a cell with a comma, quote or line break is
 * quoted, its quotes doubled; lines end CRLF. A text cell a spreadsheet would run as a formula
 * (starting = + - @, or a tab or carriage return) gets a leading ' so it shows as the text it is
 * (OWASP "CSV injection"). Numbers are written as they are: a negative amount is no formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The Content-Disposition of a download named after something a person typed (a class name): an
 * ASCII fallback safe in a quoted string, and the exact name UTF-8 encoded (RFC 6266 / 5987).
 */
export function csvAttachment(name: string): string {
  const base = name.trim() || 'export';
  const ascii = base.replace(/[^\x20-\x7e]/g, '_').replace(/["\\/;]/g, '_');
  return `attachment; filename="${ascii}.csv"; filename*=UTF-8''${encodeURIComponent(`${base}.csv`)}`;
}

/** Sends a CSV download: its type and its name (`csvAttachment`). */
export const sendCsv = (reply: FastifyReply, { filename, csv }: { filename: string; csv: string }): FastifyReply =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', csvAttachment(filename))
    .send(csv);
