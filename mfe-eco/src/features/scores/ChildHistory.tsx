import { useQuery } from '@tanstack/react-query';
import { HistoryTable } from '@portal/shared-contracts/sdk';
import { fetchChildHistory } from '../../api/children';
import { ecoKeys } from '../../api/keys';
import { importColumnLabel } from '../../components/eco-labels';
import { RecordTexts } from '../../components/record-texts';
import { ScoreTexts as T } from './score-texts';

// The record's fields as its form names them; the ratings' (entryRatingA, exitStatus) spelled out.
const childFieldLabel = (field: string) => RecordTexts.fields[field as keyof typeof RecordTexts.fields] ?? importColumnLabel(field);

/** Every change to the child's record, newest first. */
export function ChildHistory({ childId }: { childId: number }) {
  const history = useQuery({ queryKey: ecoKeys.history(childId), queryFn: () => fetchChildHistory(childId) });
  return <HistoryTable entries={history.data} loading={history.isLoading} fieldLabel={childFieldLabel} caption={T.historyCaption} />;
}
