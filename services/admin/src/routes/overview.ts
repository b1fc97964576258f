import { adminUserPermissions } from '@portal/shared-contracts';
import { overviewRoute } from '@portal/service-kit';
import type { AdminDb } from '../db';

/** What the administrator looks after: the List Manager's lists and the directory's size. */
export const overviewRoutes = overviewRoute({
  service: 'admin',
  permissions: adminUserPermissions,
  figures: {
    lists: 'Lookup lists',
    activeValues: 'List values in use',
    retiredValues: 'Retired list values',
    leas: 'Districts and charters',
    schools: "This LEA's schools",
  },
  count(db: AdminDb, { leaId }) {
    return db
      .selectNoFrom((eb) => [
        eb.cast<number>(eb.selectFrom('lookup_lists').select(eb.fn.countAll().as('n')), 'integer').as('lists'),
        eb
          .cast<number>(eb.selectFrom('lookup_values').select(eb.fn.countAll().as('n')).where('retired_at', 'is', null), 'integer')
          .as('activeValues'),
        eb
          .cast<number>(eb.selectFrom('lookup_values').select(eb.fn.countAll().as('n')).where('retired_at', 'is not', null), 'integer')
          .as('retiredValues'),
        eb
          .cast<number>(
            eb.selectFrom('directory.leas').select(eb.fn.countAll().as('n')).where('is_nde_level_district', '=', false),
            'integer',
          )
          .as('leas'),
        eb
          .cast<number>(eb.selectFrom('directory.schools').select(eb.fn.countAll().as('n')).where('lea_id', '=', leaId), 'integer')
          .as('schools'),
      ])
      .executeTakeFirstOrThrow();
  },
});
