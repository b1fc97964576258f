// The one jest preset: TypeScript through SWC, run as native ES modules because
// kysely, ky and typebox ship only ESM (jest is started with --experimental-vm-modules).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

export const nodePreset = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/'],
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // A service test starts an embedded PostgreSQL in its beforeAll (about 2 s alone), a page test clicks
  // through antd's tables in jsdom: seconds each, several times that while CI runs the packages side by
  // side on two cores, where jest's 5 s default failed such hooks.
  testTimeout: 30_000,
};

export const browserPreset = {
  ...nodePreset,
  // jest-fixed-jsdom restores fetch, Request and streams that jsdom hides.
  testEnvironment: 'jest-fixed-jsdom',
  setupFiles: ['<rootDir>/../tools/jest/browser-setup.mjs'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  moduleNameMapper: { '\\.(css|less)$': '<rootDir>/../tools/jest/style-stub.cjs' },
};
