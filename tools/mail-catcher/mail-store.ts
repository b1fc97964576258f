/** One mail as the catcher received it. */
export interface CaughtMail {
  id: string;
  /** The From header as written ("Name <address>"), else the envelope sender. */
  from: string;
  /** Envelope recipients: who the mail was actually delivered to, Bcc included. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** When the catcher received it (ISO 8601). */
  date: string;
  /** The login the sender authenticated with (a catcher started with `auth`), else null. */
  authenticatedAs: string | null;
  /** Whether the mail came over an encrypted connection (STARTTLS, with a catcher started with `tls`). */
  encrypted: boolean;
}

export type NewMail = Omit<CaughtMail, 'id' | 'date'>;

/** Received mail in memory, oldest first; the oldest are dropped past `limit` so a long dev session stays small. */
export class MailStore {
  private mails: CaughtMail[] = [];
  private nextId = 1;

  constructor(private readonly limit: number) {}

  add(mail: NewMail): CaughtMail {
    const caught = { ...mail, id: String(this.nextId++), date: new Date().toISOString() };
    this.mails.push(caught);
    if (this.mails.length > this.limit) this.mails.shift();
    return caught;
  }

  /** Oldest first, as received. */
  all(): CaughtMail[] {
    return [...this.mails];
  }

  get(id: string): CaughtMail | undefined {
    return this.mails.find((m) => m.id === id);
  }

  clear(): void {
    this.mails = [];
  }
}
