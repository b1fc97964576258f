import type { PsosSettings } from '@portal/shared-contracts/psos';
import { http } from '@portal/shared-contracts/sdk';

/** The state's settings, which a collection copies when it opens. */
export const fetchStateSettings = () => http.get('psos/settings').json<PsosSettings>();
export const saveStateSettings = (settings: PsosSettings) => http.put('psos/settings', { json: settings, retry: 0 }).json<PsosSettings>();
