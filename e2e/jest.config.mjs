import { nodePreset } from '../jest.preset.mjs';

export default {
  ...nodePreset,
  displayName: 'e2e',
  rootDir: '.',
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60_000,
};
