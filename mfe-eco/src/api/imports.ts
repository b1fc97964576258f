/** The ratings import on the eco service's import engine (the SDK's useImportSteps uploads and follows it). */
export const ECO_IMPORTS_PATH = 'eco/imports';
