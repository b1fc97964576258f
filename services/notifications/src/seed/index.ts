import { sql } from 'kysely';
import type { ServiceContext } from '@portal/service-kit';
import { tables, type NotificationDb } from '../tables';
import { requesterMessages, staffMessages } from './demo-messages';
import { eventTypeSeeds } from './event-types';
import { mailTypeSeeds, storedFields } from './mail-types';

async function seedEventTypes(db: NotificationDb): Promise<void> {
  await db
    .insertInto('event_types')
    .values(
      eventTypeSeeds.map((t) => ({
        code: t.code,
        name: t.name,
        description: t.description,
        is_required: t.isRequired,
        supports_email: t.supportsEmail,
        supports_in_app: t.supportsInApp,
        supported_frequencies: sql`${`{${t.supportedFrequencies.join(',')}}`}::smallint[]`,
        has_lea: t.hasLea,
        has_specific_date: t.hasSpecificDate,
        audience_permission: t.audiencePermission,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** Each mail type the applications send, with its first template version when it has none yet. */
async function seedMailTypes(db: NotificationDb): Promise<void> {
  await db
    .insertInto('mail_types')
    .values(
      mailTypeSeeds.map((t) => ({
        code: t.code,
        application: t.application,
        name: t.name,
        description: t.description,
        fields: JSON.stringify(storedFields(t)),
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const withoutVersion = await db
    .selectFrom('mail_types as t')
    .select(['t.id', 't.code'])
    .where(
      't.code',
      'in',
      mailTypeSeeds.map((t) => t.code),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('mail_template_versions as v').select('v.id').whereRef('v.mail_type_id', '=', 't.id'))),
    )
    .execute();
  if (withoutVersion.length === 0) return;
  await db
    .insertInto('mail_template_versions')
    .values(
      withoutVersion.map((row) => {
        const seed = mailTypeSeeds.find((t) => t.code === row.code)!;
        return { mail_type_id: row.id, version: 1, subject: seed.subject, body: seed.body, format: seed.format, created_by_name: 'Portal' };
      }),
    )
    .execute();
}

/** The demo accounts' Messages widget content: staff (anyone with an App permission) and requesters. */
async function seedDemoMessages(db: NotificationDb): Promise<void> {
  if (await db.selectFrom('user_messages').select('id').limit(1).executeTakeFirst()) return;
  const users = await db
    .selectFrom('directory.users as u')
    .select([
      'u.id',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('directory.user_permissions as p')
              .select('p.user_id')
              .whereRef('p.user_id', '=', 'u.id')
              .where('p.permission', 'like', 'App.%'),
          )
          .as('staff'),
    ])
    .where('u.enabled', '=', true)
    .orderBy('u.id')
    .execute();
  const seededAt = Date.now();
  const rows = users.flatMap((u) =>
    (u.staff ? staffMessages : requesterMessages).map((m) => ({
      user_id: u.id,
      event_id: null,
      message: m.message,
      open_url: m.openUrl,
      status: m.status,
      created_on: new Date(seededAt - m.hoursAgo * 3_600_000),
      viewed_at: null,
      dismissed_at: null,
    })),
  );
  if (rows.length > 0) await db.insertInto('user_messages').values(rows).execute();
}

/** The notification types every portal has: each service raises its codes. */
export async function seedNotifications(ctx: ServiceContext): Promise<void> {
  await seedEventTypes(tables(ctx.db));
  await seedMailTypes(tables(ctx.db));
}

/** The demo accounts' messages, when the demo data is asked for. */
export async function seedNotificationsDemo(ctx: ServiceContext): Promise<void> {
  await seedDemoMessages(tables(ctx.db));
}
