import type { ServiceDefinition } from '@portal/service-kit';
import { migrations } from './migrations';
import { seedEco } from './seed';
import { childrenRoutes } from './routes/children';
import { overviewRoutes } from './routes/overview';

/** Early Childhood Outcomes (child search): children, entry and exit ratings, the B7 report. */
export const ecoService: ServiceDefinition = {
  name: 'eco',
  title: 'Early Childhood Outcomes',
  schema: 'eco',
  apiPrefixes: ['/api/eco'],
  port: 8104,
  migrations,
  seed: seedEco,
  routes: [overviewRoutes, childrenRoutes],
};
