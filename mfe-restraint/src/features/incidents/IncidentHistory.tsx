import { useQuery } from '@tanstack/react-query';
import { HistoryTable } from '@portal/shared-contracts/sdk';
import { fetchIncidentHistory } from '../../api/incidents';
import { restraintKeys } from '../../api/keys';
import { DetailTexts as T } from './detail-texts';
import { incidentFieldLabel } from './history-fields';

/** Every change to the incident, newest first. */
export function IncidentHistory({ incidentId }: { incidentId: number }) {
  const history = useQuery({ queryKey: restraintKeys.history(incidentId), queryFn: () => fetchIncidentHistory(incidentId) });
  return (
    <HistoryTable entries={history.data?.items} loading={history.isLoading} fieldLabel={incidentFieldLabel} caption={T.historyCaption} />
  );
}
