import { useNavigate, useSearchParams } from 'react-router';
import { Typography } from 'antd';
import type { IncidentFields } from '@portal/shared-contracts/restraint';
import { AccessDenied, useCurrentRoute, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { createIncident } from '../../api/incidents';
import { restraintKeys } from '../../api/keys';
import { FormTexts } from './form-texts';
import { useIncidentEntry } from './incident-access';
import { IncidentDetail } from './IncidentDetail';
import { IncidentForm } from './IncidentForm';
import { IncidentList } from './IncidentList';

/**
 * Incidents (/restraint-aversive-intervention/incidents): the list; `?new=1` a new Draft incident;
 * `?incidentId=…` one incident with its violations and plan.
 */
export function IncidentsPage() {
  const [params] = useSearchParams();
  const incidentId = Number(params.get('incidentId'));
  if (Number.isInteger(incidentId) && incidentId > 0) return <IncidentDetail key={incidentId} incidentId={incidentId} />;
  if (params.get('new')) return <NewIncident />;
  return <IncidentList />;
}

function NewIncident() {
  const { route } = useCurrentRoute();
  const navigate = useNavigate();
  const { mayCreate } = useIncidentEntry();
  const saveChange = useRefreshingTask(restraintKeys.all, { afterFailure: false });
  if (!mayCreate) return <AccessDenied />;
  const save = async (fields: IncidentFields) => {
    const outcome = await saveChange(() => createIncident(fields), { success: FormTexts.saved });
    if (outcome.ok) void navigate(`?incidentId=${outcome.value.id}`);
    return outcome;
  };
  return (
    <>
      <Typography.Title level={1}>{`${route.breadcrumb}: ${FormTexts.newTitle}`}</Typography.Title>
      <IncidentForm incident={null} onSave={save} onCancel={() => void navigate('.')} />
    </>
  );
}
