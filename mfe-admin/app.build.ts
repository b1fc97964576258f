import { adminApp } from '@portal/shared-contracts/admin';

export default { name: adminApp.remoteName, kind: 'remote', title: adminApp.title } as const;
