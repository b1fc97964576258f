import { useQuery } from '@tanstack/react-query';
import type {
  CollectionCreate,
  CollectionLea,
  CollectionRecord,
  CollectionSummary,
  CollectionUpdate,
  ResetRequest,
  ResetResult,
} from '@portal/shared-contracts/psos';
import { http, useSession } from '@portal/shared-contracts/sdk';
import { psosKeys } from './keys';

const path = (id: number) => `psos/collections/${id}`;
const leaPath = (id: number, leaId: number) => `${path(id)}/leas/${leaId}`;

/** Every collection, newest first: one per school year. */
export const fetchCollections = () => http.get('psos/collections').json<CollectionSummary[]>();
export const fetchCollection = (id: number) => http.get(path(id)).json<CollectionRecord>();
/** Each LEA of the collection the caller may see: its list and who interviews its youth. */
export const fetchCollectionLeas = (id: number) => http.get(`${path(id)}/leas`).json<CollectionLea[]>();

// Moves are not retried: the first try may have gone through.
export const createCollection = (body: CollectionCreate) =>
  http.post('psos/collections', { json: body, retry: 0 }).json<CollectionRecord>();
export const updateCollection = (id: number, body: CollectionUpdate) =>
  http.put(path(id), { json: body, retry: 0 }).json<CollectionRecord>();
export const openCollection = (id: number) => http.post(`${path(id)}/open`, { retry: 0 }).json<CollectionRecord>();
export const closeCollection = (id: number) => http.post(`${path(id)}/close`, { retry: 0 }).json<CollectionRecord>();
export const reopenCollection = (id: number, reason: string) =>
  http.post(`${path(id)}/reopen`, { json: { reason }, retry: 0 }).json<CollectionRecord>();

/** An LEA's youth interviewed by a vendor, or by the district (null). */
export const assignLea = (id: number, leaId: number, vendorId: number | null) =>
  http.put(`${leaPath(id, leaId)}/assignment`, { json: { vendorId }, retry: 0 });
/** The district's list is Verified once no record is Pending. */
export const submitList = (id: number, leaId: number) => http.post(`${leaPath(id, leaId)}/list/submit`, { retry: 0 });
export const setListBack = (id: number, leaId: number, reason: string) =>
  http.post(`${leaPath(id, leaId)}/list/set-back`, { json: { reason }, retry: 0 });
/** The district dashboard reset: the LEA's list, attempts, interviews and links removed for this collection. */
export const resetLea = (id: number, leaId: number, body: ResetRequest) =>
  http.post(`${leaPath(id, leaId)}/reset`, { json: body, retry: 0 }).json<ResetResult>();

export function useCollections() {
  return useQuery({ queryKey: psosKeys.collections, queryFn: fetchCollections });
}

/**
 * The collection of the top bar's school year (psos.md: the year picks the collection), undefined
 * while the list is read, null when the year has none yet.
 */
export function useYearCollection() {
  const schoolYear = useSession((s) => s.currentSchoolYear?.key ?? null);
  const collections = useCollections();
  const summary = collections.data ? (collections.data.find((c) => c.schoolYear === schoolYear) ?? null) : undefined;
  const record = useQuery({
    queryKey: psosKeys.collection(summary?.id ?? 0),
    queryFn: () => fetchCollection(summary!.id),
    enabled: Boolean(summary),
  });
  return {
    /** The year's collection with its settings; null when the year has none. */
    collection: summary === null ? null : record.data,
    /** The collections of every year, newest first. */
    collections: collections.data,
    error: collections.error ?? record.error,
    isPending: collections.isPending || (Boolean(summary) && record.isPending),
  };
}

export function useCollectionLeas(collectionId: number | undefined) {
  return useQuery({
    queryKey: psosKeys.collectionLeas(collectionId ?? 0),
    queryFn: () => fetchCollectionLeas(collectionId!),
    enabled: collectionId !== undefined,
  });
}
