import type { FastifyReply } from 'fastify';
import { type DownloadFormat, type TableColumn } from '@portal/shared-contracts';
import { csvStream } from './csv-stream';
import { xlsxStream } from './xlsx-stream';

const CONTENT_TYPES: Record<DownloadFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface Download<R> {
  format: DownloadFormat;
  /** The file's name without its extension, e.g. 'child-list'; the format's extension is added. */
  name: string;
  columns: readonly TableColumn<R>[];
  /** Every row of the file, pulled one at a time as the file is written (a database cursor, a generator). */
  rows: AsyncIterable<R> | Iterable<R>;
}

/**
 * A Content-Disposition naming the file: a plain ASCII name for old clients, and the exact name
 * (RFC 6266/5987) for the rest; no path, quote or control character gets through either.
 */
export function attachment(filename: string): string {
  const clean = filename.replace(/[\\/\p{Cc}"]/gu, '_').trim() || 'download';
  const ascii =
    clean
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[^\w. -]/g, '_') || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/**
 * Answers with a list or report as a file, streamed: the one way every service sends a download.
 * The file is never built in memory, so there is no row cap; it is never cached, as it may hold
 * student data. A route that exports student-level data records its disclosure before calling this.
 */
export function sendDownload<R>(reply: FastifyReply, { format, name, columns, rows }: Download<R>): FastifyReply {
  const body = format === 'csv' ? csvStream(columns, rows) : xlsxStream(columns, rows, name);
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', attachment(`${name}.${format}`))
    .header('cache-control', 'private, no-store')
    .send(body);
}
