import { currentSdkSurface, readRecordedSurface, surfaceProblem, type SdkSurface } from './sdk-surface';

const recorded: SdkSurface = {
  version: '1.2.0',
  exports: { useShell: 'value: () => ShellApi', FormDialog: 'value: (props: Props) => Element' },
};

test('the recorded surface is the SDK of shared-contracts as it is: a change needs a new version and a new record', () => {
  expect(surfaceProblem(readRecordedSurface(), currentSdkSurface())).toBeNull();
}, 180_000);

test('a new export without a new version asks for a minor version', () => {
  const current = { ...recorded, exports: { ...recorded.exports, saveFile: 'value: (blob: Blob) => void' } };
  expect(surfaceProblem(recorded, current)).toBe(
    "The shell SDK's exported surface changed (added saveFile) but @portal/shared-contracts is still 1.2.0. " +
      'Raise its version (minor: only additions) in shared-contracts/package.json and the ranges that need it, then run npm run sdk-surface -- --write.',
  );
});

test('a removed or changed export without a new version asks for a major version', () => {
  const { useShell: _removed, ...rest } = recorded.exports;
  const current = { ...recorded, exports: { ...rest, FormDialog: 'value: (props: OtherProps) => Element' } };
  expect(surfaceProblem(recorded, current)).toMatch(
    /\(removed useShell; changed FormDialog\).*Raise its version \(major: something remotes use may have changed\)/,
  );
});

test('a new version asks for its surface to be recorded, and then all is well', () => {
  const current = { ...recorded, version: '1.3.0' };
  expect(surfaceProblem(recorded, current)).toBe(
    "@portal/shared-contracts is 1.3.0 but its recorded SDK surface is 1.2.0's: run npm run sdk-surface -- --write.",
  );
  expect(surfaceProblem(current, current)).toBeNull();
});
