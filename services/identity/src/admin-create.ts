import { parseArgs } from 'node:util';
import { createDatabase, HttpError, readConfig, serviceContext, serviceDatabaseUrl } from '@portal/service-kit';
import { identityService } from './service';
import { createSiteAdministrator } from './user-admin/site-administrator';

/**
 * `npm run admin:create -- --email <address> --first-name <name> --last-name <name>`: the first
 * site administrator of a production installation, on the PostgreSQL at DATABASE_URL_IDENTITY (the
 * identity service's role) or DATABASE_URL, once the portal
 * has created its tables. The account has no usable password; the portal mails it the link that sets one.
 */
const usage = [
  'Usage: npm run admin:create -- --email <address> --first-name <name> --last-name <name> [--user-name <login>] [--job-title <title>]',
  "Creates a site administrator with no usable password and mails the address a link to set one (PUBLIC_URL is the link's address).",
].join('\n');

/** The command's option for each field the rules name. */
const optionOf: Record<string, string> = {
  email: '--email',
  firstName: '--first-name',
  lastName: '--last-name',
  fullName: '--first-name and --last-name',
  userName: '--user-name',
  jobTitle: '--job-title',
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let options;
try {
  options = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'user-name': { type: 'string' },
      'job-title': { type: 'string' },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
}
const config = readConfig();
// As the identity service itself connects: its own role where the installation gives it one.
const { url } = serviceDatabaseUrl(identityService.name);
if (!url) fail(`DATABASE_URL_IDENTITY or DATABASE_URL must name the installation's PostgreSQL database.\n${usage}`);

const database = await createDatabase({ databaseUrl: url });
try {
  const ctx = serviceContext(identityService, { db: database.db, config });
  const outcome = await createSiteAdministrator(ctx.db, ctx, {
    email: options.email ?? '',
    firstName: options['first-name'] ?? '',
    lastName: options['last-name'] ?? '',
    userName: options['user-name'],
    jobTitle: options['job-title'],
  });
  if (outcome.created)
    console.log(
      `Created the site administrator ${options.email}. The portal mails that address a link to set the password (it works for one hour; after that, Forgot Password on the sign-in page sends a new one).`,
    );
  else if (outcome.siteAdmin)
    console.log(
      `${options.email} is a site administrator already: nothing was created. If the link has expired, use Forgot Password on the sign-in page.`,
    );
  else {
    process.exitCode = 1;
    console.error(`${options.email} already has an account, which is not a site administrator: nothing was created or changed.`);
  }
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  process.exitCode = 1;
  const fields = Object.entries(error.errors ?? {}).map(([field, message]) => `${optionOf[field] ?? field}: ${message}`);
  console.error(fields.length > 0 ? `${fields.join('\n')}\n${usage}` : error.message);
} finally {
  await database.close();
}
