import { Type, type Static } from 'typebox';
import { literalUnion } from '../schemas/common';
import type { Condition } from './conditions';
import { OPTION_CODE, QUESTION_CODE, QUESTION_TYPES, QuestionnaireLimits as L, VERSION_STATUSES } from './definition';

/**
 * The wire shapes of a questionnaire version. A condition nests without bound, which a JSON schema
 * says only with references the serializer and the OpenAPI document handle poorly: it travels as
 * JSON and `conditionFault` checks its shape.
 */
export const ConditionSchema = Type.Unsafe<Condition>(
  Type.Unknown({
    description:
      'A condition on earlier answers: { question, answered: true } | { question, equals } | { question, anyOf: [codes] | { param } } | { question, atLeast: number | { param } } | { all: [...] } | { any: [...] } | { not: ... }',
  }),
);

const MAX_DEPTH = 8;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isParamRef = (value: unknown) => isObject(value) && Object.keys(value).join() === 'param' && typeof value.param === 'string';
const keysAre = (value: Record<string, unknown>, ...keys: string[]) => Object.keys(value).sort().join() === [...keys].sort().join();

/** Why a value is not a condition, as a sentence; null when it is one. */
export function conditionFault(value: unknown, depth = 0): string | null {
  const fault =
    'A condition names a question and one test (answered, equals, anyOf, atLeast), or combines conditions with all, any or not.';
  if (depth > MAX_DEPTH) return `Conditions nest at most ${MAX_DEPTH} deep.`;
  if (!isObject(value)) return fault;
  for (const combinator of ['all', 'any'] as const) {
    if (!(combinator in value)) continue;
    const parts = value[combinator];
    if (!keysAre(value, combinator) || !Array.isArray(parts) || parts.length === 0) return fault;
    return parts.map((part) => conditionFault(part, depth + 1)).find((f) => f !== null) ?? null;
  }
  if ('not' in value) return keysAre(value, 'not') ? conditionFault(value.not, depth + 1) : fault;
  if (typeof value.question !== 'string') return fault;
  if (keysAre(value, 'question', 'answered')) return value.answered === true ? null : fault;
  if (keysAre(value, 'question', 'equals')) return ['boolean', 'string'].includes(typeof value.equals) ? null : fault;
  if (keysAre(value, 'question', 'anyOf'))
    return isParamRef(value.anyOf) || (Array.isArray(value.anyOf) && value.anyOf.every((c) => typeof c === 'string')) ? null : fault;
  if (keysAre(value, 'question', 'atLeast'))
    return isParamRef(value.atLeast) || (typeof value.atLeast === 'number' && Number.isFinite(value.atLeast)) ? null : fault;
  return fault;
}

export const QuestionOptionSchema = Type.Object(
  {
    code: Type.String({ pattern: OPTION_CODE.source }),
    label: Type.String({ minLength: 1, maxLength: L.optionLabel }),
  },
  { additionalProperties: false },
);

export const QuestionSchema = Type.Object(
  {
    code: Type.String({ pattern: QUESTION_CODE.source }),
    block: Type.String({ minLength: 1, maxLength: L.block }),
    text: Type.String({ minLength: 1, maxLength: L.text }),
    type: literalUnion(QUESTION_TYPES),
    options: Type.Array(QuestionOptionSchema, { maxItems: L.options }),
    required: Type.Boolean(),
    showWhen: Type.Union([ConditionSchema, Type.Null()]),
    min: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    max: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    translations: Type.Optional(
      Type.Object(
        {
          es: Type.Optional(
            Type.Object(
              {
                text: Type.String({ minLength: 1, maxLength: L.text }),
                options: Type.Record(Type.String({ pattern: OPTION_CODE.source }), Type.String({ minLength: 1, maxLength: L.optionLabel })),
                block: Type.Optional(Type.String({ minLength: 1, maxLength: L.block })),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type QuestionSchema = Static<typeof QuestionSchema>;

export const VersionStatusSchema = literalUnion(VERSION_STATUSES);

/** The answers of one submission: question code to its answer; an unanswered question is absent or null. */
export const AnswersSchema = Type.Record(
  Type.String({ maxLength: 20 }),
  Type.Union([
    Type.Boolean(),
    Type.String({ maxLength: L.textAnswer }),
    Type.Number(),
    Type.Array(Type.String({ maxLength: 40 })),
    Type.Null(),
  ]),
);
