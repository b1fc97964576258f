import { Select, Typography } from 'antd';
import { type NamedRef, type RoleRecord } from '@portal/shared-contracts/admin';
import { FieldFrame, type FieldControlProps } from '@portal/shared-contracts/sdk';
import { UserTexts } from './user-texts';

interface RolePickerProps extends Pick<FieldControlProps<number[]>, 'value' | 'onChange' | 'onBlur' | 'error'> {
  /** Every role, with whether the caller may give or take it; empty when the caller may not read roles. */
  roles: readonly RoleRecord[];
  /** The roles the user holds now, named even when the caller may not read the roles. */
  held: readonly NamedRef[];
  /** roles.assign: without it the roles are shown, not changed. */
  canAssign: boolean;
}

/**
 * The roles a user holds. A role carrying a permission the caller lacks is shown but cannot be
 * given or taken (no escalation): the service refuses it the same way.
 */
export function RolePicker({ value, onChange, onBlur, error, roles, held, canAssign }: RolePickerProps) {
  const known = new Map<number, { label: string; disabled: boolean }>(held.map((role) => [role.id, { label: role.name, disabled: true }]));
  for (const role of roles) known.set(role.id, { label: role.name, disabled: !role.assignable });
  const options = [...known].map(([id, role]) => ({ value: id, ...role }));
  const someBeyond = canAssign && options.some((option) => option.disabled);
  return (
    <FieldFrame label={UserTexts.fields.roles} error={error}>
      {(aria) => (
        <>
          <Select<number[]>
            {...aria}
            mode="multiple"
            value={value}
            options={options}
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!canAssign}
            onChange={onChange}
            onBlur={onBlur}
          />
          {someBeyond || !canAssign ? (
            <Typography.Text type="secondary">{canAssign ? UserTexts.rolesNotYours : UserTexts.rolesReadOnly}</Typography.Text>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
