import { zonedDate } from '@portal/day-count';

/** A time of day in state time, as a daily run's setting names it. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** A setting's HH:MM (24-hour) as a time of day; a value that makes no sense stops the start with what to fix. */
export function timeOfDaySetting(name: string, value: string | undefined, fallback: string): TimeOfDay {
  const time = value || fallback;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`${name} must be a time of day like 06:00, got "${time}"`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** The state-time day and minute of the day of `now`. */
export function stateClock(now: Date, timeZone: string): { today: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { today: zonedDate(now, timeZone), minutes: value('hour') * 60 + value('minute') };
}

export interface DailyRun {
  /** What the log names when a run fails: 'daily deadline run'. */
  name: string;
  at: TimeOfDay;
  timeZone: string;
  /**
   * Claims `today`'s run, true when this caller won it (a row keyed by the day, inserted if absent),
   * so of several instances of the service one runs it.
   */
  claim(today: string): Promise<boolean>;
  run(today: string, now: Date): Promise<unknown>;
  log: { error(obj: object, msg: string): void };
  /** The clock; tests give their own. */
  now?: () => Date;
}

/**
 * Runs a daily job once a day at its time of day, state time: every minute it looks whether the
 * time has come and whether today's run is still to claim. Started after the time (a restart at
 * noon), it runs at once. Returns the stop for the app's close, which waits for a run under way.
 */
export function scheduleDailyRun(daily: DailyRun): () => Promise<void> {
  const at = daily.at.hour * 60 + daily.at.minute;
  const clock = daily.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    const now = clock();
    const { today, minutes } = stateClock(now, daily.timeZone);
    if (minutes < at) return;
    running = (async () => {
      if (await daily.claim(today)) await daily.run(today, now);
    })()
      .catch((err: unknown) => daily.log.error({ err }, `${daily.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, 60_000);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
