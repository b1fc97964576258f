import { sql } from 'kysely';
import { eventually } from '@portal/service-kit/testing';
import type { TestPortal } from './test-portal';

/** A notification event as the notifications service received it. */
export interface ReceivedEvent {
  type_code: string;
  subject: string | null;
  message: string;
  lea_id: number | null;
  open_url: string | null;
}

/**
 * The first event that `where` picks, as the notifications service received it, once it is there.
 * The outbox relay hands a service's events to the queue and empties its outbox, so a test reads
 * where the event lands; the portal must run its worker (`mail: true`).
 */
export function receivedEvent(portal: TestPortal, where: { typeCode?: string; subject?: string }): Promise<ReceivedEvent> {
  return eventually(
    async () => {
      const { rows } = await sql<ReceivedEvent>`
      select type_code, subject, message, lea_id, open_url from notification.events
      where (${where.typeCode ?? null}::text is null or type_code = ${where.typeCode ?? null})
        and (${where.subject ?? null}::text is null or subject = ${where.subject ?? null})
      order by received_at`.execute(portal.db);
      return rows[0];
    },
    `the event ${JSON.stringify(where)} in the notifications service`,
  );
}
