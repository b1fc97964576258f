import { sql, type Kysely } from 'kysely';

/**
 * The one set of calendars every clock counts on (day counting of restraint, dispute resolution and
 * monitoring): the state holiday calendar and each LEA's school calendar, per school year (keyed by
 * the year it ends, 1 July to 30 June). Published read-only in `reference` for the services' day
 * counting; admin's tables stay free to change behind the views.
 *
 * The holidays arrive as reference data: U.S. federal holidays (observed Friday before a Saturday,
 * Monday after a Sunday) and Nevada's Nevada Day and Family Day, for school years 2020 to 2032, which
 * hold every year of the directory and the demo. They are written out here, not generated, so this
 * migration gives the same rows whatever the day-counting library later becomes.
 */
const HOLIDAYS: [string, string][] = [
  ['2019-07-04', 'Independence Day'],
  ['2019-09-02', 'Labor Day'],
  ['2019-10-14', 'Columbus Day'],
  ['2019-10-25', 'Nevada Day'],
  ['2019-11-11', 'Veterans Day'],
  ['2019-11-28', 'Thanksgiving Day'],
  ['2019-11-29', 'Family Day'],
  ['2019-12-25', 'Christmas Day'],
  ['2020-01-01', "New Year's Day"],
  ['2020-01-20', 'Birthday of Martin Luther King, Jr.'],
  ['2020-02-17', "Washington's Birthday"],
  ['2020-05-25', 'Memorial Day'],
  ['2020-07-03', 'Independence Day (observed)'],
  ['2020-09-07', 'Labor Day'],
  ['2020-10-12', 'Columbus Day'],
  ['2020-10-30', 'Nevada Day'],
  ['2020-11-11', 'Veterans Day'],
  ['2020-11-26', 'Thanksgiving Day'],
  ['2020-11-27', 'Family Day'],
  ['2020-12-25', 'Christmas Day'],
  ['2021-01-01', "New Year's Day"],
  ['2021-01-18', 'Birthday of Martin Luther King, Jr.'],
  ['2021-02-15', "Washington's Birthday"],
  ['2021-05-31', 'Memorial Day'],
  ['2021-06-18', 'Juneteenth National Independence Day (observed)'],
  ['2021-07-05', 'Independence Day (observed)'],
  ['2021-09-06', 'Labor Day'],
  ['2021-10-11', 'Columbus Day'],
  ['2021-10-29', 'Nevada Day'],
  ['2021-11-11', 'Veterans Day'],
  ['2021-11-25', 'Thanksgiving Day'],
  ['2021-11-26', 'Family Day'],
  ['2021-12-24', 'Christmas Day (observed)'],
  ['2021-12-31', "New Year's Day (observed)"],
  ['2022-01-17', 'Birthday of Martin Luther King, Jr.'],
  ['2022-02-21', "Washington's Birthday"],
  ['2022-05-30', 'Memorial Day'],
  ['2022-06-20', 'Juneteenth National Independence Day (observed)'],
  ['2022-07-04', 'Independence Day'],
  ['2022-09-05', 'Labor Day'],
  ['2022-10-10', 'Columbus Day'],
  ['2022-10-28', 'Nevada Day'],
  ['2022-11-11', 'Veterans Day'],
  ['2022-11-24', 'Thanksgiving Day'],
  ['2022-11-25', 'Family Day'],
  ['2022-12-26', 'Christmas Day (observed)'],
  ['2023-01-02', "New Year's Day (observed)"],
  ['2023-01-16', 'Birthday of Martin Luther King, Jr.'],
  ['2023-02-20', "Washington's Birthday"],
  ['2023-05-29', 'Memorial Day'],
  ['2023-06-19', 'Juneteenth National Independence Day'],
  ['2023-07-04', 'Independence Day'],
  ['2023-09-04', 'Labor Day'],
  ['2023-10-09', 'Columbus Day'],
  ['2023-10-27', 'Nevada Day'],
  ['2023-11-10', 'Veterans Day (observed)'],
  ['2023-11-23', 'Thanksgiving Day'],
  ['2023-11-24', 'Family Day'],
  ['2023-12-25', 'Christmas Day'],
  ['2024-01-01', "New Year's Day"],
  ['2024-01-15', 'Birthday of Martin Luther King, Jr.'],
  ['2024-02-19', "Washington's Birthday"],
  ['2024-05-27', 'Memorial Day'],
  ['2024-06-19', 'Juneteenth National Independence Day'],
  ['2024-07-04', 'Independence Day'],
  ['2024-09-02', 'Labor Day'],
  ['2024-10-14', 'Columbus Day'],
  ['2024-10-25', 'Nevada Day'],
  ['2024-11-11', 'Veterans Day'],
  ['2024-11-28', 'Thanksgiving Day'],
  ['2024-11-29', 'Family Day'],
  ['2024-12-25', 'Christmas Day'],
  ['2025-01-01', "New Year's Day"],
  ['2025-01-20', 'Birthday of Martin Luther King, Jr.'],
  ['2025-02-17', "Washington's Birthday"],
  ['2025-05-26', 'Memorial Day'],
  ['2025-06-19', 'Juneteenth National Independence Day'],
  ['2025-07-04', 'Independence Day'],
  ['2025-09-01', 'Labor Day'],
  ['2025-10-13', 'Columbus Day'],
  ['2025-10-31', 'Nevada Day'],
  ['2025-11-11', 'Veterans Day'],
  ['2025-11-27', 'Thanksgiving Day'],
  ['2025-11-28', 'Family Day'],
  ['2025-12-25', 'Christmas Day'],
  ['2026-01-01', "New Year's Day"],
  ['2026-01-19', 'Birthday of Martin Luther King, Jr.'],
  ['2026-02-16', "Washington's Birthday"],
  ['2026-05-25', 'Memorial Day'],
  ['2026-06-19', 'Juneteenth National Independence Day'],
  ['2026-07-03', 'Independence Day (observed)'],
  ['2026-09-07', 'Labor Day'],
  ['2026-10-12', 'Columbus Day'],
  ['2026-10-30', 'Nevada Day'],
  ['2026-11-11', 'Veterans Day'],
  ['2026-11-26', 'Thanksgiving Day'],
  ['2026-11-27', 'Family Day'],
  ['2026-12-25', 'Christmas Day'],
  ['2027-01-01', "New Year's Day"],
  ['2027-01-18', 'Birthday of Martin Luther King, Jr.'],
  ['2027-02-15', "Washington's Birthday"],
  ['2027-05-31', 'Memorial Day'],
  ['2027-06-18', 'Juneteenth National Independence Day (observed)'],
  ['2027-07-05', 'Independence Day (observed)'],
  ['2027-09-06', 'Labor Day'],
  ['2027-10-11', 'Columbus Day'],
  ['2027-10-29', 'Nevada Day'],
  ['2027-11-11', 'Veterans Day'],
  ['2027-11-25', 'Thanksgiving Day'],
  ['2027-11-26', 'Family Day'],
  ['2027-12-24', 'Christmas Day (observed)'],
  ['2027-12-31', "New Year's Day (observed)"],
  ['2028-01-17', 'Birthday of Martin Luther King, Jr.'],
  ['2028-02-21', "Washington's Birthday"],
  ['2028-05-29', 'Memorial Day'],
  ['2028-06-19', 'Juneteenth National Independence Day'],
  ['2028-07-04', 'Independence Day'],
  ['2028-09-04', 'Labor Day'],
  ['2028-10-09', 'Columbus Day'],
  ['2028-10-27', 'Nevada Day'],
  ['2028-11-10', 'Veterans Day (observed)'],
  ['2028-11-23', 'Thanksgiving Day'],
  ['2028-11-24', 'Family Day'],
  ['2028-12-25', 'Christmas Day'],
  ['2029-01-01', "New Year's Day"],
  ['2029-01-15', 'Birthday of Martin Luther King, Jr.'],
  ['2029-02-19', "Washington's Birthday"],
  ['2029-05-28', 'Memorial Day'],
  ['2029-06-19', 'Juneteenth National Independence Day'],
  ['2029-07-04', 'Independence Day'],
  ['2029-09-03', 'Labor Day'],
  ['2029-10-08', 'Columbus Day'],
  ['2029-10-26', 'Nevada Day'],
  ['2029-11-12', 'Veterans Day (observed)'],
  ['2029-11-22', 'Thanksgiving Day'],
  ['2029-11-23', 'Family Day'],
  ['2029-12-25', 'Christmas Day'],
  ['2030-01-01', "New Year's Day"],
  ['2030-01-21', 'Birthday of Martin Luther King, Jr.'],
  ['2030-02-18', "Washington's Birthday"],
  ['2030-05-27', 'Memorial Day'],
  ['2030-06-19', 'Juneteenth National Independence Day'],
  ['2030-07-04', 'Independence Day'],
  ['2030-09-02', 'Labor Day'],
  ['2030-10-14', 'Columbus Day'],
  ['2030-10-25', 'Nevada Day'],
  ['2030-11-11', 'Veterans Day'],
  ['2030-11-28', 'Thanksgiving Day'],
  ['2030-11-29', 'Family Day'],
  ['2030-12-25', 'Christmas Day'],
  ['2031-01-01', "New Year's Day"],
  ['2031-01-20', 'Birthday of Martin Luther King, Jr.'],
  ['2031-02-17', "Washington's Birthday"],
  ['2031-05-26', 'Memorial Day'],
  ['2031-06-19', 'Juneteenth National Independence Day'],
  ['2031-07-04', 'Independence Day'],
  ['2031-09-01', 'Labor Day'],
  ['2031-10-13', 'Columbus Day'],
  ['2031-10-31', 'Nevada Day'],
  ['2031-11-11', 'Veterans Day'],
  ['2031-11-27', 'Thanksgiving Day'],
  ['2031-11-28', 'Family Day'],
  ['2031-12-25', 'Christmas Day'],
  ['2032-01-01', "New Year's Day"],
  ['2032-01-19', 'Birthday of Martin Luther King, Jr.'],
  ['2032-02-16', "Washington's Birthday"],
  ['2032-05-31', 'Memorial Day'],
  ['2032-06-18', 'Juneteenth National Independence Day (observed)'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const schoolYearOf = (column: string) =>
    sql.raw(`(extract(year from ${column})::int + case when extract(month from ${column}) >= 7 then 1 else 0 end)`);

  await sql`create table admin.state_holidays (
    id integer generated by default as identity primary key,
    date date not null unique,
    name text not null check (length(name) between 1 and 100),
    school_year integer not null generated always as ${schoolYearOf('date')} stored,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index state_holidays_school_year on admin.state_holidays (school_year, date)`.execute(db);

  await sql`create table admin.school_calendars (
    lea_id integer not null,
    school_year integer not null,
    imported_at timestamptz not null default now(),
    imported_by integer,
    primary key (lea_id, school_year)
  )`.execute(db);

  await sql`create table admin.school_calendar_days (
    lea_id integer not null,
    school_year integer not null,
    date date not null,
    kind text not null check (kind in ('instructional', 'partial', 'early-release', 'extended-year', 'closed')),
    note text,
    primary key (lea_id, date),
    foreign key (lea_id, school_year) references admin.school_calendars (lea_id, school_year) on delete cascade,
    check (school_year = ${schoolYearOf('date')})
  )`.execute(db);

  for (let start = 0; start < HOLIDAYS.length; start += 100) {
    const rows = HOLIDAYS.slice(start, start + 100).map(([date, name]) => sql`(${date}::date, ${name})`);
    await sql`insert into admin.state_holidays (date, name) values ${sql.join(rows)}`.execute(db);
  }

  await sql`create schema if not exists reference`.execute(db);
  await sql`create view reference.state_holidays as select date, name, school_year from admin.state_holidays`.execute(db);
  await sql`create view reference.school_calendars as select lea_id, school_year from admin.school_calendars`.execute(db);
  await sql`create view reference.school_calendar_days as select lea_id, date, kind from admin.school_calendar_days`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const view of ['school_calendar_days', 'school_calendars', 'state_holidays'])
    await sql`drop view if exists ${sql.id('reference', view)}`.execute(db);
  for (const table of ['school_calendar_days', 'school_calendars', 'state_holidays'])
    await sql`drop table if exists ${sql.id('admin', table)}`.execute(db);
}
