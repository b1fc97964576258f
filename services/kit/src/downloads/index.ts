export { attachment, sendDownload, type Download } from './send-download';
export { listRows, mapRows } from './list-rows';
export { csvStream } from './csv-stream';
export { xlsxStream } from './xlsx-stream';
export { inertText } from './cells';
export type { CellKind, CellValue, TableColumn } from '@portal/shared-contracts';
