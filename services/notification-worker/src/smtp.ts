import { createTransport, type NodemailerError } from 'nodemailer';

export interface SmtpOptions {
  host: string;
  port: number;
  /** Implicit TLS (port 465). Without it, nodemailer still upgrades with STARTTLS when the relay offers it. */
  secure?: boolean;
  /** The relay's login (`SMTP_USER`, `SMTP_PASSWORD`); without it no AUTH is sent. */
  auth?: { user: string; password: string };
  /** Send nothing unless the connection is encrypted: a relay that offers no STARTTLS fails the attempt (`SMTP_REQUIRE_TLS`). */
  requireTls?: boolean;
  /** PEM of the CA that signed the relay's certificate, when it is not one Node trusts already (`SMTP_CA_FILE`). */
  ca?: string;
}

/**
 * A pooled SMTP transport, one connection per concurrent job. The timeouts are well
 * under BullMQ's lock duration so a relay that hangs fails the attempt (and it is
 * retried) instead of holding the job and the worker's close.
 */
export function createSmtpTransport(smtp: SmtpOptions, maxConnections: number) {
  return createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure ?? false,
    requireTLS: smtp.requireTls ?? false,
    ...(smtp.auth ? { auth: { user: smtp.auth.user, pass: smtp.auth.password } } : {}),
    ...(smtp.ca ? { tls: { ca: smtp.ca } } : {}),
    pool: true,
    maxConnections,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export type SmtpTransport = ReturnType<typeof createSmtpTransport>;

/**
 * True when the relay refused the message for good (a 5xx reply other than 503).
 * nodemailer classifies the reply; an error without one (connection refused,
 * timeout) is not permanent, so it is retried.
 */
export function isPermanentSmtpError(err: unknown): boolean {
  return (err as NodemailerError | undefined)?.permanent === true;
}
