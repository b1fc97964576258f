import { monitoringApp } from '@portal/shared-contracts/monitoring';

export default { name: monitoringApp.remoteName, kind: 'remote', title: monitoringApp.title } as const;
