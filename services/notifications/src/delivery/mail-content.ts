import { shellRoutes } from '@portal/shared-contracts';
import { renderMail, type EmailJobData, type MailBlock } from '@portal/service-kit';
import type { EventType } from '../event-types/event-type-repository';

/** What a mail says about one event; links are built from the configured public URL, never from a request. */
export interface EventForMail {
  typeName: string;
  subject: string | null;
  message: string;
  openUrl: string | null;
  occurredAt: Date;
}

export interface MailUser {
  email: string;
  fullName: string;
}

const settingsLink = (publicUrl: string) => ({
  label: 'Change which notifications you receive',
  url: `${publicUrl}${shellRoutes.notificationSettings.path}`,
});
const openLink = (publicUrl: string, openUrl: string | null) =>
  openUrl ? { label: 'Open in the portal', url: `${publicUrl}${openUrl}` } : undefined;

/** The mail of one event sent Immediately. */
export function eventMail(
  id: string,
  type: Pick<EventType, 'code' | 'is_required'>,
  event: EventForMail,
  user: MailUser,
  publicUrl: string,
): EmailJobData {
  const link = openLink(publicUrl, event.openUrl);
  const blocks: MailBlock[] = [
    { paragraph: `Hello ${user.fullName},` },
    { paragraph: event.message },
    ...(link ? [{ link }] : []),
    {
      paragraph: type.is_required
        ? `You receive "${event.typeName}" because it is required for your role.`
        : `You receive this e-mail because you subscribed to "${event.typeName}".`,
    },
    { link: settingsLink(publicUrl) },
  ];
  return { id, to: user.email, subject: event.subject ?? event.typeName, type: type.code, ...renderMail(blocks) };
}

/** One user's daily digest: every event gathered for the day, oldest first. */
export function digestMail(
  id: string,
  digestDate: string,
  events: readonly EventForMail[],
  user: MailUser,
  publicUrl: string,
): EmailJobData {
  const count = events.length === 1 ? '1 notification' : `${events.length} notifications`;
  const blocks: MailBlock[] = [
    { paragraph: `Hello ${user.fullName},` },
    { paragraph: `Here is your daily summary for ${digestDate}: ${count}.` },
    {
      list: events.map((e) => {
        const link = openLink(publicUrl, e.openUrl);
        return { text: `${e.typeName}: ${e.message}`, ...(link ? { link } : {}) };
      }),
    },
    { paragraph: 'You receive this summary because you chose daily e-mail for these notifications.' },
    { link: settingsLink(publicUrl) },
  ];
  return {
    id,
    to: user.email,
    subject: `Your portal notifications for ${digestDate} (${count})`,
    type: 'daily-digest',
    ...renderMail(blocks),
  };
}
