import { startMailCatcher } from './catcher';

function port(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return n;
}

const catcher = await startMailCatcher({ smtpPort: port('MAIL_SMTP_PORT', 1025), httpPort: port('MAIL_HTTP_PORT', 1080) });
console.log(`mail catcher: SMTP on 127.0.0.1:${catcher.smtpPort}, mail at ${catcher.url}/ (JSON at ${catcher.url}/api/messages)`);

const stop = () => void catcher.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
