import { Select } from 'antd';
import { LeaGroups } from '@portal/shared-contracts';
import { sessionStore, useSession } from '@portal/shared-contracts/sdk';

/** The LEA picker grouped Districts and Charters, and the school-year picker (spec 2). */
export function ContextPickers() {
  const leas = useSession((s) => s.leas);
  const years = useSession((s) => s.schoolYears);
  const leaId = useSession((s) => s.currentLeaId);
  const year = useSession((s) => s.currentSchoolYear);
  const options = [
    { label: LeaGroups.Districts, options: leas.filter((l) => !l.isIncludedInCharterGroup).map((l) => ({ value: l.id, label: l.name })) },
    { label: LeaGroups.Charters, options: leas.filter((l) => l.isIncludedInCharterGroup).map((l) => ({ value: l.id, label: l.name })) },
  ].filter((g) => g.options.length > 0);
  return (
    <>
      <Select
        aria-label="LEA"
        value={leaId ?? undefined}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 260 }}
        onChange={(id: number) => sessionStore.getState().setCurrentLea(id)}
      />
      <Select
        aria-label="School Year"
        value={year?.key}
        options={years.map((y) => ({ value: y.key, label: y.label }))}
        style={{ width: 130 }}
        onChange={(key: number) => {
          const next = years.find((y) => y.key === key);
          if (next) sessionStore.getState().setCurrentSchoolYear(next);
        }}
      />
    </>
  );
}
