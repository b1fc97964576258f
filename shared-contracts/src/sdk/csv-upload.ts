import type { ImportAccepted, ImportProgress, ImportState } from '../schemas/imports';
import { http } from './http';
import { saveFile } from './save-file';

const POLL_MS = 500;

/** Where a running import's id is kept, so the page can be left and its import followed again on return. */
const rememberedKey = (path: string) => `portal-import:${path}`;

export const rememberedImport = (path: string): string | null => sessionStorage.getItem(rememberedKey(path));
export const forgetImport = (path: string) => sessionStorage.removeItem(rememberedKey(path));

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

/**
 * Follows an import (GET `<path>/{id}`) until it ends, telling `onProgress` the rows done of the
 * rows total at each look; its report, or the failure's message as an Error. The id stays remembered
 * after the end, so a page left before its report was seen shows it on return: `forgetImport` once it
 * has been. `signal` stops the following (the page was left), not the import.
 */
export async function followImport<R>(
  path: string,
  id: string,
  onProgress: (progress: ImportProgress) => void,
  signal?: AbortSignal,
): Promise<R> {
  sessionStorage.setItem(rememberedKey(path), id);
  for (;;) {
    const state = await http.get(`${path}/${id}`, { signal }).json<ImportState<R>>();
    onProgress(state.progress);
    if (state.status === 'done' && state.result !== null) return state.result;
    if (state.status === 'done' || state.status === 'failed') throw new Error(state.error);
    await pause(POLL_MS, signal);
  }
}

/**
 * Uploads a file as form-data (the part `file`, spec 7) to an import of the service's import engine,
 * then follows it to its end. Not retried: the first try may have been queued.
 */
export async function runImport<R>(
  path: string,
  file: File,
  searchParams: Record<string, string | number | boolean>,
  onProgress: (progress: ImportProgress) => void,
  signal?: AbortSignal,
): Promise<R> {
  const body = new FormData();
  body.append('file', file, file.name);
  const accepted = await http.post(path, { body, searchParams, retry: 0, timeout: 120_000, signal }).json<ImportAccepted>();
  return followImport<R>(path, accepted.id, onProgress, signal);
}

/** A refused row of an import as a person reads it: where, what, and the row's values where known. */
export interface RejectedRow {
  line: number;
  column: string;
  message: string;
  values?: Record<string, string | null>;
}

const csvCell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The refused rows as a CSV file (line, column, message, then the row's values), saved as `filename`. */
export function saveRejectedRows(rows: readonly RejectedRow[], filename: string): void {
  const valueColumns = [...new Set(rows.flatMap((r) => Object.keys(r.values ?? {})))];
  const lines = [
    ['Line', 'Column', 'Message', ...valueColumns],
    ...rows.map((r) => [r.line, r.column, r.message, ...valueColumns.map((c) => r.values?.[c] ?? '')]),
  ].map((cells) => cells.map(csvCell).join(','));
  saveFile(new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' }), filename);
}
