import { randomUUID } from 'node:crypto';
import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import type { AnyDb } from '../db';
import { sealLinkSecret } from './link-secret';
import type { MergeData } from '@portal/shared-contracts';
import type { EmailJobData, LetterJobData, MailJobData, NotificationEventData } from './queue';

/**
 * The outbox: a table in each producing service's own schema. A producer writes its event or
 * mail there in the transaction of the change it reports, so the two are committed together or
 * not at all; the relay then hands the rows to the queue. If Redis is down the rows wait.
 */
export const OUTBOX_TABLE = 'notification_outbox';

export interface OutboxTables {
  notification_outbox: {
    id: string;
    job_name: 'email' | 'event';
    /** Written as JSON text, read back parsed. */
    data: ColumnType<MailJobData | NotificationEventData, string, string>;
    created_at: Generated<Date>;
    enqueued_at: Date | null;
    attempts: Generated<number>;
    last_error: string | null;
  };
}

/**
 * Creates the outbox in the schema `db` is bound to: the shape every producer's outbox has. A
 * service's migration writes this DDL out rather than calling it, since a migration imports
 * nothing that can change (eslint.config.mjs); the kit's tests create their outbox with it.
 */
export async function createNotificationOutbox(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable(OUTBOX_TABLE)
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('job_name', 'text', (c) => c.notNull().check(sql`job_name in ('email', 'event')`))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('enqueued_at', 'timestamptz')
    // Failed hand-overs, so an outage shows in the row as well as in the logs.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex(`${OUTBOX_TABLE}_pending`)
    .on(OUTBOX_TABLE)
    .columns(['created_at'])
    .where(sql.ref('enqueued_at'), 'is', null)
    .execute();
}

/** An event as a service raises it; the id, source and time are filled in. */
export interface RaisedEvent {
  type: string;
  leaId?: number | null;
  subject?: string | null;
  message: string;
  openUrl?: string | null;
  /** The merge data of the mail, for a type that has a mail type of the same code (its template names the fields). */
  merge?: MergeData;
}

/** One addressee of a letter: an address, or an address with the name {{recipientName}} shows. */
export type LetterRecipient = string | { email: string; name?: string | null };

/** A letter as a service sends it: a mail type, its merge data and who receives it. */
export interface OutgoingLetter {
  /** The mail type's code, e.g. 'restraint.plan-approved'. */
  mailType: string;
  to: LetterRecipient | readonly LetterRecipient[];
  /** The type's merge fields by name; {{recipientName}}, {{link}} and {{portalUrl}} are filled in by the worker. */
  merge: MergeData;
  /** A portal path the letter is about, e.g. '/restraint-aversive-intervention/incidents/12': {{link}}. */
  openUrl?: string | null;
}

/**
 * A mail as a service queues it; the id is filled in. A mail whose link carries a secret gives it
 * as `secret` and writes LINK_SECRET_PLACEHOLDER where it goes: the outbox keeps it sealed.
 */
export type OutgoingEmail = Omit<EmailJobData, 'id' | 'sealedSecret'> & { secret?: string };

/** What a service's code raises notifications with (`ctx.notifications`). */
export interface NotificationProducer {
  /**
   * Records a notification event in the service's outbox and returns its id. Pass the
   * transaction of the change the event reports, so the event exists only if the change does.
   */
  raise(db: AnyDb, event: RaisedEvent): Promise<string>;
  /** Records many events as `raise` does one, in a few statements however many (an import's violations), and returns their ids in order. */
  raiseAll(db: AnyDb, events: readonly RaisedEvent[]): Promise<string[]>;
  /** Records one e-mail (an account mail: verification, reset) in the outbox, the same way, its link secret sealed. */
  email(db: AnyDb, mail: OutgoingEmail): Promise<string>;
  /**
   * Records a letter in the outbox, one mail per recipient, and returns their ids. The worker
   * renders the mail type's active template when it sends each one. Pass the transaction of the
   * change the letter reports.
   */
  letter(db: AnyDb, letter: OutgoingLetter): Promise<string[]>;
  /** After the transaction commits: hand the outbox to the queue now rather than at the next poll. */
  flush(): void;
}

const outbox = (db: AnyDb): Kysely<OutboxTables> => db;

const PATH = /^\/(?![/\\])/;

/** Outbox rows one insert writes: three parameters each, well under PostgreSQL's 65,535. */
const EVENTS_PER_INSERT = 1000;

export function createNotificationProducer(source: string, secretKey: Buffer, flush: () => void = () => {}): NotificationProducer {
  const raiseAll = async (db: AnyDb, events: readonly RaisedEvent[]): Promise<string[]> => {
    const occurredAt = new Date().toISOString();
    const rows = events.map((event) => {
      if (!event.type) throw new TypeError('raise: an event needs its type');
      if (!event.message.trim()) throw new TypeError('raise: an event needs a message');
      // Mails link to openUrl under the public URL: a path only, never another site.
      if (event.openUrl && !PATH.test(event.openUrl)) throw new TypeError('raise: openUrl must be a portal path starting with /');
      const data: NotificationEventData = {
        id: randomUUID(),
        type: event.type,
        leaId: event.leaId ?? null,
        subject: event.subject ?? null,
        message: event.message,
        openUrl: event.openUrl ?? null,
        source,
        occurredAt,
        ...(event.merge ? { merge: event.merge } : {}),
      };
      return { id: data.id, job_name: 'event' as const, data: JSON.stringify(data) };
    });
    for (let start = 0; start < rows.length; start += EVENTS_PER_INSERT) {
      await outbox(db)
        .insertInto(OUTBOX_TABLE)
        .values(rows.slice(start, start + EVENTS_PER_INSERT))
        .execute();
    }
    return rows.map((row) => row.id);
  };
  return {
    async raise(db, event) {
      const [id] = await raiseAll(db, [event]);
      return id!;
    },
    raiseAll,
    async email(db, { secret, ...mail }) {
      const data: EmailJobData = { id: randomUUID(), ...mail, ...(secret ? { sealedSecret: sealLinkSecret(secret, secretKey) } : {}) };
      await outbox(db)
        .insertInto(OUTBOX_TABLE)
        .values({ id: data.id, job_name: 'email', data: JSON.stringify(data) })
        .execute();
      return data.id;
    },
    async letter(db, letter) {
      if (!letter.mailType) throw new TypeError('letter: a letter needs its mail type');
      if (letter.openUrl && !PATH.test(letter.openUrl)) throw new TypeError('letter: openUrl must be a portal path starting with /');
      const recipients = ([] as LetterRecipient[]).concat(letter.to as LetterRecipient | LetterRecipient[]);
      const mails: LetterJobData[] = recipients.map((r) => {
        const { email, name } = typeof r === 'string' ? { email: r, name: null } : r;
        if (!email?.trim()) throw new TypeError('letter: every recipient needs an address');
        return {
          id: randomUUID(),
          letter: letter.mailType,
          to: email.trim(),
          toName: name ?? null,
          merge: letter.merge,
          openUrl: letter.openUrl ?? null,
        };
      });
      if (mails.length === 0) throw new TypeError('letter: a letter needs at least one recipient');
      await outbox(db)
        .insertInto(OUTBOX_TABLE)
        .values(mails.map((m) => ({ id: m.id, job_name: 'email' as const, data: JSON.stringify(m) })))
        .execute();
      return mails.map((m) => m.id);
    },
    flush,
  };
}
