import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from './DateTimePicker';

/** A moment as the portal shows it, in the browser's time, with 12-hour AM/PM (spec 9); empty for none. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format(DATE_TIME_FORMAT) : '';
}
