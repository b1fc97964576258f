import { nodePreset } from '../jest.preset.mjs';

/** The tools' own tests (`npm run test:tools`): the deployment manifests and Dockerfiles, the production artefacts, releases and the SDK surface check. */
export default {
  ...nodePreset,
  displayName: 'tools',
  rootDir: '.',
  testMatch: ['<rootDir>/**/*.test.ts'],
};
