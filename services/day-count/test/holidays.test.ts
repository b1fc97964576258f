import { federalHolidays, nevadaHolidays, stateHolidays, stateHolidaysForSchoolYear } from '../src';

const dates = (list: { date: string }[]) => list.map((h) => h.date);

describe('state holiday calendar', () => {
  it('lists the federal holidays of 2024 on their days', () => {
    expect(dates(federalHolidays(2024))).toEqual([
      '2024-01-01',
      '2024-01-15',
      '2024-02-19',
      '2024-05-27',
      '2024-06-19',
      '2024-07-04',
      '2024-09-02',
      '2024-10-14',
      '2024-11-11',
      '2024-11-28',
      '2024-12-25',
    ]);
  });

  it('observes a Saturday holiday on the Friday before and a Sunday one on the Monday after', () => {
    const y2021 = federalHolidays(2021);
    expect(y2021).toContainEqual({ date: '2021-07-05', name: 'Independence Day (observed)' });
    expect(y2021).toContainEqual({ date: '2021-06-18', name: 'Juneteenth National Independence Day (observed)' });
    expect(y2021).toContainEqual({ date: '2021-12-24', name: 'Christmas Day (observed)' });
    // 1 January 2022 was a Saturday: observed on 31 December 2021, so it belongs to 2021's list.
    expect(y2021).toContainEqual({ date: '2021-12-31', name: "New Year's Day (observed)" });
    expect(dates(federalHolidays(2022))).not.toContain('2022-01-01');
    expect(federalHolidays(2023)).toContainEqual({ date: '2023-11-10', name: 'Veterans Day (observed)' });
    expect(federalHolidays(2026)).toContainEqual({ date: '2026-07-03', name: 'Independence Day (observed)' });
  });

  it('has no Juneteenth before 2021', () => {
    expect(federalHolidays(2020).map((h) => h.name)).not.toContain('Juneteenth National Independence Day');
  });

  it('adds Nevada Day (last Friday of October) and Family Day (the day after Thanksgiving)', () => {
    expect(nevadaHolidays(2024)).toEqual([
      { date: '2024-10-25', name: 'Nevada Day' },
      { date: '2024-11-29', name: 'Family Day' },
    ]);
    expect(dates(nevadaHolidays(2026))).toEqual(['2026-10-30', '2026-11-27']);
    expect(dates(nevadaHolidays(2021))).toEqual(['2021-10-29', '2021-11-26']);
  });

  it('makes the state calendar the federal holidays plus Nevada’s, in date order', () => {
    const all = dates(stateHolidays(2024));
    expect(all).toHaveLength(13);
    expect(all).toEqual([...all].sort());
    expect(all).toEqual(expect.arrayContaining(['2024-09-02', '2024-10-25', '2024-11-29']));
  });

  it('gives a school year its holidays from 1 July to 30 June', () => {
    const year = stateHolidaysForSchoolYear(2025);
    expect(year[0]).toEqual({ date: '2024-07-04', name: 'Independence Day' });
    expect(year.at(-1)).toEqual({ date: '2025-06-19', name: 'Juneteenth National Independence Day' });
    expect(year).toHaveLength(13);
  });
});
