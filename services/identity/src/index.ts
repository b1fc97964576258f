export { identityService } from './service';
export { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts';
export { revokeUserAccess, type AccessChange } from './accounts/revoke-user-access';
export { demoOtp, demoOtpauthUri, demoTotpSecrets, unusedDemoOtp } from './seed/demo-mfa';
