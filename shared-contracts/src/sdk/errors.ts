import { isHTTPError, type HTTPError } from 'ky';
import type { ErrorBody } from '../schemas/common';

/** Messages of spec 8's generic HTTP message builder. */
export const HttpMessages = {
  noNetwork: 'No Network: The server cannot be reached',
  accessDenied: 'Access Denied!',
  somethingWrong: 'Something went wrong!',
} as const;

/** The portal's error body of a failed call, when the server sent one: its message and its field errors. */
export function errorBody(error: unknown): Partial<ErrorBody> | undefined {
  if (!isHTTPError(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  return error.data as Partial<ErrorBody>;
}

/** The status a failed call was answered with, or null when it got no answer (no network, aborted). */
export function httpStatus(error: unknown): number | null {
  return isHTTPError(error) ? error.response.status : null;
}

/** Turns a failed call into the text a user sees (spec 8). */
export function httpErrorMessage(error: unknown): string {
  if (isHTTPError(error)) return messageFor(error.response.status, (error as HTTPError).data as Partial<ErrorBody> | undefined);
  // fetch reports an unreachable server as a TypeError; compared by name, as it may come from another realm.
  if (error instanceof Error && error.name === 'TypeError') return HttpMessages.noNetwork;
  if (error instanceof Error) return error.message;
  return HttpMessages.somethingWrong;
}

/**
 * Spec 8's message builder: status 0 is No Network; 403 adds Access Denied! to what the
 * body says; field errors read "caption: message", one per line, in place of the summary.
 */
export function messageFor(status: number, body: Partial<ErrorBody> | string | undefined): string {
  if (status === 0) return HttpMessages.noNetwork;
  const lines: string[] = [];
  if (status === 403) lines.push(HttpMessages.accessDenied);
  if (typeof body === 'string' && body) lines.push(body);
  if (body && typeof body === 'object') {
    if (body.errors && Object.keys(body.errors).length > 0) {
      for (const [caption, message] of Object.entries(body.errors)) lines.push(`${caption}: ${message}`);
    } else if (body.message && body.message !== HttpMessages.accessDenied) {
      lines.push(body.message);
    }
  }
  return lines.length ? lines.join('\n') : HttpMessages.somethingWrong;
}
