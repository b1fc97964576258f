import { Select } from 'antd';
import { LeaGroups, type LeaSummary } from '@portal/shared-contracts';
import { leaGroupOf, type NamedRef } from '@portal/shared-contracts/admin';
import { FieldFrame, useSession, type FieldControlProps } from '@portal/shared-contracts/sdk';
import { UserTexts } from './user-texts';

interface LeaPickerProps extends Pick<FieldControlProps<number[]>, 'value' | 'onChange' | 'onBlur' | 'error' | 'required'> {
  /** The LEAs the user belongs to now, some perhaps outside the caller's. */
  held: readonly NamedRef[];
}

/**
 * The LEAs a user works in, grouped Districts and Charters as the shell's picker groups them. The
 * caller gives and takes only the LEAs they may choose themselves (every LEA for a user of all
 * LEAs); the user's other LEAs are shown but stay.
 */
export function LeaPicker({ value, onChange, onBlur, error, required, held }: LeaPickerProps) {
  const mine = useSession((s) => s.leas);
  const option = (lea: LeaSummary) => ({ value: lea.id, label: lea.name });
  const groups = [LeaGroups.Districts, LeaGroups.Charters]
    .map((group) => ({ label: group, options: mine.filter((lea) => leaGroupOf(lea) === group).map(option) }))
    .filter((group) => group.options.length > 0);
  const others = held
    .filter((lea) => !mine.some((m) => m.id === lea.id))
    .map((lea) => ({ value: lea.id, label: lea.name, disabled: true }));
  return (
    <FieldFrame label={UserTexts.fields.leas} required={required} error={error}>
      {(aria) => (
        <Select<number[]>
          {...aria}
          mode="multiple"
          value={value}
          options={[...groups, ...others]}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={onChange}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  );
}
