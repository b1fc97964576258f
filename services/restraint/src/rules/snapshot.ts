import type { StaffRole } from '@portal/shared-contracts/restraint';

/**
 * What the rules read of an incident: plain data, so the evaluation is a pure function the unit
 * tests feed directly and the service fills from its tables (load-snapshot.ts).
 */

export interface SnapshotIntervention {
  /** A code of the active pack's intervention types. */
  type: string;
  aversiveSubtype: number | null;
  /** Instants (ISO). */
  startAt: string;
  endAt: string;
  emergency: boolean | null;
  medicalOrder: boolean | null;
  releaseChecks: boolean | null;
  /** The import's staff_trained: Y only if every staff member applying it was current; null when not said. */
  staffTrained: boolean | null;
}

export interface SnapshotStudent {
  stateStudentId: string;
  injured: boolean;
  interventions: SnapshotIntervention[];
  /** The student's reports (repeat-use rule) in the school year before this incident, Finalized. */
  earlierReports: number;
}

export interface SnapshotStaff {
  role: StaffRole;
  /** YYYY-MM-DD; null when never trained. */
  lastTrainingDate: string | null;
}

/** A follow-up the LEA has held or the parent waived: it no longer stands open. */
export interface SnapshotFollowUpDone {
  studentStateId: string;
  kind: string;
  trigger: number;
  /** YYYY-MM-DD it was held; null when waived. */
  heldDate: string | null;
}

export interface IncidentSnapshot {
  incidentDate: string;
  discoveredDate: string | null;
  /** Instant; the record counts as filed then unless `recordFiledDate` says otherwise. */
  finalizedAt: string | null;
  recordFiledDate: string | null;
  /** Instant the school reported to the district board. */
  boardReportedAt: string | null;
  /** Violations added by hand (LEA or state review) that are not Withdrawn: the board clock runs for them too. */
  manualViolations: number;
  students: SnapshotStudent[];
  staff: SnapshotStaff[];
  followUpsDone: SnapshotFollowUpDone[];
}
