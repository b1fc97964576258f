import { http } from './http';

/**
 * Sends a CSV file as the body (text/csv), as the portal's imports take it. Not retried: the first
 * try may have saved. The long timeout is for a whole file checked and written in one transaction.
 */
export function postCsv<T>(path: string, file: string, searchParams: Record<string, string | number | boolean> = {}): Promise<T> {
  return http
    .post(path, { body: file, headers: { 'content-type': 'text/csv; charset=utf-8' }, searchParams, retry: 0, timeout: 120_000 })
    .json<T>();
}
