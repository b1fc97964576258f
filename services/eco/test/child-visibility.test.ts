import type { ChildPage, ChildRecord, ChildSearchResult } from '@portal/shared-contracts/eco';
import { DISTRICT_USER, STATE_ADMIN, STATE_USER, useEcoPortal } from './eco-portal';

const eco = useEcoPortal();

// One rule says which children a caller may see; the list, the search and the record must each answer that same set.
describe('which children a caller sees', () => {
  const birthDate = '2020-07-19';
  const lastName = 'Samesetchild';
  let home: number[];
  let elsewhere: number;

  beforeAll(async () => {
    home = [];
    for (const firstName of ['Ada', 'Bo']) home.push((await eco.createChild({ firstName, lastName, birthDate })).json<ChildRecord>().id);
    elsewhere = (
      await eco.createChild({ firstName: 'Cy', lastName, birthDate, leaId: eco.otherLea, schoolId: null }, STATE_ADMIN)
    ).json<ChildRecord>().id;
  });

  const listed = async (user: string, leaId: number) =>
    (await eco.call('GET', `/api/eco/children?search=${lastName}&pageSize=100&leaId=${leaId}`, { user }))
      .json<ChildPage>()
      .items.map((c) => c.id);
  const found = async (user: string, allLeas = false) =>
    (await eco.call('GET', `/api/eco/children/search?birthDate=${birthDate}${allLeas ? '&allLeas=true' : ''}`, { user }))
      .json<ChildSearchResult>()
      .items.map((c) => c.id);
  const opened = async (user: string) => {
    const open: number[] = [];
    for (const id of [...home, elsewhere])
      if ((await eco.call('GET', `/api/eco/children/${id}`, { user })).statusCode === 200) open.push(id);
    return open;
  };
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  test("a district user sees their LEA's children alike in the list, the search and the record, and none of another LEA's", async () => {
    const mine = sorted(home);
    expect(sorted(await listed(DISTRICT_USER, eco.homeLea))).toEqual(mine);
    expect(sorted(await found(DISTRICT_USER))).toEqual(mine);
    expect(sorted(await opened(DISTRICT_USER))).toEqual(mine);
    expect((await eco.call('GET', `/api/eco/children?leaId=${eco.otherLea}`)).statusCode).toBe(403);
  });

  test("advanced search finds another LEA's children, and its holder may open each one it finds", async () => {
    const everyone = sorted([...home, elsewhere]);
    expect(await found(STATE_USER, true)).toEqual(expect.arrayContaining(everyone));
    expect(sorted(await opened(STATE_USER))).toEqual(everyone);
    expect(await listed(STATE_USER, eco.otherLea)).toEqual([elsewhere]);
  });
});
