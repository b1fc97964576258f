import type { StudentReport, TeacherReport } from '@portal/shared-contracts/restraint';
import { http } from '@portal/shared-contracts/sdk';

export const STUDENT_REPORT_PATH = 'restraint/reports/student';
export const TEACHER_REPORT_PATH = 'restraint/reports/teacher';

/** One student's year by state student id (the same path gives the file with format). */
export const fetchStudentReport = (stateStudentId: string) =>
  http.get(STUDENT_REPORT_PATH, { searchParams: { stateStudentId } }).json<StudentReport>();

/** The teacher report of an LEA, or the state's when `leaId` is null (all-LEA users). */
export const fetchTeacherReport = (leaId: number | null) =>
  http.get(TEACHER_REPORT_PATH, { searchParams: leaId === null ? {} : { leaId } }).json<TeacherReport>();
