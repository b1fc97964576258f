/** The error flag spec 5 names for a time of day that does not parse. */
export const INVALID_TIME_FORMAT = 'invalidTimeFormat';

// Spec 5: hour:minutes then am or pm, any case; hours 0-23 (so '15:30 PM' passes), minutes 00-59.
const TIME_OF_DAY = /^([01]?\d|2[0-3]):[0-5]\d ?[ap]m$/i;
const SUFFIX_WITHOUT_SPACE = /^(\d{1,2}:\d{2})([ap]m)$/i;
const TWENTY_FOUR_HOUR = /^(1[2-9]|2[0-3]):[0-5]\d$/;

export function isValidTimeOfDay(value: string): boolean {
  return TIME_OF_DAY.test(value);
}

/**
 * What a time input holds once it loses focus (spec 5): '3:00pm' gains its space ('3:00 pm'),
 * and an afternoon hour on the 24-hour clock gains ' PM' ('15:30' becomes '15:30 PM'). An hour
 * before noon without am or pm stays as typed: 'PM' would be a guess, so it is flagged instead.
 * Spaces around the value go too, which the pattern would otherwise refuse.
 */
export function normaliseTimeOfDay(value: string): string {
  const time = value.trim();
  if (SUFFIX_WITHOUT_SPACE.test(time)) return time.replace(SUFFIX_WITHOUT_SPACE, '$1 $2');
  return TWENTY_FOUR_HOUR.test(time) ? `${time} PM` : time;
}
