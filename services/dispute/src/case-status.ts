/**
 * Statuses after which a case needs nothing more from anyone (dispute.md,
 * Statuses and moves). Final is not among them: a due-process decision's
 * orders are still to be implemented.
 */
export const closedStatuses = ['Closed', 'Withdrawn', 'Dismissed', 'Settled', 'NotHeld', 'Declined', 'Cancelled', 'Voided'] as const;

/** Filed cases that never count: drafts have no receipt, voided ones were entered in error. */
export const uncountedStatuses = ['Draft', 'Voided'] as const;
