import os from 'node:os';
import { sendRequest } from '@portal/service-kit/testing';
import { LOAD_SETTINGS, measureLoad, type LoadFigures } from './load';
import { signInForApi, type ServicesOnPostgres } from './services-on-postgres';

/** An authenticated list under load: its first page of 25, as its application opens it. */
export interface LoadedList {
  label: string;
  service: string;
  path: string;
  user: string;
  schoolYear: number;
}

/** The lists the throughput figures load, each on its service's own port and through the gateway. */
export const LOADED_LISTS: readonly LoadedList[] = [
  {
    label: 'ECO child list',
    service: 'eco',
    path: '/api/eco/children?pageNumber=1&pageSize=25',
    user: 'districtuser@example.org',
    schoolYear: 2026,
  },
  {
    label: 'restraint incidents list',
    service: 'restraint',
    path: '/api/restraint/incidents?pageNumber=1&pageSize=25',
    user: 'districtuser@example.org',
    schoolYear: 2026,
  },
  // The demo data's open PSOS collection is 2024-2025's (2026's is a draft without youth).
  {
    label: 'PSOS youth list',
    service: 'psos',
    path: '/api/psos/youth?pageNumber=1&pageSize=25',
    user: 'districtuser@example.org',
    schoolYear: 2025,
  },
];

export interface ListThroughput extends LoadedList {
  /** How many rows the list pages through: the figures mean little without the data size. */
  itemsInList: number;
  direct: LoadFigures;
  throughGateway: LoadFigures;
}

export interface ThroughputFigures {
  settings: typeof LOAD_SETTINGS;
  database: ServicesOnPostgres['database'];
  /** The 1-minute load average before the runs: other work on the machine lowers every figure. */
  machineLoadBefore: number;
  bareFastify: LoadFigures;
  lists: ListThroughput[];
}

async function measureList(list: LoadedList, services: ServicesOnPostgres): Promise<ListThroughput> {
  const { headers } = await signInForApi(services.urlOf('identity'), list.user, list.schoolYear);
  const serviceUrl = services.urlOf(list.service);
  // One checked answer first: a load of 401s or 403s would measure the error path.
  const probe = await sendRequest(serviceUrl, { url: list.path, headers });
  if (probe.statusCode !== 200) throw new Error(`GET ${list.path} answered ${probe.statusCode}: ${probe.body}`);
  return {
    ...list,
    itemsInList: probe.json<{ totalCount: number }>().totalCount,
    direct: await measureLoad(`${serviceUrl}${list.path}`, headers),
    throughGateway: await measureLoad(`${services.gatewayUrl}${list.path}`, headers),
  };
}

/** Each list of LOADED_LISTS as its user, on its service's own port and through the gateway, beside a bare Fastify route. */
export async function measureThroughput(bareUrl: string, services: ServicesOnPostgres): Promise<ThroughputFigures> {
  const machineLoadBefore = os.loadavg()[0]!;
  const bareFastify = await measureLoad(bareUrl);
  const lists: ListThroughput[] = [];
  for (const list of LOADED_LISTS) lists.push(await measureList(list, services));
  return { settings: LOAD_SETTINGS, database: services.database, machineLoadBefore, bareFastify, lists };
}
