import { restraintApp } from '@portal/shared-contracts/restraint';

export default { name: restraintApp.remoteName, kind: 'remote', title: restraintApp.title } as const;
