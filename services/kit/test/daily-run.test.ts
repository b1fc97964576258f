import { expect, test } from '@jest/globals';
import { scheduleDailyRun, stateClock, timeOfDaySetting } from '../src/index';

const NEVADA = 'America/Los_Angeles';
const quiet = { error() {} };

/** Starts the schedule at `now`, lets its first look run, and says what it claimed and ran. */
async function firstLook(now: string, claims = true): Promise<{ claimed: string[]; ran: string[] }> {
  const claimed: string[] = [];
  const ran: string[] = [];
  const stop = scheduleDailyRun({
    name: 'test run',
    at: { hour: 6, minute: 0 },
    timeZone: NEVADA,
    log: quiet,
    now: () => new Date(now),
    claim: async (today) => (claimed.push(today), claims),
    run: async (today) => void ran.push(today),
  });
  await stop();
  return { claimed, ran };
}

test('the run waits for its time of day in state time, then runs for the state day', async () => {
  // 13:59 UTC is 05:59 in Nevada (PST): not yet.
  expect(await firstLook('2026-11-27T13:59:00Z')).toEqual({ claimed: [], ran: [] });
  // Started at noon, it runs at once, for Nevada's day.
  expect(await firstLook('2026-11-27T20:00:00Z')).toEqual({ claimed: ['2026-11-27'], ran: ['2026-11-27'] });
  // 02:00 UTC on the 28th is still the 27th in Nevada.
  expect(await firstLook('2026-11-28T02:00:00Z')).toEqual({ claimed: ['2026-11-27'], ran: ['2026-11-27'] });
});

test('an instance that does not win the day’s claim does not run', async () => {
  expect(await firstLook('2026-11-27T20:00:00Z', false)).toEqual({ claimed: ['2026-11-27'], ran: [] });
});

test('the time of day is a setting; one that makes no sense stops the start', () => {
  expect(timeOfDaySetting('X_TIME', undefined, '06:00')).toEqual({ hour: 6, minute: 0 });
  expect(timeOfDaySetting('X_TIME', '23:45', '06:00')).toEqual({ hour: 23, minute: 45 });
  expect(() => timeOfDaySetting('X_TIME', '6am', '06:00')).toThrow('X_TIME must be a time of day like 06:00, got "6am"');
  expect(stateClock(new Date('2026-07-01T13:30:00Z'), NEVADA)).toEqual({ today: '2026-07-01', minutes: 6 * 60 + 30 });
});
