import { sql } from 'kysely';
import { Frequency } from '@portal/shared-contracts';
import {
  type NotificationEventType,
  type NotificationEventTypeQuery,
  type NotificationEventTypeUpdate,
} from '@portal/shared-contracts/admin';
import type { ListSpec } from '@portal/service-kit';
import type { NotificationDb } from '../tables';
import type { EventType } from './event-type-repository';

export const eventTypeListSpec: ListSpec = {
  sortColumns: { name: sql`lower(t.name)`, code: 't.code', audiencePermission: 't.audience_permission', subscribers: 'subscribers' },
  defaultSort: { field: 'name', direction: 'asc' },
  tieBreaker: 't.id',
};

/** The types with how many users are subscribed to each, searched by name, code or description. */
export function eventTypeQuery(db: NotificationDb, query: NotificationEventTypeQuery = {}) {
  let rows = db
    .selectFrom('event_types as t')
    .selectAll('t')
    .select((eb) =>
      eb
        .selectFrom('subscriptions as s')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('s.event_type_id', '=', 't.id')
        .where('s.is_subscribed', '=', true)
        .as('subscribers'),
    );
  const search = query.search?.trim().toLowerCase();
  if (search)
    rows = rows.where(
      sql<boolean>`(strpos(lower(t.name), ${search}) > 0 or strpos(lower(t.code), ${search}) > 0 or strpos(lower(t.description), ${search}) > 0)`,
    );
  if (query.isRequired !== undefined) rows = rows.where('t.is_required', '=', query.isRequired);
  return rows;
}

export function toNotificationEventType(row: EventType & { subscribers: string | number | null }): NotificationEventType {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    isRequired: row.is_required,
    supportsEmail: row.supports_email,
    supportsInApp: row.supports_in_app,
    supportedFrequencies: row.supported_frequencies,
    hasLea: row.has_lea,
    hasSpecificDate: row.has_specific_date,
    audiencePermission: row.audience_permission,
    subscribers: Number(row.subscribers ?? 0),
  };
}

export async function readEventType(db: NotificationDb, id: number): Promise<NotificationEventType | undefined> {
  const row = await eventTypeQuery(db).where('t.id', '=', id).executeTakeFirst();
  return row && toNotificationEventType(row);
}

/** The frequencies in the order the enum has them, as they are stored. */
const storedFrequencies = (update: NotificationEventTypeUpdate) =>
  [Frequency.Immediately, Frequency.Daily].filter((f) => update.supportedFrequencies.includes(f));

/** The fields of an update whose value differs from the stored type: what the audit entry names. */
export function changedFields(before: NotificationEventType, update: NotificationEventTypeUpdate): string[] {
  const after = {
    ...update,
    name: update.name.trim(),
    description: update.description.trim(),
    supportedFrequencies: storedFrequencies(update),
  };
  return (Object.keys(after) as Array<keyof NotificationEventTypeUpdate>).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

/** Stores an update the rules accepted. */
export async function updateEventType(db: NotificationDb, id: number, update: NotificationEventTypeUpdate): Promise<void> {
  const frequencies = storedFrequencies(update);
  await db
    .updateTable('event_types')
    .set({
      name: update.name.trim(),
      description: update.description.trim(),
      is_required: update.isRequired,
      supports_email: update.supportsEmail,
      supports_in_app: update.supportsInApp,
      supported_frequencies: sql`${`{${frequencies.join(',')}}`}::smallint[]`,
      has_lea: update.hasLea,
      has_specific_date: update.hasSpecificDate,
      audience_permission: update.audiencePermission,
    })
    .where('id', '=', id)
    .execute();
}
