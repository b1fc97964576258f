import type { EcoImportResult } from '@portal/shared-contracts/eco';
import { runImport } from '@portal/shared-contracts/sdk';

/** The ratings import run and rolled back: the same answer as the import, committed false, nothing written. */
export const ECO_IMPORTS_PATH = 'eco/imports';
type OnProgress = Parameters<typeof runImport>[3];
export const previewImport = (file: File, onProgress: OnProgress) =>
  runImport<EcoImportResult>(ECO_IMPORTS_PATH, file, { preview: true }, onProgress);
export const commitImport = (file: File, onProgress: OnProgress) =>
  runImport<EcoImportResult>(ECO_IMPORTS_PATH, file, { preview: false }, onProgress);
