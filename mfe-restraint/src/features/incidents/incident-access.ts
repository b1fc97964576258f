import { AppPermissions } from '@portal/shared-contracts';
import { RestraintPermissions as R, type IncidentRecord } from '@portal/shared-contracts/restraint';
import { usePermissions } from '@portal/shared-contracts/sdk';

/**
 * Who enters and changes incidents where (restraint.md, "Who does what"), as the service decides it:
 * violation create for an LEA's schools; private school data entry for the private schools assigned
 * to the user, with the same permissions and no LEA step; an all-LEAs user who creates, for any.
 */
export function useIncidentEntry() {
  const held = usePermissions();
  const atLea = held.includes(R.ViolationCreate);
  const dataEntry = held.includes(R.PrivateSchoolDataEntry);
  const atPrivate = dataEntry || (atLea && held.includes(AppPermissions.AllLeas));
  return {
    atLea,
    atPrivate,
    mayCreate: atLea || atPrivate,
    /** Whether a move needing `permission` is the user's on this incident: a private school's also with private school data entry. */
    mayChange: (incident: IncidentRecord, permission: string) =>
      held.includes(permission) || (incident.privateSchoolId !== null && dataEntry),
  };
}
