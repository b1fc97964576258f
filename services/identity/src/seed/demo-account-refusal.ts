import type { ServiceContext } from '@portal/service-kit';
import { demoAccounts } from './demo-accounts';

/**
 * Under NODE_ENV=production, the reason not to start while any demo account exists: their password
 * is published in README.md, and one of them is a site admin. A deleted account has lost its address.
 */
export async function demoAccountRefusal({ db, config }: ServiceContext): Promise<string | null> {
  if (!config.production) return null;
  const present = await db
    .selectFrom('users')
    .select('email')
    .where(
      (eb) => eb.fn('lower', ['email']),
      'in',
      demoAccounts.map((account) => account.email),
    )
    .orderBy('id')
    .execute();
  if (present.length === 0) return null;
  return [
    `NODE_ENV=production, and this database holds the demo accounts ${present.map((row) => row.email as string).join(', ')},`,
    'whose password is published in README.md, so the portal will not start.',
    'Install production on a database created without demo data (leave PORTAL_DEMO_DATA unset) and create the first administrator',
    'with `npm run admin:create -- --email <address>`; or start once without NODE_ENV=production, sign in as that administrator',
    'and delete these accounts under Administration, Users.',
  ].join(' ');
}
