import { disputeApp } from '@portal/shared-contracts/dispute';

export default { name: disputeApp.remoteName, kind: 'remote', title: disputeApp.title } as const;
