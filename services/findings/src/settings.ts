import { DEFAULT_DAILY_RUN_TIME, DEFAULT_WARNING_DAYS, FINDING_SOURCES, type FindingSource } from '@portal/shared-contracts/findings';
import { flagSetting, timeOfDaySetting, type TimeOfDay } from '@portal/service-kit';

/** The findings engine's settings, read once at start; a value that makes no sense stops the start with what to fix. */
export interface FindingsSettings {
  /** When the daily run raises the deadline notices, state time (`FINDINGS_DAILY_RUN_TIME`, 06:00). */
  dailyRunTime: TimeOfDay;
  /** Days before a plan's due date its warnings go out (`FINDINGS_WARNING_DAYS`, 7,1). */
  warningDays: number[];
  /** Sources whose plans' due dates a state user may extend (`FINDINGS_EXTENSIONS_<SOURCE>`): off for restraint in Nevada (the statute fixes 30 days), on for the others. */
  extensions: Record<FindingSource, boolean>;
}

export function readFindingsSettings(env: NodeJS.ProcessEnv = process.env): FindingsSettings {
  const dailyRunTime = timeOfDaySetting('FINDINGS_DAILY_RUN_TIME', env.FINDINGS_DAILY_RUN_TIME, DEFAULT_DAILY_RUN_TIME);
  const rawDays = env.FINDINGS_WARNING_DAYS;
  const warningDays = rawDays ? rawDays.split(',').map((d) => Number(d.trim())) : [...DEFAULT_WARNING_DAYS];
  if (warningDays.some((d) => !Number.isInteger(d) || d < 1 || d > 365))
    throw new Error(`FINDINGS_WARNING_DAYS must list whole numbers of days from 1 to 365, like 7,1; got "${rawDays}"`);
  const extensions = Object.fromEntries(
    FINDING_SOURCES.map((source) => {
      const name = `FINDINGS_EXTENSIONS_${source.toUpperCase()}`;
      return [source, flagSetting(name, env[name], source !== 'restraint')];
    }),
  ) as Record<FindingSource, boolean>;
  return { dailyRunTime, warningDays, extensions };
}
