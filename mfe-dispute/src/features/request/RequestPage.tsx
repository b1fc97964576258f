import { PlannedPage, useOnLeave } from '@portal/shared-contracts/sdk';
import { clearDisputeRequest } from './request-storage';

/** The public request portal: what it holds in storage lasts only while the user stays here. */
export function RequestPage() {
  useOnLeave(clearDisputeRequest);
  return <PlannedPage purpose="Create a dispute resolution request, or open the record of an existing case." />;
}
