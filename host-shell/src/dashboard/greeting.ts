/** Spec 2: morning before 12:00, afternoon 12:00 to 16:59, evening from 17:00. */
export function greeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
