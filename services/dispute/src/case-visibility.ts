import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Principal } from '@portal/service-kit';
import type { RequestsTable } from './db';

/**
 * Which requests (aliased `r`) of an LEA the caller may see: LEA staff only
 * once the LEA has been told of a case (a state complaint at acceptance);
 * state staff, who work every LEA, see them all. Lists filter with it and
 * single-record routes check with it, so both agree.
 */
export function visibleCases(principal: Principal): Expression<SqlBool> {
  const eb = expressionBuilder<{ r: RequestsTable }, 'r'>();
  return principal.allLeas ? eb.lit(true) : eb('r.lea_notified_at', 'is not', null);
}
