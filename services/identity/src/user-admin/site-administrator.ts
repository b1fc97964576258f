import { collect, Roles, textError } from '@portal/shared-contracts';
import type { UserDocument } from '@portal/shared-contracts/admin';
import { HttpError, type AnyDb } from '@portal/service-kit';
import { loadAccess } from '../accounts/account-repository';
import { addUser, type MailingContext } from './save-user';
import { checkedDocument, invalid } from './user-checks';
import { userAdminTables } from './user-tables';

/** What `npm run admin:create` is told about the first administrator. */
export interface SiteAdministratorFields {
  email: string;
  firstName: string;
  lastName: string;
  /** The login besides the address; the address itself when not given. */
  userName?: string | undefined;
  jobTitle?: string | undefined;
}

export type SiteAdministratorOutcome =
  | { created: true; userId: number }
  /** The address has an account already (a site admin or not): nothing was written. */
  | { created: false; siteAdmin: boolean };

/** The address has an account: say whether it already is what the command would have made. */
async function existing(db: AnyDb, email: string): Promise<SiteAdministratorOutcome | null> {
  const account = await userAdminTables(db)
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return account ? { created: false, siteAdmin: (await loadAccess(db, account.id)).roles.includes(Roles.SiteAdmin) } : null;
}

/**
 * The first administrator of an installation, where nobody can sign in yet to make one: a site admin
 * with no usable password, mailed the link that sets it exactly as an account made on the Users screen
 * is, with no person named as its creator in the audit trail. An address that has an account already
 * creates nothing, so running the command twice makes one account. Refuses fields that break spec 5's
 * rules with field errors (firstName, lastName, email, userName, jobTitle).
 */
export async function createSiteAdministrator(
  db: AnyDb,
  ctx: MailingContext,
  fields: SiteAdministratorFields,
): Promise<SiteAdministratorOutcome> {
  const names = collect({
    firstName: textError(fields.firstName, { required: true }),
    lastName: textError(fields.lastName, { required: true }),
  });
  const before = await existing(db, fields.email);
  if (before) return before;
  const role = await userAdminTables(db).selectFrom('roles').select(['id', 'name']).where('name', '=', Roles.SiteAdmin).executeTakeFirst();
  if (!role)
    throw new HttpError(
      409,
      'NOT_INSTALLED',
      'The database has no Site Admin role yet: start the portal once so that it creates its tables, then run this again.',
    );
  try {
    return await db.transaction().execute(async (trx) => {
      const body: UserDocument = {
        userName: fields.userName ?? fields.email,
        email: fields.email,
        fullName: `${fields.firstName.trim()} ${fields.lastName.trim()}`,
        jobTitle: fields.jobTitle ?? null,
        phoneNumber: null,
        enabled: true,
        roleIds: [role.id],
        leaIds: [],
      };
      // Every field's error at once: the names' own, then the rest of spec 5's rules (the full name is the names).
      const document = await checkedDocument(trx, body, null, { leaRequired: false }).catch((error: unknown) => {
        if (!(error instanceof HttpError && error.statusCode === 400 && error.errors)) throw error;
        const { fullName: _fullName, ...others } = error.errors;
        throw invalid({ ...others, ...names });
      });
      if (Object.keys(names).length > 0) throw invalid(names);
      const grants = { rolesAdded: [role], rolesRemoved: [], leasAdded: [], leasRemoved: [] };
      return { created: true as const, userId: await addUser(trx, ctx, document, grants, { actorUserId: null, ip: null }) };
    });
  } catch (error) {
    // Two runs at once: the unique address decides, and the second finds the first's account.
    if (error instanceof HttpError && error.statusCode === 409 && error.errors?.email) {
      const after = await existing(db, fields.email);
      if (after) return after;
    }
    throw error;
  }
}
