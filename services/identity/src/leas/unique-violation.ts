/** The unique index or constraint a failed write broke, or null when it failed for another reason. */
export function brokenUniqueConstraint(error: unknown): string | null {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : null;
}
