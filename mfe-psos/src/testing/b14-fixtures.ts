// Test-only: B14 figures as the psos service answers them.
import type { B14Report } from '@portal/shared-contracts/psos';

/** psos.md's worked figures: L = 200 with two DECEASED, R = 15 of them classified 2, 4, 2, 4 and 3 not engaged. */
export const b14Report = (rest: Partial<B14Report> = {}): B14Report => ({
  collectionId: 5,
  schoolYear: 2027,
  leaId: null,
  final: false,
  L: 200,
  X: 2,
  T: 198,
  R: 15,
  incomplete: 1,
  exclusions: { NOT_A_LEAVER: 0, DUPLICATE: 0, RETURNED_TO_SCHOOL: 0, DECEASED: 2 },
  rawRate: 7.5,
  adjustedRate: (15 / 198) * 100,
  counts: { n1: 2, n2: 4, n3: 2, n4: 4, notEngaged: 3 },
  b14a: (2 / 15) * 100,
  b14b: (6 / 15) * 100,
  b14c: (12 / 15) * 100,
  representativeness: {
    representative: false,
    thresholdHundredths: 300,
    subgroups: [
      {
        set: 'NPSO',
        code: 'LD',
        leavers: 11,
        respondents: 3,
        leaverShare: 5.5,
        respondentShare: 2.5,
        difference: -3,
        flagged: false,
        responseRate: (3 / 11) * 100,
      },
      {
        set: 'NPSO',
        code: 'DROPOUT',
        leavers: 40,
        respondents: 1,
        leaverShare: 20,
        respondentShare: 6.67,
        difference: -13.33,
        flagged: true,
        responseRate: 2.5,
      },
    ],
  },
  prior: null,
  ...rest,
});
