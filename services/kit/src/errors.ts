import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { FieldMessages, maxLengthMessage, maxValueMessage, minValueMessage, type ErrorBody } from '@portal/shared-contracts';

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

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** A value of the wrong type or shape: the validator says "must be integer" or "must match pattern …"; spec 5 has one text for it. */
const wrongShapeKeywords = new Set(['type', 'pattern', 'format']);

/** The limits a form also checks, worded as its shared field messages are, so form and service say the same. */
const limitMessages: Record<string, (limit: number) => string> = {
  maxLength: maxLengthMessage,
  minimum: minValueMessage,
  maximum: maxValueMessage,
};

function issueMessage(issue: ValidationIssue, missing: boolean): string {
  if (missing) return FieldMessages.required;
  if (issue.keyword && wrongShapeKeywords.has(issue.keyword)) return FieldMessages.incorrectFormat;
  const limit = issue.params?.limit;
  const limitMessage = issue.keyword ? limitMessages[issue.keyword] : undefined;
  if (limitMessage && typeof limit === 'number') return limitMessage(limit);
  return issue.message ?? FieldMessages.incorrectFormat;
}

/** "caption: message" pairs from schema validation (spec 8 shows them one per line). */
function fieldErrors(issues: ValidationIssue[], context: string | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const missing = issue.params?.requiredProperties ?? issue.params?.missingProperty;
    const fromPath = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const caption = (Array.isArray(missing) ? String(missing[0]) : missing ? String(missing) : fromPath) || context || 'request';
    errors[caption] ??= issueMessage(issue, Boolean(missing));
  }
  return errors;
}

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
