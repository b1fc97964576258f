import type { TableColumn } from '@portal/shared-contracts';
import type { YouthListItem } from '@portal/shared-contracts/psos';
import { ContactOutcomeLabels, ExclusionReasonLabels, SurveyStatusLabels, VerificationLabels } from './psos-labels';

/** The youth list's columns, as the student list and the work lists show them (the keys are the service's sort fields). */
export const youthColumns: readonly TableColumn<YouthListItem>[] = [
  { key: 'lastName', header: 'Name', value: (y) => `${y.lastName}, ${y.firstName}` },
  { key: 'stateStudentId', header: 'State student id', value: (y) => y.stateStudentId },
  {
    key: 'verification',
    header: 'Verification',
    value: (y) =>
      y.exclusionReason
        ? `${VerificationLabels[y.verification]}: ${ExclusionReasonLabels[y.exclusionReason]}`
        : VerificationLabels[y.verification],
  },
  { key: 'surveyStatus', header: 'Survey status', value: (y) => SurveyStatusLabels[y.surveyStatus] },
  { key: 'attempts', header: 'Attempts', kind: 'number', value: (y) => y.attempts },
  { key: 'lastOutcome', header: 'Last outcome', value: (y) => (y.lastOutcome ? ContactOutcomeLabels[y.lastOutcome] : '') },
];

/** A youth as a sentence names them. */
export const youthName = (youth: Pick<YouthListItem, 'firstName' | 'lastName'>) => `${youth.firstName} ${youth.lastName}`;
