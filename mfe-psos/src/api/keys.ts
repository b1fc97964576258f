/**
 * The app's one query-key scheme: every key starts with the app id, then the resource. Keys of data
 * that depends on the header's LEA and year come from the SDK's `useAppQueryKey('psos', ...)`; the
 * ones here read the same whatever the header says.
 */
export const psosKeys = {
  /** Every query of the app, stale after any change: a youth's verification moves the list, the dashboards and the report. */
  all: ['psos'] as const,
  collections: ['psos', 'collections'] as const,
  collection: (id: number) => ['psos', 'collection', id] as const,
  collectionLeas: (id: number) => ['psos', 'collection', id, 'leas'] as const,
  /** The state's settings, copied into a collection when it opens. */
  settings: ['psos', 'settings'] as const,
  vendors: ['psos', 'vendors'] as const,
  vendorUsers: (vendorId: number) => ['psos', 'vendors', vendorId, 'users'] as const,
  youth: (id: number) => ['psos', 'youth', id] as const,
  attempts: (youthId: number) => ['psos', 'youth', youthId, 'attempts'] as const,
  youthHistory: (youthId: number) => ['psos', 'youth', youthId, 'history'] as const,
  b14: (collectionId: number, leaId: number | null) => ['psos', 'b14', collectionId, leaId] as const,
  instrumentVersions: ['psos', 'instrument-versions'] as const,
  instrumentVersion: (version: number) => ['psos', 'instrument-versions', version] as const,
};
