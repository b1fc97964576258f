// Plain constants, apart from the TypeBox schemas, so the List Manager's form and the admin service
// share the rules and the words without the page loading TypeBox for them.

/** A lookup value as forms and records keep it: a code that never changes, and the label forms show (spec 5's limits). */
export const LookupValueRules = {
  codeMaxLength: 50,
  labelMaxLength: 200,
  /** Letters, digits and underscores; the service refuses anything else, as the database does. */
  codePattern: '^[A-Za-z0-9_]*$',
} as const;

/** What the List Manager and its service say beyond spec 5's shared field messages. */
export const ListManagerMessages = {
  duplicateCode: 'This code is already in the list.',
  duplicateLabel: 'This label is already in the list.',
  orderMismatch: 'The new order must name every value of the list exactly once. Reload the list and order it again.',
  noSuchList: 'There is no lookup list with this code.',
  noSuchValue: 'There is no such value in this list.',
  codeUnchangeable: "A value's code cannot change, because records keep it. Add a new value and retire this one instead.",
} as const;
