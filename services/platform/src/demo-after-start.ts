import { demoAccounts } from '@portal/service-identity';
import {
  sendRequest,
  serviceContext,
  type AnyDb,
  type DemoSessions,
  type ServiceConfig,
  type ServiceDefinition,
} from '@portal/service-kit';
import { demoOtpOf, signInDemoAccount } from './demo-sign-in';
import { services } from './registry';

export interface DemoAfterStartDeps {
  /** Every service listening, each at its address in `config.peerUrls`. */
  config: ServiceConfig;
  /** The database a service's step works on (its own role's where it has one). */
  dbOf(def: ServiceDefinition): AnyDb | Promise<AnyDb>;
  /** The database the demo accounts' second factors are read from. */
  identityDb: AnyDb;
  /** A step that failed: `npm start` logs it and serves without that data; a test portal fails. */
  failed(def: ServiceDefinition, error: unknown): void;
}

/** Demo sign-ins through the identity service's real routes, one per role, kept for the run. */
function demoSessions(deps: DemoAfterStartDeps): DemoSessions {
  const identity = deps.config.peerUrls.identity;
  const tokens = new Map<string, Promise<string>>();
  return {
    authorizationAs(role) {
      const account = demoAccounts.find((a) => a.role === role);
      if (!account) return Promise.reject(new Error(`No demo account holds the role ${role}`));
      if (!identity) return Promise.reject(new Error('No address for the identity service'));
      const token =
        tokens.get(role) ??
        signInDemoAccount(
          (request) => sendRequest(identity, request),
          account.email,
          () => demoOtpOf(deps.identityDb, account.email),
        ).then(({ accessToken }) => `Bearer ${accessToken}`);
      tokens.set(role, token);
      return token;
    },
  };
}

/**
 * Runs every service's post-start demo step (`demoAfterStart`), in the registry's order, once all
 * services listen and only with demo data. After a step that fails, the next still runs.
 */
export async function runDemoAfterStart(deps: DemoAfterStartDeps): Promise<void> {
  if (!deps.config.demoData) return;
  const sessions = demoSessions(deps);
  for (const def of services) {
    if (!def.demoAfterStart) continue;
    try {
      await def.demoAfterStart(serviceContext(def, { db: await deps.dbOf(def), config: deps.config }), sessions);
    } catch (error) {
      deps.failed(def, error);
    }
  }
}
