import type { B7ReportByLea } from '@portal/shared-contracts/eco';
import { http } from '@portal/shared-contracts/sdk';

/** The state's figures (for a caller who may see them) and each LEA's, for the school year of the header. */
export const fetchB7ByLea = () => http.get('eco/reports/b7/leas').json<B7ReportByLea>();

/** The same figures as a file (`format`), the LEAs' small cells suppressed in a public one (`public=true`): `DownloadButton` asks for it. */
export const B7_DOWNLOAD_PATH = 'eco/reports/b7/download';
