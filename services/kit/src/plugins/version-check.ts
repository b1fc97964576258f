import type { FastifyRequest } from 'fastify';
import { Headers, VersionMismatch, isOlderAppVersion } from '@portal/shared-contracts';
import { HttpError } from '../errors';

/**
 * An onRequest hook refusing pages built before `minimum` (spec 8: the shell then shows its
 * Version Mismatch dialog). Only the portal's pages send app-version: calls without it
 * (health checks, curl, one service calling another) pass.
 */
export function versionCheck(minimum: [number, number, number]) {
  const wanted = minimum.join('.');
  return async (request: FastifyRequest): Promise<void> => {
    const sent = request.headers[Headers.AppVersion];
    if (sent === undefined) return;
    const version = Array.isArray(sent) ? (sent[0] ?? '') : sent;
    if (isOlderAppVersion(version, minimum)) {
      throw new HttpError(
        VersionMismatch.status,
        VersionMismatch.code,
        `This page is from an older version of the portal (${version}); the server needs ${wanted} or later. Please refresh your browser.`,
      );
    }
  };
}
