/**
 * A client older than the services' minimum version is answered with this status and code,
 * and the shell asks the user to refresh (spec 2's Version Mismatch dialog, spec 8).
 */
export const VersionMismatch = { status: 426, code: 'VERSION_MISMATCH' } as const;

/** major.minor.patch as numbers; null when the text is not such a version. */
export function parseAppVersion(text: string): [number, number, number] | null {
  const match = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Whether `version` comes before `minimum`; a version that cannot be read counts as older. */
export function isOlderAppVersion(version: string, minimum: [number, number, number]): boolean {
  const parsed = parseAppVersion(version);
  if (!parsed) return true;
  for (let i = 0; i < 3; i++) {
    if (parsed[i]! !== minimum[i]!) return parsed[i]! < minimum[i]!;
  }
  return false;
}
