/** The demo state's directory: one state-level district, 20 districts, 5 charters. */
export const STATE_LEVEL = { code: '00-0000', name: 'State Department of Education', city: 'Capital City', county: 'Capitol' };

const districtPlaces = [
  'Adams',
  'Boone',
  'Cedar',
  'Dawson',
  'Elm Creek',
  'Franklin',
  'Garfield',
  'Hall',
  'Jefferson',
  'Kearney',
  'Lincoln',
  'Madison',
  'Nemaha',
  'Otoe',
  'Pawnee',
  'Red Willow',
  'Saline',
  'Thayer',
  'Valley',
  'Wayne',
];
const charterNames = [
  'Prairie Wind Charter Academy',
  'Riverbend STEM Charter',
  'Sandhills Virtual Charter',
  'Summit Leadership Charter',
  'Twin Rivers Arts Charter',
];

export interface LeaSeed {
  code: string;
  name: string;
  city: string;
  county: string;
  zip: string;
  charter: boolean;
}

export const districts: LeaSeed[] = districtPlaces.map((place, i) => ({
  code: `${String(i + 1).padStart(2, '0')}-${String(1000 + i * 7).padStart(4, '0')}`,
  name: `${place} Public Schools`,
  city: `${place} City`,
  county: place,
  zip: String(68001 + i * 17),
  charter: false,
}));

export const charters: LeaSeed[] = charterNames.map((name, i) => ({
  code: `90-${String(9001 + i).padStart(4, '0')}`,
  name,
  city: ['Capital City', 'Riverbend', 'Valentine', 'Summit', 'Twin Falls'][i] ?? 'Capital City',
  county: ['Capitol', 'Hall', 'Cherry', 'Dawson', 'Platte'][i] ?? 'Capitol',
  zip: String(68501 + i * 3),
  charter: true,
}));

export const schoolLevels = ['Elementary School', 'Middle School', 'High School'] as const;

/** School years 2023-2024 through 2026-2027, keyed by the ending year; 2026-2027 is current. */
export const schoolYearKeys = [2024, 2025, 2026, 2027] as const;
export const CURRENT_SCHOOL_YEAR = 2027;
