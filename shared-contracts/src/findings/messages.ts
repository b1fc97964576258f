import type { PlanStatus } from './rules';

/** What the findings engine tells a person, each saying what to do. */
export const FindingMessages = {
  planNotFound: 'There is no corrective plan with this id.',
  leaNotYours: 'You may not work with findings of this LEA.',
  notAllowed: 'You may not do this with findings of this application.',
  dueDateRequired: 'Give the due date: a restraint finding is due when its plan is.',
  dueBeforeIssue: 'The due date cannot be before the issue date.',
  idempotencyReused: 'This idempotency key was used for another record. Use a key of this record only.',
  notEditable: (status: PlanStatus) => `The plan is ${status}: its items may be changed only while it is Draft or Revisions required.`,
  noSuchMove: (from: PlanStatus, to: PlanStatus) => `A plan that is ${from} cannot be moved to ${to}.`,
  moveNeedsReason: 'Give the reason: the LEA reads it with the plan.',
  noItems: 'Add at least one action to the plan before submitting it.',
  planDocumentNotApproved: 'The plan can be approved only once its plan document is approved. Approve the document first.',
  evidenceNotApproved: 'The plan can be verified only once every evidence document is approved. Approve the evidence first.',
  noEvidence: 'Attach the evidence before submitting it.',
  documentNotFound: 'There is no document with this id for this application.',
  documentAlreadyAttached: 'This document is already attached to the plan.',
  extensionsOff: 'Extensions are not allowed for these plans: the due date is fixed.',
  extensionNotLater: 'The new due date must be after the current one.',
  planClosed: 'The plan is verified; it can no longer change.',
} as const;
