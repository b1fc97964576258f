import { studentRecordLog } from '@portal/service-kit';

/**
 * The record of who read children's data (the kit's disclosure log): every child an answer holds,
 * by id and state student id.
 */
export const childDisclosures = studentRecordLog('child');
