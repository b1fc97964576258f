import { useEffect } from 'react';
import { loadDirectory, useSession } from '@portal/shared-contracts/sdk';

/**
 * Loads the school years and the user's LEAs once signed in, unless sign-in already did;
 * the store applies spec 4's defaults as they arrive.
 */
export function useDirectory(): void {
  const signedIn = useSession((s) => s.user !== null);
  const hasLeas = useSession((s) => s.leas.length > 0);
  useEffect(() => {
    if (signedIn && !hasLeas) loadDirectory().catch((error: unknown) => console.error('Could not load the LEAs and school years', error));
  }, [signedIn, hasLeas]);
}
