import { useState } from 'react';
import { Select } from 'antd';
import { useSession } from '@portal/shared-contracts/sdk';
import { leaOptionGroups } from './lea-options';
import { useContextChanger } from './useContextChanger';

/** A choice waits out the debounce before it is saved; meanwhile the picker shows it, as long as the saved value has not moved. */
interface Pending<T> {
  chosen: T;
  over: T | null;
}
const shown = <T,>(pending: Pending<T> | null, saved: T | null): T | null => (pending && pending.over === saved ? pending.chosen : saved);

/** Spec 2's LEA picker, grouped Districts and Charters, and the school-year picker, shown only to a signed-in user. */
export function ContextPickers() {
  const signedIn = useSession((s) => s.user !== null);
  const leas = useSession((s) => s.leas);
  const years = useSession((s) => s.schoolYears);
  const leaId = useSession((s) => s.currentLeaId);
  const yearKey = useSession((s) => s.currentSchoolYear?.key ?? null);
  const changer = useContextChanger();
  const [pendingLea, setPendingLea] = useState<Pending<number> | null>(null);
  const [pendingYear, setPendingYear] = useState<Pending<number> | null>(null);

  return (
    <div className="shell-pickers">
      {leas.length > 0 ? (
        <Select
          aria-label="LEA"
          className="shell-lea-picker"
          value={shown(pendingLea, leaId) ?? undefined}
          options={leaOptionGroups(leas)}
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
          onChange={(id: number) => {
            setPendingLea({ chosen: id, over: leaId });
            changer.chooseLea(id);
          }}
        />
      ) : null}
      {signedIn && years.length > 0 ? (
        <Select
          aria-label="School Year"
          className="shell-year-picker"
          value={shown(pendingYear, yearKey) ?? undefined}
          options={years.map((y) => ({ value: y.key, label: y.label }))}
          onChange={(key: number) => {
            const year = years.find((y) => y.key === key);
            if (!year) return;
            setPendingYear({ chosen: key, over: yearKey });
            changer.chooseSchoolYear(year);
          }}
        />
      ) : null}
    </div>
  );
}
