import { nodePreset } from '../../jest.preset.mjs';

export default { ...nodePreset, displayName: 'release-tools', rootDir: '.' };
