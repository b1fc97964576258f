import { browserPreset } from '../jest.preset.mjs';
export default { ...browserPreset, displayName: 'mfe-eco' };
