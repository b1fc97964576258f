import { useId } from 'react';
import { Checkbox, Form, Typography } from 'antd';
import { Modules, permissionCatalogue } from '@portal/shared-contracts';
import { usePermissions } from '@portal/shared-contracts/sdk';
import { RoleTexts } from './role-texts';

const groups = Object.values(Modules).map((group) => ({ group, permissions: permissionCatalogue.filter((p) => p.groupName === group) }));

interface PermissionPickerProps {
  value: string[];
  onChange(permissions: string[]): void;
  error?: string | undefined;
}

/**
 * A role's permissions, chosen from the catalogue grouped by groupName (each group can be ticked
 * whole). A permission the caller does not hold can be neither given nor taken (no escalation),
 * as the service refuses it.
 */
export function PermissionPicker({ value, onChange, error }: PermissionPickerProps) {
  const id = useId();
  const held = new Set(usePermissions());
  const chosen = new Set(value);
  const someNotHeld = permissionCatalogue.some((p) => !held.has(p.value));
  const set = (permissions: readonly string[], on: boolean) =>
    onChange(on ? [...new Set([...value, ...permissions])] : value.filter((permission) => !permissions.includes(permission)));

  return (
    <Form.Item
      label={<span id={`${id}-label`}>{RoleTexts.fields.permissions}</span>}
      validateStatus={error ? 'error' : undefined}
      help={error ?? (someNotHeld ? RoleTexts.notYours : undefined)}
    >
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        style={{ maxHeight: 360, overflowY: 'auto', border: '1px solid #d9d9d9', borderRadius: 6, padding: 12 }}
      >
        {groups.map(({ group, permissions }) => {
          const changeable = permissions.filter((p) => held.has(p.value)).map((p) => p.value);
          const chosenCount = permissions.filter((p) => chosen.has(p.value)).length;
          return (
            <div key={group} role="group" aria-label={group} style={{ marginBottom: 12 }}>
              <Checkbox
                checked={chosenCount === permissions.length}
                indeterminate={chosenCount > 0 && chosenCount < permissions.length}
                disabled={changeable.length === 0}
                aria-label={RoleTexts.selectGroup(group)}
                onChange={(event) => set(changeable, event.target.checked)}
              >
                <Typography.Text strong>{group}</Typography.Text>
              </Checkbox>
              <div
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
                  gap: 4,
                  marginInlineStart: 24,
                  marginTop: 4,
                }}
              >
                {permissions.map((permission) => (
                  <Checkbox
                    key={permission.value}
                    checked={chosen.has(permission.value)}
                    disabled={!held.has(permission.value)}
                    onChange={(event) => set([permission.value], event.target.checked)}
                  >
                    {permission.name} <Typography.Text type="secondary">({permission.value})</Typography.Text>
                  </Checkbox>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </Form.Item>
  );
}
