import jsonPatch, { type Operation } from 'fast-json-patch';
import { Compile } from 'typebox/compile';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { FieldMessages } from '@portal/shared-contracts';
import { type JsonPatch } from '@portal/shared-contracts/admin';
import { badRequest, conflict } from '@portal/service-kit';

const PATCH_REFUSED = 'The patch cannot be applied.';
const TEST_FAILED = 'The user changed since it was read: read it again and retry.';

/** What each refusal of fast-json-patch means to the caller; its own messages print the whole document. */
function refusalOf(name: string): string {
  if (name === 'OPERATION_PATH_UNRESOLVABLE' || name === 'OPERATION_FROM_UNRESOLVABLE' || name === 'OPERATION_PATH_CANNOT_ADD')
    return 'There is no such field.';
  if (name === 'OPERATION_VALUE_REQUIRED') return FieldMessages.required;
  return FieldMessages.incorrectFormat;
}

/**
 * The document after spec 7's json-patch operations (RFC 6902), on a copy: all of them or none.
 * A failed `test` is a 409, the caller's copy being out of date; any other refusal a 400 whose
 * field error is the operation's path.
 */
export function applyJsonPatch(document: object, operations: JsonPatch): unknown {
  try {
    return jsonPatch.applyPatch(document, operations as Operation[], true, false, true).newDocument;
  } catch (error) {
    if (!(error instanceof jsonPatch.JsonPatchError)) throw error;
    const path = operations[error.index ?? 0]?.path ?? 'patch';
    if (error.name === 'TEST_OPERATION_FAILED') throw conflict(TEST_FAILED, { [path]: TEST_FAILED });
    throw badRequest(PATCH_REFUSED, { [path]: refusalOf(error.name) });
  }
}

/** Spec 7's PATCH may come as RFC 6902's own media type: a route plugin calling this reads it as JSON. */
export function acceptJsonPatch(app: FastifyInstance): void {
  app.addContentTypeParser('application/json-patch+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
}

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/**
 * Checks a value against a route's body schema and refuses it exactly as the route would have
 * refused it as a body: with Fastify's validation error, which the kit's error handler words as
 * field errors.
 */
export function assertBodyShape<T>(schema: TSchema, value: unknown): asserts value is T {
  let check = compiled.get(schema);
  if (!check) {
    check = Compile(schema);
    compiled.set(schema, check);
  }
  if (check.Check(value)) return;
  throw Object.assign(new Error('body is not valid'), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation: check.Errors(value),
    validationContext: 'body',
  });
}
