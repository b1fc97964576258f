import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { badRequest } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The GET (its URL as registered) whose answer this PUT or PATCH takes back, when it is not the GET of its own URL. */
    readFrom?: string;
  }
}

/** A PUT or PATCH and the GET whose answer it accepts as its body. */
export interface RepresentationEntry {
  method: string;
  url: string;
  readFrom: string;
}

interface ObjectSchema {
  type: 'object';
  properties: Record<string, unknown>;
}

const isObjectSchema = (schema: unknown): schema is ObjectSchema =>
  typeof schema === 'object' && schema !== null && (schema as { type?: unknown }).type === 'object' && 'properties' in schema;

export const idMismatchMessage = (inPath: string): string =>
  `Does not match the record in the address (${inPath}); a record's id cannot change.`;

/** The record a GET answers: the object itself, or the rows of a page (a write may take back a row of its list). */
function recordOf(read: unknown): ObjectSchema | null {
  if (!isObjectSchema(read)) return null;
  const items = read.properties.items as { type?: unknown; items?: unknown } | undefined;
  if ('totalCount' in read.properties && items?.type === 'array' && isObjectSchema(items.items)) return items.items;
  return read;
}

const tables = new WeakMap<FastifyInstance, RepresentationEntry[]>();

/**
 * A write takes what a read gave: the body of a PUT or PATCH may be the representation its GET
 * answered. Fields the GET shows but the write does not take (ids, codes, dates the server keeps)
 * are read-only: they are dropped before validation, so the write schema stays closed to misspelt
 * fields; one that names a path parameter (the `id` of `/things/:id`) must agree with the path, or
 * the request is refused. Call before the routes are registered.
 */
export function acceptRepresentations(app: FastifyInstance): void {
  const entries: RepresentationEntry[] = [];
  tables.set(app, entries);
  const reads = new Map<string, unknown>();
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.includes('GET')) reads.set(route.url, (route.schema?.response as Record<string, unknown> | undefined)?.[200]);
    const writes = methods.filter((method) => method === 'PUT' || method === 'PATCH');
    const body = route.schema?.body;
    if (writes.length === 0 || !isObjectSchema(body)) return;
    const readFrom = route.config?.readFrom ?? route.url;
    for (const method of writes) entries.push({ method, url: route.url, readFrom });
    // The GET may be registered after the write: its schema is looked up on the first request.
    let readOnly: string[] | null = null;
    const dropReadOnly: preValidationHookHandler = async (request: FastifyRequest) => {
      if (readOnly === null) {
        const read = recordOf(reads.get(readFrom));
        readOnly = read ? Object.keys(read.properties).filter((key) => !(key in body.properties)) : [];
      }
      const given = request.body;
      if (typeof given !== 'object' || given === null || Array.isArray(given)) return;
      const fields = given as Record<string, unknown>;
      const params = (request.params ?? {}) as Record<string, unknown>;
      for (const key of readOnly) {
        if (!(key in fields)) continue;
        if (key in params && String(fields[key]) !== String(params[key]))
          throw badRequest('The request is not valid.', { [key]: idMismatchMessage(String(params[key])) });
        delete fields[key];
      }
    };
    route.preValidation = [...[route.preValidation ?? []].flat(), dropReadOnly];
  });
}

/** Every PUT and PATCH of a built service with the GET whose answer it accepts: what the generated round-trip test walks. */
export function representationTable(app: FastifyInstance): readonly RepresentationEntry[] {
  return tables.get(app) ?? [];
}
