import type { RecordConflictList } from '@portal/shared-contracts/eco';
import { http } from '@portal/shared-contracts/sdk';

/** The records districts could not save beside another LEA's, still to be settled by the state. */
export const fetchOpenRecordConflicts = () =>
  http.get('eco/record-conflicts', { searchParams: { status: 'open' } }).json<RecordConflictList>();

/** Not retried: the first try may have saved. */
export const resolveRecordConflict = (id: number, resolution: string) =>
  http.post(`eco/record-conflicts/${id}/resolve`, { json: { resolution }, retry: 0 });
