import { Type, type Static } from 'typebox';
import { nullable } from '../schemas/common';
import { CONTACT_MODES, CONTACT_OUTCOMES } from './codes';

/** GET api/psos/reports/effort?collectionId=&leaId= (reports view; no leaId: the state, every LEA needed). */
export const ResponseEffortQuery = Type.Object(
  { collectionId: Type.Optional(Type.Integer({ minimum: 1 })), leaId: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type ResponseEffortQuery = Static<typeof ResponseEffortQuery>;

const countsOf = (codes: readonly string[]) => Type.Object(Object.fromEntries(codes.map((code) => [code, Type.Integer()])));

/**
 * The response effort of psos.md's reports: a collection's contact attempts by outcome and mode,
 * per LEA, vendor and interviewer, and attempts per respondent (attempts on Completed youth / R).
 */
export const ResponseEffort = Type.Object({
  collectionId: Type.Integer(),
  leaId: nullable(Type.Integer()),
  byOutcome: countsOf(CONTACT_OUTCOMES),
  byMode: countsOf(CONTACT_MODES),
  byLea: Type.Array(Type.Object({ leaId: Type.Integer(), leaCode: Type.String(), leaName: Type.String(), attempts: Type.Integer() })),
  /** vendorId null: the LEAs' own staff (and the state's). */
  byVendor: Type.Array(Type.Object({ vendorId: nullable(Type.Integer()), vendorName: nullable(Type.String()), attempts: Type.Integer() })),
  byInterviewer: Type.Array(
    Type.Object({ userName: Type.String(), vendorName: nullable(Type.String()), attempts: Type.Integer(), completes: Type.Integer() }),
  ),
  /** Null with no respondent. */
  attemptsPerRespondent: nullable(Type.Number()),
});
export type ResponseEffort = Static<typeof ResponseEffort>;
