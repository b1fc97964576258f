import { Checkbox, Select } from 'antd';
import { AppPermissions } from '@portal/shared-contracts';
import { FieldFrame, usePermissions, useSession } from '@portal/shared-contracts/sdk';
import { leaOptionGroups } from '../context/lea-options';

export const LeaPickerTexts = { label: 'LEAs', selectAll: 'Select All' } as const;

interface SubscriptionLeaPickerProps {
  value: number[];
  onChange(ids: number[]): void;
  onBlur(): void;
  required: boolean;
  disabled: boolean;
  error?: string | undefined;
}

/**
 * The LEAs a subscription covers, from the user's LEAs in the session store (every LEA for a
 * user who may view them all), grouped as the LEA picker groups them. Select All is offered only
 * to users who may view all LEAs (spec 5).
 */
export function SubscriptionLeaPicker({ value, onChange, onBlur, required, disabled, error }: SubscriptionLeaPickerProps) {
  const leas = useSession((s) => s.leas);
  const offerSelectAll = usePermissions().includes(AppPermissions.AllLeas);
  const chosen = new Set(value);
  const allChosen = leas.length > 0 && leas.every((lea) => chosen.has(lea.id));
  const someChosen = leas.some((lea) => chosen.has(lea.id));
  return (
    <FieldFrame label={LeaPickerTexts.label} required={required} error={error}>
      {(aria) => (
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <Select<number[]>
            {...aria}
            mode="multiple"
            value={value}
            options={leaOptionGroups(leas)}
            showSearch={{ optionFilterProp: 'label' }}
            maxTagCount="responsive"
            disabled={disabled}
            onChange={onChange}
            onBlur={onBlur}
            style={{ flex: 1, minWidth: 0 }}
          />
          {offerSelectAll ? (
            <Checkbox
              checked={allChosen}
              indeterminate={someChosen && !allChosen}
              disabled={disabled}
              onChange={(event) => onChange(event.target.checked ? leas.map((lea) => lea.id) : [])}
            >
              {LeaPickerTexts.selectAll}
            </Checkbox>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}
