import { Frequency, OFFERED_FREQUENCIES } from './constants';

/** The frequencies the subscription dialog offers for a type: Immediately and Daily, limited to what it supports (spec 5). */
export function offeredFrequencies(supported: readonly number[]): Frequency[] {
  return OFFERED_FREQUENCIES.filter((frequency) => supported.includes(frequency));
}

/** Daily when the type offers it (spec 4: the default when not subscribed), else the first it offers. */
export function defaultFrequency(supported: readonly number[]): Frequency {
  const offered = offeredFrequencies(supported);
  return offered.includes(Frequency.Daily) ? Frequency.Daily : (offered[0] ?? Frequency.Daily);
}

// The enum's own names (spec 9) are what the user reads: 'Immediately', 'Daily'.
const frequencyNames = new Map<number, string>(Object.entries(Frequency).map(([name, value]) => [value, name]));

export function frequencyLabel(frequency: number): string {
  return frequencyNames.get(frequency) ?? String(frequency);
}
