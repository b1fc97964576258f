import { ecoApp } from '@portal/shared-contracts/eco';

export default { name: ecoApp.remoteName, kind: 'remote', title: ecoApp.title } as const;
