import type { EcoSettings } from '@portal/shared-contracts/eco';
import { http } from '@portal/shared-contracts/sdk';

/** The state's ECO settings: the progress question's wording and the rules the forms and the report follow. */
export const fetchEcoSettings = () => http.get('eco/settings').json<EcoSettings>();

/** Not retried: the first try may have saved. */
export const saveEcoSettings = (settings: EcoSettings) => http.put('eco/settings', { json: settings, retry: 0 }).json<EcoSettings>();
