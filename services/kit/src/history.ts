/** One field's change in a record's history: what it was and what it became (null for none). */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/** A record's change as its history keeps it: field to { from, to }, only fields whose value changed. */
export type FieldChanges = Record<string, FieldChange>;

/**
 * Field to { from, to } for the fields of `after` whose value differs from `before` (null: a new
 * record, every field given). What every record's history keeps beside who and when.
 */
export function changedFields<T extends Record<string, unknown>>(before: Partial<T> | null, after: Partial<T>): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before?.[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to ?? null)) changes[field] = { from, to: to ?? null };
  }
  return changes;
}
