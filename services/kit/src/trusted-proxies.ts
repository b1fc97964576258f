import { isIP } from 'node:net';

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` understands beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (`TRUSTED_PROXIES`):
 * addresses, CIDRs or `loopback`, comma-separated; loopback by default. A bad entry stops the
 * start, as a typo here would otherwise make every user one address or let anyone claim any.
 */
export function trustedProxies(name: string, value: string | undefined): string[] {
  const entries = (value ?? 'loopback')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !validEntry(entry));
  if (bad.length > 0) throw new Error(`${name} takes addresses, CIDRs (10.0.0.0/8) or loopback, comma-separated; not ${bad.join(', ')}`);
  return entries;
}
