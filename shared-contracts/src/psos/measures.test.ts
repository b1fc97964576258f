import { b14Percents, isFlagged, representativeness, responseRates, subgroupCounts, subgroupsOf } from './measures';

test('psos.md example: L = 200, two DECEASED, R = 120 gives raw 60.00 % and adjusted 120 / 198', () => {
  const rates = responseRates({ L: 200, X: 2, R: 120 });
  expect(rates.T).toBe(198);
  expect(rates.rawRate).toBe(60);
  expect(rates.adjustedRate).toBeCloseTo(60.606060606, 8);
  expect(rates.adjustedRate!.toFixed(2)).toBe('60.61');
});

test('an exclusion for a reason that leaves the target lowers T, not L; zero denominators are N/A, never 0 %', () => {
  expect(responseRates({ L: 10, X: 0, R: 5 })).toEqual({ T: 10, rawRate: 50, adjustedRate: 50 });
  expect(responseRates({ L: 10, X: 5, R: 5 })).toEqual({ T: 5, rawRate: 50, adjustedRate: 100 });
  expect(responseRates({ L: 0, X: 0, R: 0 })).toEqual({ T: 0, rawRate: null, adjustedRate: null });
  expect(responseRates({ L: 3, X: 3, R: 0 })).toEqual({ T: 0, rawRate: 0, adjustedRate: null });
});

test('psos.md example: N = 15, n1 = 2, n2 = 4, n3 = 2, n4 = 4 gives 13.33 %, 40.00 %, 80.00 %, unrounded inside', () => {
  const percents = b14Percents({ n1: 2, n2: 4, n3: 2, n4: 4, notEngaged: 3 }, 15);
  expect(percents.b14a).toBe((2 / 15) * 100);
  expect([percents.b14a, percents.b14b, percents.b14c].map((p) => p!.toFixed(2))).toEqual(['13.33', '40.00', '80.00']);
  expect(b14Percents({ n1: 0, n2: 0, n3: 0, n4: 0, notEngaged: 0 }, 0)).toEqual({ b14a: null, b14b: null, b14c: null });
});

describe('the representativeness flag, in exact integers', () => {
  test('psos.md example: 11 of 200 leavers, 3 of 120 respondents is exactly 3.00 points off, so not flagged', () => {
    // 10000 x |3 x 200 - 11 x 120| = 7,200,000 and 300 x 200 x 120 = 7,200,000: not strictly greater.
    expect(isFlagged({ Rg: 3, Tg: 11, R: 120, T: 200 }, 300)).toBe(false);
  });

  test('a threshold one hundredth of a point lower flags it, under- and over-represented alike', () => {
    expect(isFlagged({ Rg: 3, Tg: 11, R: 120, T: 200 }, 299)).toBe(true);
    // 8 of 100 respondents against 10 of 200 leavers: 8.00 % against 5.00 %, 3.00 points over.
    expect(isFlagged({ Rg: 8, Tg: 10, R: 100, T: 200 }, 300)).toBe(false);
    expect(isFlagged({ Rg: 8, Tg: 10, R: 100, T: 200 }, 299)).toBe(true);
  });

  test('figures far beyond 2^53 stay exact', () => {
    expect(isFlagged({ Rg: 3_000_000, Tg: 11_000_000, R: 120_000_000, T: 200_000_000 }, 300)).toBe(false);
    expect(isFlagged({ Rg: 3_000_000, Tg: 11_000_001, R: 120_000_000, T: 200_000_000 }, 300)).toBe(true);
  });

  test('N/A when T or R is 0', () => {
    expect(isFlagged({ Rg: 0, Tg: 0, R: 0, T: 10 }, 300)).toBeNull();
    expect(representativeness([{ set: 'NPSO', code: 'LD', leavers: 0, respondents: 0 }], { T: 0, R: 0 }, 300)).toEqual({
      representative: null,
      subgroups: [
        {
          set: 'NPSO',
          code: 'LD',
          leavers: 0,
          respondents: 0,
          leaverShare: null,
          respondentShare: null,
          difference: null,
          flagged: null,
          responseRate: null,
        },
      ],
    });
  });

  test('representative only when no subgroup is flagged; the difference is signed', () => {
    const result = representativeness(
      [
        { set: 'NPSO', code: 'LD', leavers: 11, respondents: 3 },
        { set: 'NPSO', code: 'FEMALE', leavers: 100, respondents: 70 },
      ],
      { T: 200, R: 120 },
      300,
    );
    expect(result.subgroups.map((g) => [g.code, g.flagged, Math.sign(g.difference!)])).toEqual([
      ['LD', false, -1],
      ['FEMALE', true, 1],
    ]);
    expect(result.representative).toBe(false);
    expect(result.subgroups[1]!.responseRate).toBe(70);
  });
});

describe('subgroups', () => {
  const youth = {
    disabilityCategory: 'AUT',
    sex: 'F',
    raceEthnicity: 'HISPANIC',
    englishLearner: true,
    exitReason: 'MOVED_NOT_CONTINUING',
  };

  test('NPSO: LD, ED, ID or else AO; Female; Minority (all but White); EL; Dropout (with moved, not continuing)', () => {
    expect(subgroupsOf('NPSO', youth)).toEqual(['AO', 'FEMALE', 'MINORITY', 'EL', 'DROPOUT']);
    expect(
      subgroupsOf('NPSO', {
        ...youth,
        disabilityCategory: 'LD',
        sex: 'M',
        raceEthnicity: 'WHITE',
        englishLearner: false,
        exitReason: 'GRADUATED',
      }),
    ).toEqual(['LD']);
    expect(subgroupsOf('EL', { ...youth, englishLearner: false })).toEqual(['N']);
  });

  test('counts add each group of youth to every subgroup it is in, and list empty subgroups too', () => {
    const counts = subgroupCounts(
      ['NPSO', 'SEX'],
      [
        { ...youth, leavers: 4, respondents: 2 },
        { ...youth, disabilityCategory: 'ED', sex: 'M', leavers: 6, respondents: 1 },
      ],
    );
    const of = (set: string, code: string) => counts.find((c) => c.set === set && c.code === code);
    expect(of('NPSO', 'AO')).toMatchObject({ leavers: 4, respondents: 2 });
    expect(of('NPSO', 'MINORITY')).toMatchObject({ leavers: 10, respondents: 3 });
    expect(of('NPSO', 'LD')).toMatchObject({ leavers: 0, respondents: 0 });
    expect(of('SEX', 'M')).toMatchObject({ leavers: 6, respondents: 1 });
    expect(counts.filter((c) => c.set === 'NPSO')).toHaveLength(8);
  });
});
