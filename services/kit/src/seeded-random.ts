/**
 * A deterministic random source for demo seeds: the same seed gives the same
 * data on every machine and every run, so demo screens, screenshots and
 * benchmarks stay comparable (Math.random would not).
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An ISO date (YYYY-MM-DD) in [from, to], both inclusive and given as ISO dates. */
  dateBetween(from: string, to: string): string;
  /** An ISO date inside the school year ending in `schoolYear` (1 July to 30 June). */
  dateInSchoolYear(schoolYear: number): string;
  /** A plausible person's name; demo data only, never a real record. */
  person(): { firstName: string; lastName: string };
}

const DAY_MS = 86_400_000;

const firstNames = [
  'Aiden',
  'Amelia',
  'Avery',
  'Benjamin',
  'Camila',
  'Carter',
  'Chloe',
  'Daniel',
  'Elena',
  'Elijah',
  'Emma',
  'Ethan',
  'Gabriel',
  'Grace',
  'Hannah',
  'Isaac',
  'Isabella',
  'Jackson',
  'Jayden',
  'Layla',
  'Leah',
  'Liam',
  'Lucas',
  'Maya',
  'Mateo',
  'Mia',
  'Noah',
  'Nora',
  'Oliver',
  'Olivia',
  'Owen',
  'Riley',
  'Samuel',
  'Sofia',
  'Wyatt',
  'Zoe',
];
const lastNames = [
  'Anderson',
  'Begay',
  'Brown',
  'Chen',
  'Clark',
  'Davis',
  'Garcia',
  'Hernandez',
  'Jackson',
  'Johnson',
  'Kim',
  'Lee',
  'Lopez',
  'Martin',
  'Martinez',
  'Miller',
  'Moore',
  'Nguyen',
  'Patel',
  'Ramirez',
  'Robinson',
  'Sanchez',
  'Smith',
  'Taylor',
  'Thomas',
  'Thompson',
  'Walker',
  'White',
  'Williams',
  'Wilson',
];

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function seededRandom(seed: number): SeededRandom {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const dateBetween = (from: string, to: string) => {
    const start = Date.parse(`${from}T00:00:00Z`);
    const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY_MS);
    return new Date(start + int(0, days) * DAY_MS).toISOString().slice(0, 10);
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    dateBetween,
    dateInSchoolYear: (schoolYear) => dateBetween(`${schoolYear - 1}-07-01`, `${schoolYear}-06-30`),
    person: () => ({ firstName: pick(firstNames), lastName: pick(lastNames) }),
  };
}
