import { NEVADA, type IncidentRecord, type IncidentStudent } from '@portal/shared-contracts/restraint';
import { incidentReportDefinition, incidentReportPdf } from './incident-pdf';

const student = (stateStudentId: string, firstName: string | null): IncidentStudent => ({
  id: Number(stateStudentId),
  stateStudentId,
  firstName,
  lastName: firstName === null ? null : 'Rivera',
  birthDate: firstName === null ? null : '2014-03-02',
  grade: '05',
  disabilityStatus: 'IDEA',
  disabilityCategory: firstName === null ? null : 'AUT',
  sex: null,
  raceEthnicity: null,
  englishLearner: null,
  hasIep: true,
  hasBehaviorPlan: false,
  interventions: [
    {
      id: 1,
      type: 'PHYSICAL',
      aversiveSubtype: null,
      startAt: '2026-09-08T17:05:00Z',
      endAt: '2026-09-08T17:12:00Z',
      durationMinutes: 7,
      emergency: false,
      emergencyReason: null,
      holdOrDevice: 'Two-person escort hold',
      medicalOrder: null,
      releaseChecks: null,
      staffTrained: true,
    },
  ],
});

const record = (tier: 'summary' | 'details'): IncidentRecord => ({
  id: 7,
  number: 'RAI-27-00042',
  leaId: 1,
  leaName: 'Adams County School District',
  schoolId: 3,
  schoolName: 'Lincoln Elementary',
  privateSchoolId: null,
  privateSchoolName: null,
  schoolYear: 2027,
  localIncidentId: 'L-100',
  incidentDate: '2026-09-08',
  discoveredDate: null,
  recordFiledDate: '2026-09-08',
  location: 'Classroom',
  setting: null,
  antecedent: tier === 'details' ? 'Asked to put the tablet away' : null,
  behavior: tier === 'details' ? 'Hit a peer repeatedly' : null,
  deescalation: tier === 'details' ? 'Verbal redirection' : null,
  consequence: tier === 'details' ? 'Returned to class' : null,
  policeInvolved: false,
  arrest: false,
  status: 'Finalized',
  version: 2,
  finalizedAt: '2026-09-08T22:00:00Z',
  reopenReason: null,
  createdAt: '2026-09-08T20:00:00Z',
  updatedAt: '2026-09-08T22:00:00Z',
  tier,
  students: [student('1001', tier === 'details' ? 'Ana' : null), student('1002', tier === 'details' ? 'Ben' : null)],
  staff:
    tier === 'details'
      ? [
          {
            id: 1,
            staffId: 'S1',
            name: 'Jo Park',
            jobTitle: 'Aide',
            role: 'APPLIED',
            lastTrainingDate: '2025-01-10',
            trainingCurrent: false,
          },
        ]
      : [],
  injuries: [],
  notices: [
    {
      id: 1,
      recipient: 'PARENT',
      stateStudentId: '1001',
      method: 'PHONE',
      sentAt: '2026-09-08T21:00:00Z',
      dueBy: '2026-09-09T23:59:00Z',
      onTime: true,
    },
  ],
  violations: [
    { id: 1, number: 'RAI-27-00042-V1', ruleCode: 'PR-NO-EMERGENCY', status: 'Open', studentStateId: '1001' },
    { id: 2, number: 'RAI-27-00042-V2', ruleCode: 'PR-NO-EMERGENCY', status: 'Open', studentStateId: '1002' },
  ],
  flags: [],
  deadlines: [],
  followUps: [{ kind: 'IEP_MEETING', trigger: 3, studentStateId: '1002', status: 'Required' }],
});

const options = { pack: NEVADA, timeZone: 'America/Los_Angeles', now: new Date('2026-09-10T16:00:00Z') };
const textOf = (value: unknown) => JSON.stringify(value);

describe('incident report PDF (the parent’s written notice)', () => {
  it('is a PDF', async () => {
    const bytes = await incidentReportPdf(record('details'), options);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('holds the full record with details: names, narratives, staff, interventions in state time, violations with the rule', () => {
    const text = textOf(incidentReportDefinition(record('details'), options));
    for (const shown of [
      'RAI-27-00042',
      'Ana Rivera',
      'Ben Rivera',
      'Hit a peer repeatedly',
      'Jo Park',
      'Physical restraint',
      '9/8/26, 10:05 AM',
      'PR-NO-EMERGENCY: ',
      'NRS 388.471-388.515',
    ])
      expect(text).toContain(shown);
  });

  it('for one student names no other child and shows only that student’s rows', () => {
    const text = textOf(incidentReportDefinition(record('details'), options, '1001'));
    expect(text).toContain('Ana Rivera');
    expect(text).not.toContain('Ben Rivera');
    expect(text).not.toContain('1002');
    expect(text).toContain('RAI-27-00042-V1');
    expect(text).not.toContain('RAI-27-00042-V2');
  });

  it('without view details shows no identity, narrative or staff', () => {
    const text = textOf(incidentReportDefinition(record('summary'), options));
    expect(text).toContain('Not shown (needs violation view details)');
    expect(text).not.toContain('Jo Park');
    expect(text).not.toContain('Hit a peer');
  });
});
