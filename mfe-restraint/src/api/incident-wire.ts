// Provisional: the wire shapes until wt-rcore's shared-contracts/src/restraint/schemas.ts lands.
export type IncidentStatus = 'Draft' | 'Finalized';
export type InterventionType = 'PHYSICAL' | 'MECHANICAL' | 'AVERSIVE';
export type EmergencyReason = 'HARM_OTHERS' | 'HARM_SELF' | 'PROPERTY';
export type DisabilityStatus = 'IDEA' | '504' | 'NONE';
export type StaffRole = 'APPLIED' | 'OBSERVED' | 'MONITORED' | 'APPROVED_CONTINUATION';
export type NoticeRecipient = 'PARENT' | 'ADMINISTRATOR' | 'IEP_TEAM' | 'BOARD';

export interface InterventionFields {
  interventionType: InterventionType;
  aversiveSubtype: number | null;
  startAt: string;
  endAt: string;
  emergency: boolean | null;
  emergencyReason: EmergencyReason | null;
  holdOrDevice: string | null;
  medicalOrder: boolean | null;
  releaseChecks: boolean | null;
}

export interface StudentFields {
  stateStudentId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  grade: string;
  disabilityStatus: DisabilityStatus;
  hasIep: boolean | null;
  hasBehaviorPlan: boolean | null;
  interventions: InterventionFields[];
}

export interface StaffFields {
  staffId: string;
  name: string;
  jobTitle: string | null;
  role: StaffRole;
  lastTrainingDate: string | null;
}

export interface InjuryFields {
  person: string;
  description: string;
  treatment: string | null;
}

export interface NoticeFields {
  recipient: NoticeRecipient;
  method: string;
  sentAt: string | null;
}

export interface IncidentFields {
  leaId: number;
  schoolId: number;
  localIncidentId: string;
  incidentDate: string;
  discoveredDate: string | null;
  location: string | null;
  behavior: string | null;
  deescalation: string | null;
  policeInvolved: boolean;
  arrest: boolean;
  students: StudentFields[];
  staff: StaffFields[];
  injuries: InjuryFields[];
  notices: NoticeFields[];
}

export interface IncidentListItem {
  id: number;
  number: string;
  localIncidentId: string;
  status: IncidentStatus;
  leaId: number;
  schoolId: number;
  incidentDate: string;
  schoolName?: string;
  studentNames?: string[];
}

export interface IncidentViolation {
  id: number;
  number: string;
  ruleCode: string;
  status: string;
  studentStateId: string;
  plan?: { id: number; status: string; dueDate: string } | null;
}

export interface IncidentRecord extends IncidentFields {
  id: number;
  number: string;
  status: IncidentStatus;
  version: number;
  violations: IncidentViolation[];
  flags: { ruleCode: string; studentStateId: string }[];
  deadlines: { ruleCode: string; dueDate: string; status: string }[];
  followUps: { kind: 'IEP_MEETING' | 'IEP_REVIEW'; trigger: 3 | 5; studentStateId: string; status: string }[];
}

export interface IncidentHistoryEntry {
  at: string;
  byName: string;
  field: string;
  oldValue: unknown;
  newValue: unknown;
}
