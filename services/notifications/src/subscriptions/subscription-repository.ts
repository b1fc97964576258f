import { defaultFrequency, Frequency, offeredFrequencies, type Subscription, type SubscriptionSave } from '@portal/shared-contracts';
import { badRequest, conflict, notFound, type Principal } from '@portal/service-kit';
import type { Actor } from '@portal/service-kit';
import { recordAuditEvent } from '../audit/audit-events';
import { eventTypesFor, findEventType, type EventType } from '../event-types/event-type-repository';
import type { NotificationDb } from '../tables';
import { subscriptionErrors } from './subscription-rules';

export type Caller = Pick<Principal, 'userId' | 'permissions' | 'leaIds' | 'allLeas'>;

interface StoredSubscription {
  id: number;
  is_subscribed: boolean;
  is_email: boolean;
  is_in_app: boolean;
  frequency: Frequency;
  leaIds: number[];
}

const NO_SUCH_TYPE = 'There is no such notification type.';
const NO_SUCH_SUBSCRIPTION = 'There is no such subscription.';

/** The LEAs the caller may subscribe to: their own, or every LEA for a user who may view all. */
async function accessibleLeaIds(db: NotificationDb, caller: Caller): Promise<number[]> {
  if (!caller.allLeas) return [...caller.leaIds];
  return (await db.selectFrom('directory.leas').select('id').orderBy('id').execute()).map((l) => l.id);
}

