import { QueryClient } from '@tanstack/react-query';
import ky from 'ky';
import type { OverviewResponse } from '../schemas/common';
import { overviewQueryOptions } from './overview';

const overview: OverviewResponse = {
  leaId: 7,
  leaName: 'Carson City School District',
  schoolYear: '2025-2026',
  figures: [{ key: 'leavers', label: 'Youth on the student list', value: 120 }],
};

describe('the overview query', () => {
  test('is keyed like useAppQueryKey, so another LEA or school year is another query', () => {
    expect(overviewQueryOptions('eco', ky, 7, 2026).queryKey).toEqual(['eco', 7, 2026, 'overview']);
  });

  test.each([
    [7, 2026, true],
    [null, 2026, false],
    [7, null, false],
  ])('with LEA %p and school year %p, runs: %p', (leaId, schoolYear, enabled) => {
    expect(overviewQueryOptions('eco', ky, leaId, schoolYear).enabled).toBe(enabled);
  });

  test("asks the app's own service through the client it is given", async () => {
    const requests: Request[] = [];
    const http = ky.create({
      prefix: 'http://portal.test/api',
      fetch: async (input, init) => {
        requests.push(new Request(input, init));
        return Response.json(overview);
      },
    });
    const queryClient = new QueryClient();
    try {
      expect(await queryClient.fetchQuery(overviewQueryOptions('psos', http, 7, 2026))).toEqual(overview);
    } finally {
      // Leaves no garbage-collection timer to hold jest open.
      queryClient.clear();
    }
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['GET /api/psos/overview']);
  });
});
