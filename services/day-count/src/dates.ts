// Dates are plain 'YYYY-MM-DD' strings handled as UTC midnights, so no host time zone ever leaks in;
// only dueAt and the hour clock meet real instants, through the state time zone.
const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === value;
}

function toMs(date: string): number {
  if (!isDate(date)) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

function fromMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, n: number): string {
  return fromMs(toMs(date) + n * DAY_MS);
}

/** Days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toMs(b) - toMs(a)) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(toMs(date)).getUTCDay();
}

export function isWeekend(date: string): boolean {
  const d = weekday(date);
  return d === 0 || d === 6;
}

/** Same month and day n years on; 29 February becomes 28 February in a common year. */
export function addYears(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  toMs(date);
  const year = y + n;
  const lastOfMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return fromMs(Date.UTC(year, m - 1, Math.min(d, lastOfMonth)));
}

export function dateOf(year: number, month: number, day: number): string {
  return fromMs(Date.UTC(year, month - 1, day));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(ms: number, timeZone: string): { date: string; ms: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return { date, ms: wall + (((ms % 1000) + 1000) % 1000) };
}

/** The calendar date an instant falls on in the time zone. */
export function zonedDate(instant: string | Date, timeZone: string): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return wallClock(ms, timeZone).date;
}

/** Epoch ms of local midnight starting the date in the time zone. */
export function startOfDay(date: string, timeZone: string): number {
  const wall = toMs(date);
  let guess = wall;
  // Two passes settle the offset even when the guess lands on the other side of a DST change.
  for (let i = 0; i < 2; i++) guess = wall - (wallClock(guess, timeZone).ms - guess);
  return guess;
}

/** ISO instant of the last millisecond of the date in the time zone. */
export function endOfDay(date: string, timeZone: string): string {
  return new Date(startOfDay(addDays(date, 1), timeZone) - 1).toISOString();
}

/** An instant from either an ISO instant or a date (taken as its local midnight). */
export function toInstantMs(value: string, timeZone: string): number {
  if (isDate(value)) return startOfDay(value, timeZone);
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`Not a date or instant: ${value}`);
  return ms;
}
