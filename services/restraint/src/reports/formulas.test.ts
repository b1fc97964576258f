import { annualRates, boardTimeliness, noticeTimeliness, planTimeliness, ratePer, repeatUseRate, totalDenominator } from './formulas';

describe('restraint report formulas (restraint.md, Reports and formulas)', () => {
  it("gives the spec's example: 12 physical restraints, 40 teachers, 800 pupils -> 0.3000 and 0.0150", () => {
    const rates = annualRates({ physical: 12, mechanical: 0, violations: 3 }, { teachers: 40, pupils: 800 });
    expect(rates.physicalPerTeacher).toBe(0.3);
    expect(rates.physicalPerPupil).toBe(0.015);
    expect(rates.physicalPerTeacher!.toFixed(4)).toBe('0.3000');
    expect(rates.physicalPerPupil!.toFixed(4)).toBe('0.0150');
    expect(rates.mechanicalPerTeacher).toBe(0);
    expect(rates.violationsPerPupil).toBe(0.0038);
  });

  it('has no rate (N/A) when a denominator is missing or zero', () => {
    expect(annualRates({ physical: 5, mechanical: 1, violations: 0 }, { teachers: null, pupils: 0 })).toEqual({
      physicalPerTeacher: null,
      physicalPerPupil: null,
      mechanicalPerTeacher: null,
      mechanicalPerPupil: null,
      violationsPerTeacher: null,
      violationsPerPupil: null,
    });
  });

  it('rounds rates to four decimals', () => {
    expect(ratePer(1, 3)).toBe(0.3333);
    expect(ratePer(2, 3)).toBe(0.6667);
  });

  it("totals the schools' denominators only when every school has one", () => {
    expect(totalDenominator([40, 25])).toBe(65);
    expect(totalDenominator([40, null])).toBeNull();
    expect(totalDenominator([])).toBe(0);
  });

  it('computes the timeliness percents and the repeat-use rate x 100 at full precision, null for a zero denominator', () => {
    expect(boardTimeliness(3, 4)).toBe(75);
    expect(planTimeliness(1, 3)).toBeCloseTo(33.333333, 5);
    expect(noticeTimeliness(0, 0)).toBeNull();
    expect(repeatUseRate(2, 8)).toBe(25);
  });
});
