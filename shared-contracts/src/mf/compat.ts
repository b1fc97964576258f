import semverSatisfies from 'semver/functions/satisfies';
import semverMinVersion from 'semver/ranges/min-version';
import semverGt from 'semver/functions/gt';
import contractsPackage from '../../package.json' with { type: 'json' };

/**
 * The shell SDK's shared version is shared-contracts' package version: a remote declares the
 * range it was built for as its dependency on `@portal/shared-contracts`, and the host provides
 * exactly this version. tools/release's surface check makes the version move with the SDK.
 */
export const SHELL_SDK_VERSION: string = contractsPackage.version;

/** The shared name the SDK singleton goes by in every Module Federation manifest. */
export const SHELL_SDK_SHARE = '@portal/shared-contracts/sdk';

/**
 * Whether a remote built for SDK `range` can run in a host whose SDK is `hostVersion`: null when
 * it can, 'needs-newer-portal' when the range starts above the host's SDK (a remote released
 * ahead of its host), 'needs-newer-app' when the host has moved past what the range accepts.
 */
export function sdkMismatch(range: string, hostVersion: string = SHELL_SDK_VERSION): 'needs-newer-portal' | 'needs-newer-app' | null {
  if (semverSatisfies(hostVersion, range)) return null;
  const lowest = semverMinVersion(range);
  return lowest && semverGt(lowest, hostVersion) ? 'needs-newer-portal' : 'needs-newer-app';
}
