import type { ReactNode } from 'react';
import { Alert, Skeleton, Space, Tag } from 'antd';
import { PsosMessages, type CollectionRecord } from '@portal/shared-contracts/psos';
import { httpErrorMessage, useSession } from '@portal/shared-contracts/sdk';
import { useYearCollection } from '../api/collections';
import { CollectionStatusLabels } from './psos-labels';

export const CollectionTexts = {
  interim: 'Interim',
  final: 'Final',
  status: (year: string) => `Collection ${year}`,
} as const;

const statusColour = { Draft: 'default', Open: 'green', Closed: 'blue' } as const;

/** The collection's status, and whether its figures are Interim (while Open) or Final (once Closed). */
export function CollectionStatusTags({ collection }: { collection: CollectionRecord }) {
  return (
    <Space size={4} aria-label={CollectionTexts.status(collection.schoolYearLabel)} role="group">
      <Tag color={statusColour[collection.status]}>{CollectionStatusLabels[collection.status]}</Tag>
      {collection.status === 'Draft' ? null : <Tag>{collection.final ? CollectionTexts.final : CollectionTexts.interim}</Tag>}
    </Space>
  );
}

/**
 * The page's work for the collection of the top bar's school year (psos.md: the year picks the
 * collection): a sentence when the year has none yet, the reason when it cannot be read.
 */
export function CollectionGate({ children }: { children(collection: CollectionRecord): ReactNode }) {
  const { collection, error, isPending } = useYearCollection();
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  if (error) return <Alert type="error" showIcon title={httpErrorMessage(error)} />;
  if (isPending) return <Skeleton active />;
  if (!collection) return <Alert type="info" showIcon title={PsosMessages.noCollectionForYear(year)} />;
  return children(collection);
}
