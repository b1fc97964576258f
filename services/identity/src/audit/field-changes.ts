type AuditValue = string | number | boolean | null | readonly (string | number)[];

const shown = (value: AuditValue): string => (value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value));

/**
 * What an edit changed, for an audit entry's details: each changed field to its [before, after]
 * as text ('' for none), so the log reads "city: Omaha → Lincoln" without holding whole records.
 */
export function fieldChanges<T extends Record<string, AuditValue>>(before: T, after: T): Record<string, readonly [string, string]> {
  const changes: Record<string, readonly [string, string]> = {};
  for (const field of Object.keys(after)) {
    const [from, to] = [shown(before[field] ?? null), shown(after[field] ?? null)];
    if (from !== to) changes[field] = [from, to];
  }
  return changes;
}
