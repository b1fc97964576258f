import type { Selectable } from 'kysely';
import type { NotificationDb, NotificationTables } from '../tables';

export type EventType = Selectable<NotificationTables['event_types']>;

export async function findEventTypeByCode(db: NotificationDb, code: string): Promise<EventType | undefined> {
  return db.selectFrom('event_types').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findEventType(db: NotificationDb, id: number): Promise<EventType | undefined> {
  return db.selectFrom('event_types').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The types a user may receive: those whose audience permission they hold. */
export async function eventTypesFor(db: NotificationDb, permissions: ReadonlySet<string>): Promise<EventType[]> {
  if (permissions.size === 0) return [];
  return db
    .selectFrom('event_types')
    .selectAll()
    .where('audience_permission', 'in', [...permissions])
    .orderBy('name')
    .orderBy('id')
    .execute();
}
