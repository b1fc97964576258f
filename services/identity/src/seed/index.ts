import { schoolYearLabel } from '@portal/shared-contracts';
import type { AnyDb, ServiceContext } from '@portal/service-kit';
import { hashPassword } from '../passwords';
import { charters, CURRENT_SCHOOL_YEAR, districts, schoolLevels, schoolYearKeys, STATE_LEVEL } from './directory-data';
import { DEMO_DISTRICT_CODE, DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { demoRolePermissions, rolePermissions } from './role-permissions';
import { demoTotpSecret } from './demo-mfa';
import { mfaSecretKey, seal } from '../mfa/secret-box';
import { seedTextBlocks } from './text-blocks';

async function isEmpty(db: AnyDb, table: 'leas' | 'roles' | 'school_years'): Promise<boolean> {
  return !(await db.selectFrom(table).selectAll().limit(1).executeTakeFirst());
}

/**
 * What every installation needs: the text blocks the pages show, the spec's roles with their
 * starting permissions, and the school years (no screen creates them). Each is added only where
 * it is missing, so an installation's own changes stay.
 */
export async function seedIdentity(ctx: ServiceContext): Promise<void> {
  const { db } = ctx;
  await seedTextBlocks(db);
  if (await isEmpty(db, 'roles'))
    await db.transaction().execute(async (trx) => {
      for (const [name, def] of Object.entries(rolePermissions)) {
        const role = await trx.insertInto('roles').values({ name, description: def.description }).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('role_permissions')
          .values(def.permissions.map((permission) => ({ role_id: role.id, permission })))
          .execute();
      }
    });
  if (await isEmpty(db, 'school_years'))
    await db
      .insertInto('school_years')
      .values(schoolYearKeys.map((key) => ({ key, label: schoolYearLabel(key), is_current: key === CURRENT_SCHOOL_YEAR })))
      .execute();
}

/**
 * The deterministic demo directory (the state-level district, districts, charters and their
 * schools) and the demo accounts, whose password README.md prints: only when asked for, and left
 * alone when LEAs exist already.
 */
export async function seedIdentityDemo(ctx: ServiceContext): Promise<void> {
  const { db } = ctx;
  if (!(await isEmpty(db, 'leas'))) return;
  const mfaKey = mfaSecretKey(ctx);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    for (const [name, def] of Object.entries(demoRolePermissions)) {
      if (await trx.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst()) continue;
      const role = await trx.insertInto('roles').values({ name, description: def.description }).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('role_permissions')
        .values(def.permissions.map((permission) => ({ role_id: role.id, permission })))
        .execute();
    }
    const roleIds = new Map(
      (await trx.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name as string, r.id as number]),
    );

    const stateLea = await trx
      .insertInto('leas')
      .values({
        name: STATE_LEVEL.name,
        lea_code: STATE_LEVEL.code,
        city: STATE_LEVEL.city,
        county: STATE_LEVEL.county,
        is_nde_level_district: true,
        contact_email: 'sped@state.example.org',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const leas = await trx
      .insertInto('leas')
      .values(
        [...districts, ...charters].map((l, i) => ({
          name: l.name,
          lea_code: l.code,
          external_district_id: `D${String(i + 1).padStart(5, '0')}`,
          city: l.city,
          county: l.county,
          zip: l.zip,
          street_address: `${100 + i} Main Street`,
          contact_email: `sped@${l.code.replace('-', '')}.example.org`,
          is_included_in_charter_group: l.charter,
          is_state_sponsored_charter_authority: l.charter && i % 2 === 0,
        })),
      )
      .returning(['id', 'lea_code', 'name'])
      .execute();

    await trx
      .insertInto('schools')
      .values(
        leas.flatMap((lea) =>
          schoolLevels.map((level, j) => ({
            lea_id: lea.id,
            name: `${lea.name.replace(/ Public Schools$/, '')} ${level}`,
            external_school_id: `${lea.lea_code}-${String(j + 1).padStart(3, '0')}`,
          })),
        ),
      )
      .execute();

    await trx
      .insertInto('lea_years')
      .values([stateLea, ...leas].flatMap((lea) => schoolYearKeys.map((key) => ({ lea_id: lea.id, school_year_key: key }))))
      .execute();

    const demoDistrict = leas.find((l) => l.lea_code === DEMO_DISTRICT_CODE);
    if (!demoDistrict) throw new Error('demo district missing from the seed');
    for (const account of demoAccounts) {
      const leaId = account.lea === 'state' ? stateLea.id : account.lea === 'district' ? demoDistrict.id : null;
      const user = await trx
        .insertInto('users')
        .values({
          user_name: account.email,
          email: account.email,
          full_name: account.fullName,
          job_title: account.jobTitle,
          password_hash: passwordHash,
          email_verified_at: new Date(),
          lea_id: leaId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_roles')
        .values({ user_id: user.id, role_id: roleIds.get(account.role) })
        .execute();
      if (leaId !== null) await trx.insertInto('user_leas').values({ user_id: user.id, lea_id: leaId }).execute();
      const totpSecret = demoTotpSecret(account.email);
      if (totpSecret)
        await trx
          .insertInto('user_totp')
          .values({ user_id: user.id, secret_encrypted: seal(mfaKey, totpSecret), confirmed_at: new Date() })
          .execute();
    }
  });
}
