import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorBody } from '@portal/shared-contracts';
import { fieldErrors, type ValidationIssue } from './validation-messages';

/** What an answer may add to its message: reasons listed one per line, or how long to wait. */
export interface HttpErrorDetails {
  reasons?: string[];
  /** Also sent as Retry-After. */
  retryAfterSeconds?: number;
}

/** An error a route throws on purpose; its message is safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    readonly details: HttpErrorDetails = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, 'BAD_REQUEST', message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Access Denied!') => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, 'CONFLICT', message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'TOO_MANY_REQUESTS', message, undefined, { retryAfterSeconds });

/** One error shape for every service; internal details stay in the log. */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): void {
  const requestId = request.id;
  let body: ErrorBody;
  if (error instanceof HttpError) {
    body = { statusCode: error.statusCode, code: error.code, message: error.message, requestId };
    if (error.errors) body.errors = error.errors;
    if (error.details.reasons) body.reasons = error.details.reasons;
    if (error.details.retryAfterSeconds !== undefined) {
      body.retryAfterSeconds = error.details.retryAfterSeconds;
      void reply.header('retry-after', String(error.details.retryAfterSeconds));
    }
  } else if ((error as FastifyError).validation) {
    const fe = error as FastifyError;
    body = {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'The request is not valid.',
      errors: fieldErrors(fe.validation as ValidationIssue[], fe.validationContext),
      requestId,
    };
  } else if (typeof error.statusCode === 'number' && error.statusCode < 500) {
    body = { statusCode: error.statusCode, code: (error as FastifyError).code ?? 'ERROR', message: error.message, requestId };
  } else {
    request.log.error({ err: error }, 'unhandled error');
    body = { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong!', requestId };
  }
  if (body.statusCode >= 400 && body.statusCode < 500) request.log.info({ code: body.code, status: body.statusCode }, 'request refused');
  void reply.status(body.statusCode).send(body);
}
