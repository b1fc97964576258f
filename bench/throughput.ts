import os from 'node:os';
import { sendRequest } from '@portal/service-kit/testing';
import { LOAD_SETTINGS, measureLoad, type LoadFigures } from './load';
import { signInForApi, type ServicesOnPostgres } from './services-on-postgres';

export const CHILD_LIST_PATH = '/api/eco/children?pageNumber=1&pageSize=25';
const SCHOOL_YEAR = 2026;

export interface ThroughputFigures {
  settings: typeof LOAD_SETTINGS;
  database: ServicesOnPostgres['database'];
  /** How many children the list pages through: the figures mean little without the data size. */
  childrenInList: number;
  /** The 1-minute load average before the runs: other work on the machine lowers every figure. */
  machineLoadBefore: number;
  bareFastify: LoadFigures;
  childListDirect: LoadFigures;
  childListThroughGateway: LoadFigures;
}

/** The child list as the district user, on the eco service's own port and through the gateway, beside a bare Fastify route. */
export async function measureThroughput(bareUrl: string, services: ServicesOnPostgres): Promise<ThroughputFigures> {
  const { headers } = await signInForApi(services.urlOf('identity'), 'districtuser@example.org', SCHOOL_YEAR);
  const ecoUrl = services.urlOf('eco');
  // One checked answer first: a load of 401s or 403s would measure the error path.
  const probe = await sendRequest(ecoUrl, { url: CHILD_LIST_PATH, headers });
  if (probe.statusCode !== 200) throw new Error(`GET ${CHILD_LIST_PATH} answered ${probe.statusCode}: ${probe.body}`);
  return {
    settings: LOAD_SETTINGS,
    database: services.database,
    childrenInList: probe.json<{ totalCount: number }>().totalCount,
    machineLoadBefore: os.loadavg()[0]!,
    bareFastify: await measureLoad(bareUrl),
    childListDirect: await measureLoad(`${ecoUrl}${CHILD_LIST_PATH}`, headers),
    childListThroughGateway: await measureLoad(`${services.gatewayUrl}${CHILD_LIST_PATH}`, headers),
  };
}
