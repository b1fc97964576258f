import type { AddressInfo } from 'node:net';
import { MailStore, type CaughtMail } from './mail-store';
import { startSmtpReceiver } from './smtp-receiver';
import { buildWebApp } from './web';

export type { CaughtMail } from './mail-store';
export { waitForMail, type MailSource } from './wait-for-mail';

export interface MailCatcherOptions {
  /** 0 picks a free port; the chosen one is on the result. */
  smtpPort?: number;
  httpPort?: number;
  /** Keep it on loopback: the catcher has no authentication. */
  host?: string;
  /** An SMTP reply code to refuse a recipient with (e.g. 550, or 451 for "try later"), or null to accept. */
  rejectRecipients?: (address: string) => number | null;
  /** Mail kept in memory; the oldest go first. */
  maxMessages?: number;
  /** Require this SMTP login, as a production relay does (tests of the SMTP settings). */
  auth?: { user: string; password: string };
  /** Offer STARTTLS with this key and certificate (PEM); with `auth`, the login is accepted only once encrypted. */
  tls?: { key: string; cert: string };
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  /** Base URL of the web pages and the JSON API. */
  url: string;
  /** Oldest first, as received. */
  messages(): CaughtMail[];
  clear(): void;
  close(): Promise<void>;
}

/** An SMTP server that keeps every mail it receives, with pages and a JSON API to read them. */
export async function startMailCatcher(opts: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = opts.host ?? '127.0.0.1';
  const store = new MailStore(opts.maxMessages ?? 1000);
  const smtp = await startSmtpReceiver({
    port: opts.smtpPort ?? 1025,
    host,
    ...(opts.rejectRecipients ? { rejectRecipients: opts.rejectRecipients } : {}),
    ...(opts.auth ? { auth: opts.auth } : {}),
    ...(opts.tls ? { tls: opts.tls } : {}),
    onMail: (mail) => store.add(mail),
  });
  const web = buildWebApp(store);
  try {
    await web.listen({ port: opts.httpPort ?? 1080, host });
  } catch (err) {
    await smtp.close();
    throw err;
  }
  const httpPort = (web.server.address() as AddressInfo).port;
  return {
    smtpPort: smtp.port,
    httpPort,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${httpPort}`,
    messages: () => store.all(),
    clear: () => store.clear(),
    async close() {
      await Promise.all([web.close(), smtp.close()]);
    },
  };
}
