import { templateError } from '@portal/shared-contracts';
import { mailTypeSeeds, storedFields } from '../src/seed/mail-types';

test('every seeded template uses only the fields its type declares', () => {
  const faults = mailTypeSeeds.flatMap((seed) => {
    const names = storedFields(seed).map((f) => f.name);
    return [seed.subject, seed.body].map((t) => templateError(t, seed.name, names)).filter((fault) => fault !== null);
  });
  expect(faults).toEqual([]);
});

test('no seeded type lists a field twice', () => {
  for (const seed of mailTypeSeeds) {
    const names = storedFields(seed).map((f) => f.name);
    expect([seed.code, new Set(names).size]).toEqual([seed.code, names.length]);
  }
});