async function storedSubscriptions(db: NotificationDb, userId: number, typeIds: number[]): Promise<Map<number, StoredSubscription>> {
  if (typeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('event_type_id', 'in', typeIds)
    .execute();
  const leas = rows.length
    ? await db
        .selectFrom('subscription_leas')
        .selectAll()
        .where(
          'subscription_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('lea_id')
        .execute()
    : [];
  return new Map(rows.map((r) => [r.event_type_id, { ...r, leaIds: leas.filter((l) => l.subscription_id === r.id).map((l) => l.lea_id) }]));
}

/**
 * A type as the settings page shows it, the user's choices merged in. A required type is always
 * subscribed, by e-mail, for every LEA the user may see; a type not yet chosen shows the dialog's
 * defaults (both channels, Daily).
 */
function toSubscription(type: EventType, stored: StoredSubscription | undefined, accessible: readonly number[]): Subscription {
  const required = type.is_required;
  const offered = offeredFrequencies(type.supported_frequencies);
  return {
    eventNotificationSubscriptionId: stored?.id ?? null,
    eventNotificationTypeId: type.id,
    name: type.name,
    description: type.description,
    isSubscribed: required || (stored?.is_subscribed ?? false),
    isEmail: type.supports_email && (required || (stored?.is_email ?? true)),
    isInApp: type.supports_in_app && (stored?.is_in_app ?? true),
    frequency: type.has_specific_date
      ? Frequency.Immediately
      : stored && offered.includes(stored.frequency)
        ? stored.frequency
        : defaultFrequency(type.supported_frequencies),
    supportedFrequency: type.supported_frequencies,
    subscribedLeaIds: !type.has_lea ? [] : required ? [...accessible] : (stored?.leaIds ?? []),
    isEventNotificationTypeRequired: required,
    isSupportsEmail: type.supports_email,
    isSupportsInApp: type.supports_in_app,
    hasLea: type.has_lea,
    hasSpecificDate: type.has_specific_date,
  };
}

/** Every type the caller may receive, with their subscription (spec 7: subscriptions/user). */
export async function listSubscriptions(db: NotificationDb, caller: Caller): Promise<Subscription[]> {
  const types = await eventTypesFor(db, caller.permissions);
  const stored = await storedSubscriptions(
    db,
    caller.userId,
    types.map((t) => t.id),
  );
  const accessible = types.some((t) => t.is_required && t.has_lea) ? await accessibleLeaIds(db, caller) : [];
  return types.map((type) => toSubscription(type, stored.get(type.id), accessible));
}

/** The type, if the caller may receive it; any other id is answered as unknown. */
async function typeFor(db: NotificationDb, caller: Caller, typeId: number): Promise<EventType> {
  const type = await findEventType(db, typeId);
  if (!type || !caller.permissions.has(type.audience_permission)) throw notFound(NO_SUCH_TYPE);
  return type;
}

/** Saves the dialog (spec 7: POST subscriptions) in one transaction with its audit entry; refused whole, with field errors, when a rule is broken. */
export async function saveSubscription(db: NotificationDb, caller: Caller, body: SubscriptionSave, actor: Actor): Promise<Subscription> {
  const type = await typeFor(db, caller, body.eventNotificationTypeId);
  const accessible = await accessibleLeaIds(db, caller);
  const errors = subscriptionErrors(type, body, new Set(accessible));
  if (Object.keys(errors).length > 0) throw badRequest('The subscription was not saved.', errors);

  const frequency = type.has_specific_date
    ? Frequency.Immediately
    : offeredFrequencies(type.supported_frequencies).includes(body.frequency as Frequency)
      ? (body.frequency as Frequency)
      : defaultFrequency(type.supported_frequencies);
  const leaIds = type.has_lea && !type.is_required ? [...new Set(body.subscribedLeaIds)] : [];
  await db.transaction().execute(async (trx) => {
    if (body.eventNotificationSubscriptionId) {
      const own = await trx
        .selectFrom('subscriptions')
        .select('id')
        .where('id', '=', body.eventNotificationSubscriptionId)
        .where('user_id', '=', caller.userId)
        .where('event_type_id', '=', type.id)
        .executeTakeFirst();
      if (!own) throw notFound(NO_SUCH_SUBSCRIPTION);
    }
    const values = { is_subscribed: true, is_email: body.isEmail, is_in_app: body.isInApp, frequency };
    const row = await trx
      .insertInto('subscriptions')
      .values({ user_id: caller.userId, event_type_id: type.id, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'event_type_id']).doUpdateSet({ ...values, updated_at: new Date() }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('subscription_leas').where('subscription_id', '=', row.id).execute();
    if (leaIds.length > 0)
      await trx
        .insertInto('subscription_leas')
        .values(leaIds.map((lea_id) => ({ subscription_id: row.id, lea_id })))
        .execute();
    await recordAuditEvent(trx, actor, {
      event: 'subscription-saved',
      userId: caller.userId,
      entityType: 'subscription',
      entityId: row.id,
      details: { eventType: type.code, isEmail: body.isEmail, isInApp: body.isInApp, frequency, leaIds },
    });
  });
  const stored = await storedSubscriptions(db, caller.userId, [type.id]);
  return toSubscription(type, stored.get(type.id), type.is_required && type.has_lea ? accessible : []);
}

/** Ends one of the caller's subscriptions, keeping its choices for next time; a required type cannot be ended. */
export async function unsubscribe(db: NotificationDb, caller: Caller, subscriptionId: number, actor: Actor): Promise<void> {
  const row = await db
    .selectFrom('subscriptions as s')
    .innerJoin('event_types as t', 't.id', 's.event_type_id')
    .select(['s.id', 't.code', 't.is_required', 't.audience_permission'])
    .where('s.id', '=', subscriptionId)
    .where('s.user_id', '=', caller.userId)
    .executeTakeFirst();
  if (!row || !caller.permissions.has(row.audience_permission)) throw notFound(NO_SUCH_SUBSCRIPTION);
  if (row.is_required) throw conflict('This notification is required for your role: it cannot be unsubscribed.');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('subscriptions').set({ is_subscribed: false, updated_at: new Date() }).where('id', '=', row.id).execute();
    await recordAuditEvent(trx, actor, {
      event: 'unsubscribed',
      userId: caller.userId,
      entityType: 'subscription',
      entityId: row.id,
      details: { eventType: row.code },
    });
  });
}
