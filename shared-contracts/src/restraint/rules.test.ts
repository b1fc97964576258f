import type { IncidentFields, InterventionInput } from './schemas';
import { incidentFieldErrors, incidentFinalizeErrors, maskedName, trainingCurrent } from './rules';
import { RestraintMessages } from './messages';

const NEVADA = 'America/Los_Angeles';

const intervention = (over: Partial<InterventionInput> = {}): InterventionInput => ({
  type: 'PHYSICAL',
  aversiveSubtype: null,
  startAt: '2026-09-10T10:00:00-07:00',
  endAt: '2026-09-10T10:05:00-07:00',
  emergency: true,
  emergencyReason: 'HARM_OTHERS',
  holdOrDevice: null,
  medicalOrder: null,
  releaseChecks: null,
  staffTrained: true,
  ...over,
});

const incident = (interventions: InterventionInput[], over: Partial<IncidentFields> = {}): IncidentFields => ({
  leaId: 1,
  schoolId: 2,
  localIncidentId: 'A-1',
  incidentDate: '2026-09-10',
  discoveredDate: null,
  location: null,
  setting: null,
  antecedent: null,
  behavior: null,
  deescalation: null,
  consequence: null,
  policeInvolved: false,
  arrest: false,
  students: [
    {
      stateStudentId: 'S1',
      firstName: 'Ann',
      lastName: 'Lee',
      birthDate: '2014-01-01',
      grade: '06',
      disabilityStatus: 'IDEA',
      disabilityCategory: 'AUT',
      sex: null,
      raceEthnicity: null,
      englishLearner: null,
      hasIep: true,
      hasBehaviorPlan: null,
      interventions,
    },
  ],
  staff: [],
  injuries: [],
  notices: [],
  ...over,
});

describe('incident field rules', () => {
  test('a complete public-school incident has no errors', () => {
    expect(incidentFieldErrors(incident([intervention()]), '2026-11-27', NEVADA)).toEqual({});
  });

  test('future dates, a discovery before the incident and an arrest without police are named', () => {
    const errors = incidentFieldErrors(
      incident([intervention()], { incidentDate: '2026-12-01', discoveredDate: '2026-11-30', arrest: true }),
      '2026-11-27',
      NEVADA,
    );
    expect(errors).toMatchObject({
      incidentDate: 'No future dates allowed.',
      discoveredDate: 'No future dates allowed.',
      arrest: RestraintMessages.arrestNeedsPolice,
    });
  });

  test('an aversive intervention needs its subtype, and an end before the start is refused', () => {
    const errors = incidentFieldErrors(
      incident([intervention({ type: 'AVERSIVE', emergency: null, emergencyReason: null, endAt: '2026-09-10T09:00:00-07:00' })]),
      '2026-11-27',
      NEVADA,
    );
    expect(errors).toEqual({
      'students.0.interventions.0.aversiveSubtype': RestraintMessages.subtypeForAversive,
      'students.0.interventions.0.endAt': RestraintMessages.endBeforeStart,
    });
  });

  test("an intervention this evening in Nevada is today's, though it is already tomorrow in UTC", () => {
    const evening = intervention({ startAt: '2026-11-28T01:30:00.000Z', endAt: '2026-11-28T01:35:00.000Z' });
    expect(incidentFieldErrors(incident([evening], { incidentDate: '2026-11-27' }), '2026-11-27', NEVADA)).toEqual({});
    const tomorrow = intervention({ startAt: '2026-11-28T08:30:00.000Z', endAt: '2026-11-28T08:35:00.000Z' });
    expect(incidentFieldErrors(incident([tomorrow], { incidentDate: '2026-11-27' }), '2026-11-27', NEVADA)).toEqual({
      'students.0.interventions.0.startAt': 'No future dates allowed.',
    });
  });

  test('a private school incident names no LEA or school', () => {
    expect(
      incidentFieldErrors(incident([intervention()], { leaId: null, schoolId: null, privateSchoolId: 4 }), '2026-11-27', NEVADA),
    ).toEqual({});
    expect(incidentFieldErrors(incident([intervention()], { privateSchoolId: 4 }), '2026-11-27', NEVADA)).toEqual({
      privateSchoolId: RestraintMessages.schoolOrPrivateSchool,
    });
  });
});

describe('finalize completeness', () => {
  test('a physical restraint needs emergency and training answered', () => {
    expect(incidentFinalizeErrors(incident([intervention({ emergency: null, emergencyReason: null, staffTrained: null })]))).toEqual({
      'students.0.interventions.0.emergency': 'Field is required.',
      'students.0.interventions.0.staffTrained': RestraintMessages.staffNeeded,
    });
  });

  test('a mechanical restraint needs its medical order and release checks; staff rows answer training', () => {
    const staff = [{ staffId: 'T1', name: 'Pat Doe', jobTitle: null, role: 'APPLIED' as const, lastTrainingDate: null }];
    expect(incidentFinalizeErrors(incident([intervention({ type: 'MECHANICAL', staffTrained: null })], { staff }))).toEqual({
      'students.0.interventions.0.medicalOrder': 'Field is required.',
      'students.0.interventions.0.releaseChecks': 'Field is required.',
    });
  });
});

test('training is current for 12 months up to the incident date', () => {
  expect(trainingCurrent('2025-09-10', '2026-09-10')).toBe(true);
  expect(trainingCurrent('2025-09-09', '2026-09-10')).toBe(false);
  expect(trainingCurrent('2024-02-29', '2025-02-28')).toBe(true);
  expect(trainingCurrent(null, '2026-09-10')).toBe(false);
  expect(trainingCurrent('2026-09-11', '2026-09-10')).toBe(false);
});

test('a masked name shows initials only', () => {
  expect(maskedName('jane', 'Smith')).toBe('J*** S***');
});
