import { Type, type Static } from 'typebox';
import { literalUnion } from '../schemas/common';
import { FOLLOW_UP_STATUSES, IncidentHistoryEntry, IncidentViolation, RestraintDay, RestraintMoment } from './schemas';

// The violation routes of restraint.md's "Statuses and moves" (issue 16's decision route among them).

const reason = Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' });

export const VIOLATION_DECISIONS = ['Substantiated', 'NotSubstantiated'] as const;

/** POST api/restraint/violations/{id}/decision (state user, violation update): Open -> Substantiated or Not substantiated. */
export const ViolationDecisionRequest = Type.Object(
  {
    decision: literalUnion(VIOLATION_DECISIONS),
    /** Required for Not substantiated; kept with a Substantiated decision when given. */
    reason: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type ViolationDecisionRequest = Static<typeof ViolationDecisionRequest>;

/** POST api/restraint/violations/{id}/escalate (state user, violation update): Plan required -> Escalated. */
export const ViolationEscalateRequest = Type.Object(
  {
    /** The action taken when the plan was not carried out, such as an administrator appointed. */
    action: reason,
    actionDate: RestraintDay,
  },
  { additionalProperties: false },
);
export type ViolationEscalateRequest = Static<typeof ViolationEscalateRequest>;

/** POST api/restraint/violations/{id}/reopen (state user, violation reopen): Not substantiated or Resolved -> Open. */
export const ViolationReopenRequest = Type.Object({ reason }, { additionalProperties: false });
export type ViolationReopenRequest = Static<typeof ViolationReopenRequest>;

/** POST api/restraint/incidents/{id}/violations (violation update): a violation added by hand by the LEA or a state reviewer. */
export const ViolationCreateRequest = Type.Object(
  {
    ruleCode: Type.String({ minLength: 1, maxLength: 40 }),
    /** The student of the incident it concerns; null for the incident as a whole. */
    studentStateId: Type.Union([Type.String({ minLength: 1, maxLength: 20 }), Type.Null()]),
    occurredAt: Type.Optional(Type.Union([RestraintMoment, Type.Null()])),
    reason,
  },
  { additionalProperties: false },
);
export type ViolationCreateRequest = Static<typeof ViolationCreateRequest>;

/** A violation as its routes answer it: the incident's view of it plus where it belongs. */
export const ViolationRecord = Type.Object({
  ...IncidentViolation.properties,
  incidentId: Type.Integer(),
  incidentNumber: Type.String(),
  leaId: Type.Integer(),
  escalationAction: Type.Union([Type.String(), Type.Null()]),
  escalationDate: Type.Union([RestraintDay, Type.Null()]),
});
export type ViolationRecord = Static<typeof ViolationRecord>;

/** GET api/restraint/violations/{id}/history: newest first, each change with who, when and the reason. */
export const ViolationHistoryEntry = IncidentHistoryEntry;
export type ViolationHistoryEntry = Static<typeof ViolationHistoryEntry>;
export const ViolationHistory = Type.Object({ items: Type.Array(ViolationHistoryEntry) });
export type ViolationHistory = Static<typeof ViolationHistory>;

/** PUT api/restraint/follow-ups/{id} (violation update): held on a date, or waived by the parent in writing (a document). */
export const FollowUpUpdate = Type.Object(
  {
    status: literalUnion(FOLLOW_UP_STATUSES),
    heldDate: Type.Union([RestraintDay, Type.Null()]),
    waiverDocumentId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type FollowUpUpdate = Static<typeof FollowUpUpdate>;

/** What the violation routes say beyond the field texts. */
export const ViolationMessages = {
  notFound: 'Violation not found.',
  notOpen: 'Only an Open violation can be decided.',
  reasonRequired: 'A reason is required for Not substantiated.',
  notPlanRequired: 'Only a violation whose plan is required can be escalated.',
  notReopenable: 'Only a Not substantiated or Resolved violation can be reopened.',
  unknownRule: 'A value must be selected from the list.',
  stateOnlyRule: 'Only a state reviewer adds this violation.',
  notFinalized: 'Violations are added to a finalized incident.',
  unknownStudent: 'Name a student of this incident.',
  planPending: 'The decision is saved, but the corrective plan could not be created. Send the decision again to retry.',
  followUpNotFound: 'Follow-up not found.',
  waiverNotAllowed: 'This follow-up cannot be waived.',
} as const;
