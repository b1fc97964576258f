import type { B7DownloadQuery, B7ReportByLea } from '@portal/shared-contracts';
import { http } from '@portal/shared-contracts/sdk';

export type B7DownloadFormat = B7DownloadQuery['format'];

/** The state's figures (for a caller who may see them) and each LEA's, for the school year of the header. */
export const fetchB7ByLea = () => http.get('eco/reports/b7/leas').json<B7ReportByLea>();

/** The same figures as a file, the LEAs' small cells suppressed in a public one; building a spreadsheet for every LEA can take a while. */
export const downloadB7 = (format: B7DownloadFormat, publicFile: boolean) =>
  http
    .get('eco/reports/b7/download', {
      searchParams: { format, ...(publicFile ? { public: true } : {}) } satisfies B7DownloadQuery,
      timeout: 120_000,
    })
    .blob();
