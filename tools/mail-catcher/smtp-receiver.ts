import type { AddressInfo } from 'node:net';
import PostalMime, { type Address } from 'postal-mime';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerError, type SMTPServerSession } from 'smtp-server';
import type { NewMail } from './mail-store';

export interface SmtpReceiverOptions {
  port: number;
  host: string;
  /** An SMTP reply code to refuse a recipient with (e.g. 550, or 451 for "try later"), or null to accept. */
  rejectRecipients?: (address: string) => number | null;
  /** Require this login (AUTH PLAIN or LOGIN) before any mail; with `tls`, only over the encrypted connection. */
  auth?: { user: string; password: string };
  /** Offer STARTTLS with this key and certificate (PEM). */
  tls?: { key: string; cert: string };
  onMail(mail: NewMail): void;
}

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function smtpError(code: number, message: string): SMTPServerError {
  return Object.assign(new Error(message), { responseCode: code });
}

function formatAddress(address: Address | undefined): string | undefined {
  if (!address?.address) return address?.name || undefined;
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

async function readMail(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<NewMail> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const parsed = await PostalMime.parse(Buffer.concat(chunks));
  return {
    from: formatAddress(parsed.from) ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
    to: session.envelope.rcptTo.map((r) => r.address),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html ?? null,
    authenticatedAs: typeof session.user === 'string' ? session.user : null,
    encrypted: session.secure,
  };
}

/**
 * An SMTP server for loopback. By default plain text with no AUTH and no STARTTLS, so it needs no
 * certificate and any client on the machine can deliver to it; `auth` and `tls` make it behave as a
 * production relay does, for tests of the portal's SMTP settings.
 */
export function startSmtpReceiver(opts: SmtpReceiverOptions): Promise<SmtpReceiver> {
  const { auth, tls } = opts;
  const server = new SMTPServer({
    disabledCommands: [...(tls ? [] : ['STARTTLS']), ...(auth ? [] : ['AUTH'])],
    ...(tls ? { key: tls.key, cert: tls.cert } : {}),
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: !auth,
    allowInsecureAuth: !tls,
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.password)
        return callback(null, { user: credentials.username });
      callback(smtpError(535, 'Authentication failed'));
    },
    disableReverseLookup: true,
    logger: false,
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    // Pooled clients keep idle connections open; a dev tool should not wait 30 s for them to leave.
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      const code = opts.rejectRecipients?.(address.address) ?? null;
      if (code === null) return callback();
      callback(smtpError(code, code >= 500 ? 'Recipient refused by the mail catcher' : 'Recipient deferred by the mail catcher'));
    },
    onData(stream, session, callback) {
      readMail(stream, session).then(
        (mail) => {
          opts.onMail(mail);
          callback();
        },
        (err: unknown) => callback(smtpError(451, `Could not read the message: ${err instanceof Error ? err.message : String(err)}`)),
      );
    },
  });

  return new Promise((resolve, reject) => {
    let listening = false;
    // Before listening an error means the port is taken; after, it is one client's
    // broken connection, which must not bring the catcher down.
    server.on('error', (err) => {
      if (!listening) reject(err);
    });
    server.listen(opts.port, opts.host, () => {
      listening = true;
      resolve({
        port: (server.server.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
