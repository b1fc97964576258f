import { demoOtp, demoTotpSecrets } from '@portal/service-identity';

/** `npm run demo:otp -- siteadmin@example.org`: the code a demo account's authenticator app shows now. */
const email = process.argv[2];
if (!email) {
  console.error(`Usage: npm run demo:otp -- <email>   (one of: ${Object.keys(demoTotpSecrets).join(', ')})`);
  process.exit(2);
}
try {
  console.log(demoOtp(email));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
