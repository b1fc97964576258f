import type { ServiceDefinition } from '@portal/service-kit';
import { migrations } from './migrations';
import { seedIdentity, seedIdentityDemo } from './seed';
import { demoAccountRefusal } from './seed/demo-account-refusal';
import { authTokenRoutes } from './routes/auth-token';
import { mfaSignInRoutes } from './routes/mfa-sign-in';
import { accountMfaRoutes } from './routes/account-mfa';
import { botChallengeRoutes } from './routes/bot-challenge';
import { sessionTokenRoutes } from './routes/session-tokens';
import { jwksRoutes } from './routes/jwks';
import { sessionUserRoutes } from './routes/session-user';
import { directoryRoutes } from './routes/directory';
import { registrationRoutes } from './routes/registration';
import { passwordRoutes } from './routes/passwords';
import { textBlockRoutes } from './routes/text-blocks';
import { leaAdminRoutes } from './routes/leas-admin';
import { schoolRoutes } from './routes/schools';
import { userAdminRoutes } from './routes/users-admin';
import { roleRoutes } from './routes/roles';

/** The shell's service: sign-in, accounts, roles, and the directory of LEAs, schools, school years and users. */
export const identityService: ServiceDefinition = {
  name: 'identity',
  title: 'Identity and directory',
  schema: 'identity',
  apiPrefixes: [
    '/api/identity',
    '/api/auth',
    '/api/account',
    '/api/roles',
    '/api/applications',
    '/api/text-blocks',
    '/api/leas',
    '/api/schools',
    '/api/users',
  ],
  port: 8101,
  migrations,
  readsDirectoryReferences: true,
  seed: seedIdentity,
  demoSeed: seedIdentityDemo,
  startRefusal: demoAccountRefusal,
  routes: [
    botChallengeRoutes,
    authTokenRoutes,
    mfaSignInRoutes,
    accountMfaRoutes,
    sessionTokenRoutes,
    jwksRoutes,
    sessionUserRoutes,
    directoryRoutes,
    registrationRoutes,
    passwordRoutes,
    textBlockRoutes,
    leaAdminRoutes,
    schoolRoutes,
    userAdminRoutes,
    roleRoutes,
  ],
  notificationOutbox: true,
};
