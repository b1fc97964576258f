import { serviceUrlVariable } from './config';
import { HttpError } from './errors';
import type { ServiceContext } from './service';

/** One call to another service of the portal, made on a user's behalf. */
export interface PeerCall {
  /** The peer's service name (`findings`, `documents`): the key of `config.peerUrls`. */
  service: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The peer's route, from its API prefix: `/api/findings/findings`. */
  path: string;
  /** Sent as JSON; a FormData (a file upload) as multipart/form-data. */
  body?: unknown;
  /** The caller's own `authorization` header, forwarded so the peer enforces that user's permissions. */
  authorization: string;
  /** Sent as `Idempotency-Key`, so a retried call is recognised by the peer. */
  idempotencyKey?: string;
}

/**
 * Calls a peer service and returns its JSON answer. A refusal is rethrown as an `HttpError` with
 * the peer's status, code and message (so the caller's answer says what the peer said); an
 * unreachable peer is a 502. Never call while holding a transaction open: on the embedded database
 * the peer waits for the one connection that transaction holds.
 */
export async function callPeer<T>(ctx: Pick<ServiceContext<unknown>, 'config'>, call: PeerCall): Promise<T> {
  const base = ctx.config.peerUrls[call.service];
  if (!base) throw new Error(`No address for the ${call.service} service: set ${serviceUrlVariable(call.service)}`);
  const headers: Record<string, string> = { authorization: call.authorization, accept: 'application/json' };
  const form = call.body instanceof FormData;
  // A FormData sets its own content type, with its boundary.
  if (call.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`${base}${call.path}`, {
      method: call.method,
      headers,
      ...(call.body !== undefined ? { body: form ? (call.body as FormData) : JSON.stringify(call.body) } : {}),
    });
  } catch {
    throw new HttpError(502, 'PEER_UNAVAILABLE', `The ${call.service} service could not be reached. Please try again.`);
  }
  const text = await response.text();
  const answer: unknown = text ? parseJson(text) : undefined;
  if (!response.ok) {
    const body = (answer ?? {}) as { code?: unknown; message?: unknown; errors?: unknown };
    throw new HttpError(
      response.status,
      typeof body.code === 'string' ? body.code : 'PEER_ERROR',
      typeof body.message === 'string' ? body.message : `The ${call.service} service answered ${response.status}.`,
      isStringRecord(body.errors) ? body.errors : undefined,
    );
  }
  return answer as T;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}
