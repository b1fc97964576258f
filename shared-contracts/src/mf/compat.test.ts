import contractsPackage from '../../package.json' with { type: 'json' };
import { SHELL_SDK_VERSION, sdkMismatch } from './compat';

test("the shell SDK's shared version is shared-contracts' package version", () => {
  expect(SHELL_SDK_VERSION).toBe(contractsPackage.version);
});

test.each([
  ['^1.2.0', '1.4.1', null],
  ['^1.2.0', '1.2.0', null],
  ['^1.5.0', '1.4.1', 'needs-newer-portal'],
  ['^2.0.0', '1.4.1', 'needs-newer-portal'],
  ['^1.0.0', '2.0.0', 'needs-newer-app'],
  ['~1.2.0', '1.3.0', 'needs-newer-app'],
])('a remote built for %s in a host with SDK %s: %s', (range, host, expected) => {
  expect(sdkMismatch(range, host)).toBe(expected);
});
