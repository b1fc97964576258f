/** The student list upload on the psos service's import engine (the SDK's useImportSteps uploads and follows it). */
export const STUDENT_LIST_IMPORTS_PATH = 'psos/student-lists/imports';
