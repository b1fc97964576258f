import type { CaughtMail } from './mail-store';

/** A running catcher, or the base URL of its web server (e.g. "http://127.0.0.1:1080"). */
export type MailSource = { messages(): CaughtMail[] } | string;

async function fetchMessages(source: MailSource): Promise<CaughtMail[]> {
  if (typeof source !== 'string') return source.messages();
  const response = await fetch(new URL('/api/messages', source));
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** Polls until a mail matching `predicate` has arrived and returns it; rejects after `timeoutMs`. */
export async function waitForMail(source: MailSource, predicate: (mail: CaughtMail) => boolean, timeoutMs = 10_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await fetchMessages(source);
    const match = messages.find(predicate);
    if (match) return match;
    if (Date.now() >= deadline) throw new Error(`no matching mail within ${timeoutMs} ms (${messages.length} caught)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
