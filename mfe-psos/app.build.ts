import { psosApp } from '@portal/shared-contracts/psos';

export default { name: psosApp.remoteName, kind: 'remote', title: psosApp.title } as const;
