import { sessionKey, storage } from '@portal/shared-contracts/sdk';

/** The dispute-resolution request being filled in (spec 2): kept while the user stays on the request page. */
export const DisputeRequestKeys = {
  requestId: sessionKey('disputeResolutionId'),
  formId: sessionKey('disputeResolutionFormId'),
} as const;

/** Spec 2: leaving /dispute-resolution/request clears the stored dispute resolution id and form id. */
export function clearDisputeRequest(): void {
  for (const key of Object.values(DisputeRequestKeys)) storage.remove(key);
}
