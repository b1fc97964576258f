import { sql } from 'kysely';
import { AppPermissions, Frequency } from '@portal/shared-contracts';
import type { EventType } from '../event-types/event-type-repository';
import type { NotificationDb } from '../tables';

export interface Recipient {
  userId: number;
  email: string;
  fullName: string;
  inApp: boolean;
  byEmail: boolean;
  /** Immediately or Daily; a date-specific type always goes out at once. */
  frequency: typeof Frequency.Immediately | typeof Frequency.Daily;
}

/**
 * Who receives an event of this type about this LEA, and how, decided now from the directory and
 * the subscriptions: an enabled user who holds the type's permission, who subscribed (or the type
 * is required), and, for an LEA's event, who may see that LEA and subscribed to it (a required
 * type covers every LEA they may see). A user who lost an LEA or the permission gets nothing more.
 * `onlyUserId` asks the same question about one user, as a digest does when it is put together.
 */
export async function resolveRecipients(
  db: NotificationDb,
  type: EventType,
  leaId: number | null,
  onlyUserId?: number,
): Promise<Recipient[]> {
  const leaRule =
    type.has_lea && leaId !== null
      ? sql`(exists (select 1 from directory.user_permissions ap where ap.user_id = u.id and ap.permission = ${AppPermissions.AllLeas})
             or exists (select 1 from directory.user_leas ul where ul.user_id = u.id and ul.lea_id = ${leaId}))
            and (${type.is_required} or exists (select 1 from notification.subscription_leas sl where sl.subscription_id = s.id and sl.lea_id = ${leaId}))`
      : sql`true`;
  const userRule = onlyUserId === undefined ? sql`true` : sql`u.id = ${onlyUserId}`;
  const { rows } = await sql<{ user_id: number; email: string; full_name: string; in_app: boolean; by_email: boolean; frequency: number }>`
    select u.id as user_id, u.email, u.full_name,
      (${type.supports_in_app} and coalesce(s.is_in_app, true)) as in_app,
      (${type.supports_email} and (${type.is_required} or coalesce(s.is_email, false))) as by_email,
      coalesce(s.frequency, ${Frequency.Daily}) as frequency
    from directory.users u
    left join notification.subscriptions s on s.user_id = u.id and s.event_type_id = ${type.id}
    where u.enabled
      and ${userRule}
      and exists (select 1 from directory.user_permissions p where p.user_id = u.id and p.permission = ${type.audience_permission})
      and (${type.is_required} or coalesce(s.is_subscribed, false))
      and ${leaRule}
    order by u.id`.execute(db);
  return rows
    .filter((r) => r.in_app || r.by_email)
    .map((r) => ({
      userId: r.user_id,
      email: r.email,
      fullName: r.full_name,
      inApp: r.in_app,
      byEmail: r.by_email,
      frequency: deliveryFrequency(type, r.frequency),
    }));
}

/** The user's choice when the type offers it, else what the type offers; a date-specific type goes out at once. */
function deliveryFrequency(type: EventType, chosen: number): Recipient['frequency'] {
  if (type.has_specific_date) return Frequency.Immediately;
  const wanted = chosen === Frequency.Immediately ? Frequency.Immediately : Frequency.Daily;
  if (type.supported_frequencies.includes(wanted)) return wanted;
  return type.supported_frequencies.includes(Frequency.Immediately) ? Frequency.Immediately : Frequency.Daily;
}
