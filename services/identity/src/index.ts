export { identityService } from './service';
export { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts';
