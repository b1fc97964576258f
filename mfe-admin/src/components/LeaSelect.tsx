import { Select } from 'antd';
import { LeaGroups, type LeaSummary } from '@portal/shared-contracts';
import { leaGroupOf } from '@portal/shared-contracts/admin';
import type { ControlAria } from '@portal/shared-contracts/sdk';

/** Ids start at 1, so 0 stands for no LEA. */
const NONE = 0;

interface LeaSelectProps extends Partial<ControlAria> {
  leas: readonly LeaSummary[];
  value: number | null;
  onChange(leaId: number | null): void;
  onBlur?: () => void;
  loading?: boolean;
  /** A first choice standing for no LEA, for a filter: 'Every LEA'. */
  noneLabel?: string;
  'aria-label'?: string;
}

/** One LEA, chosen from the Districts and Charters groups as the shell's LEA picker groups them, found by typing. */
export function LeaSelect({ leas, value, onChange, noneLabel, ...rest }: LeaSelectProps) {
  const groups = [LeaGroups.Districts, LeaGroups.Charters]
    .map((group) => ({
      label: group,
      options: leas.filter((lea) => leaGroupOf(lea) === group).map((lea) => ({ value: lea.id, label: `${lea.name} (${lea.leaCode})` })),
    }))
    .filter((group) => group.options.length > 0);
  // 'No LEA' is a choice shown as any other, rather than a placeholder, whose pale text is too faint to read (WCAG AA).
  const options = noneLabel === undefined ? groups : [{ value: NONE, label: noneLabel }, ...groups];
  return (
    <Select<number>
      {...rest}
      value={value ?? (noneLabel === undefined ? undefined : NONE)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(leaId) => onChange(leaId === NONE ? null : leaId)}
      style={{ minWidth: 280 }}
    />
  );
}
