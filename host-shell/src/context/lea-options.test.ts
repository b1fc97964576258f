import { leaOptionGroups } from './lea-options';

const lea = (id: number, name: string, kind: 'state' | 'district' | 'charter') => ({
  id,
  name,
  leaCode: String(id),
  isNdeLevelDistrict: kind === 'state',
  isIncludedInCharterGroup: kind === 'charter',
});

test('Districts then Charters, the state-level district leading the Districts', () => {
  const groups = leaOptionGroups([
    lea(2, 'Adams Public Schools', 'district'),
    lea(9, 'Prairie Wind Charter Academy', 'charter'),
    lea(1, 'State Department of Education', 'state'),
    lea(3, 'Boone Public Schools', 'district'),
  ]);
  expect(groups).toEqual([
    {
      label: 'Districts',
      options: [
        { value: 1, label: 'State Department of Education' },
        { value: 2, label: 'Adams Public Schools' },
        { value: 3, label: 'Boone Public Schools' },
      ],
    },
    { label: 'Charters', options: [{ value: 9, label: 'Prairie Wind Charter Academy' }] },
  ]);
});

test('a group with no LEAs is left out', () => {
  expect(leaOptionGroups([lea(2, 'Adams Public Schools', 'district')]).map((g) => g.label)).toEqual(['Districts']);
  expect(leaOptionGroups([])).toEqual([]);
});
