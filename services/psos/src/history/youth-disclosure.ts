import { studentRecordLog } from '@portal/service-kit';

/**
 * The record of who read leavers' data (the kit's disclosure log): every youth an answer holds, by
 * id and state student id.
 */
export const youthDisclosures = studentRecordLog('leaver');
