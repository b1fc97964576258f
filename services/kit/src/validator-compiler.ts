import type { FastifySchemaCompiler } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

type Convert = (value: unknown) => unknown;

/**
 * A query's, headers' or path's strings made into the types its object schema names, one named
 * property at a time. TypeBox's Convert of the whole object compiles a pattern for every property
 * and tests it against every key given (every header of the request) on each call: it was a
 * twentieth of an answered list's time. Other schemas are converted whole, as before.
 */
function converterOf(schema: TSchema): Convert {
  if (!Type.IsObject(schema) || ('additionalProperties' in schema && typeof schema.additionalProperties === 'object'))
    return (value) => Value.Convert(schema, value);
  const properties = Object.entries(schema.properties);
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const given = value as Record<string, unknown>;
    for (const [key, property] of properties) if (given[key] !== undefined) given[key] = Value.Convert(property, given[key]);
    return given;
  };
}

/**
 * Fastify's validator for TypeBox schemas, as @fastify/type-provider-typebox's: bodies are taken
 * as sent, the strings of the other parts converted first; a value that does not check answers
 * TypeBox's errors, which the error handler words for people.
 */
export const typeBoxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const validator = Compile(schema);
  const convert: Convert = httpPart === 'body' ? (value) => value : converterOf(schema);
  return (value) => {
    const converted = convert(value);
    return validator.Check(converted) ? { value: converted } : { error: validator.Errors(converted) };
  };
};
