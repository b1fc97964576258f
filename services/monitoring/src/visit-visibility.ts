import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Principal } from '@portal/service-kit';
import type { VisitsTable } from './db';

/**
 * Which visits (aliased `v`) of an LEA the caller may see: LEA staff from the
 * notification on (monitoring.md, permissions); state monitors, who plan them,
 * see every visit. Lists filter with it and single-visit routes check with it.
 */
export function visibleVisits(principal: Principal): Expression<SqlBool> {
  const eb = expressionBuilder<{ v: VisitsTable }, 'v'>();
  return principal.allLeas ? eb.lit(true) : eb('v.notified_date', 'is not', null);
}
