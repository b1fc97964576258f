import { Select } from 'antd';
import type { ChildNextStep } from '@portal/shared-contracts/eco';
import { NextStepLabels } from './eco-labels';

export const NextStepSelectTexts = { label: 'Next step', all: 'All next steps' } as const;

// 'All' is a choice of its own rather than a placeholder, whose pale text would be hard to read.
const options = [
  { value: '' as const, label: NextStepSelectTexts.all },
  ...(Object.keys(NextStepLabels) as ChildNextStep[]).map((step) => ({ value: step, label: NextStepLabels[step] })),
];

/** The child lists' filter by what comes next for a record. */
export function NextStepSelect({ value, onChange }: { value: ChildNextStep | undefined; onChange(step: ChildNextStep | undefined): void }) {
  return (
    <Select<ChildNextStep | ''>
      aria-label={NextStepSelectTexts.label}
      options={options}
      value={value ?? ''}
      onChange={(step) => onChange(step || undefined)}
      style={{ width: 220 }}
    />
  );
}
