import { isOlderAppVersion, parseAppVersion } from './app-version';

test('versions are major.minor.patch, compared as numbers', () => {
  expect(parseAppVersion('2.7.0')).toEqual([2, 7, 0]);
  expect(parseAppVersion('2.7')).toBeNull();
  expect(parseAppVersion('2.7.0-beta')).toBeNull();
  const minimum: [number, number, number] = [2, 7, 0];
  expect(isOlderAppVersion('2.6.9', minimum)).toBe(true);
  expect(isOlderAppVersion('1.99.99', minimum)).toBe(true);
  expect(isOlderAppVersion('2.7.0', minimum)).toBe(false);
  expect(isOlderAppVersion('2.10.0', minimum)).toBe(false);
  expect(isOlderAppVersion('3.0.0', minimum)).toBe(false);
  expect(isOlderAppVersion('not a version', minimum)).toBe(true);
});
