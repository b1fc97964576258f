import { useId, useState, type ComponentProps } from 'react';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { canViewRoute, TextBlockCodes } from '@portal/shared-contracts';
import { childListColumns, NextStepLabels } from '@portal/shared-contracts/eco';
import {
  EcoPermissions,
  QUALITY_FLAGS,
  type ChildListItem,
  type ChildNextStep,
  type QualityFlag,
  type RatingPhase,
} from '@portal/shared-contracts/eco';
import {
  DAY_FORMAT,
  DownloadButton,
  ISO_DAY,
  oneOf,
  rememberedImport,
  tableColumn,
  tableDefaults,
  TextBlock,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  usePermissions,
  useSession,
} from '@portal/shared-contracts/sdk';
import { ImportRatingsDialog } from './ImportRatingsDialog';
import { ImportTexts } from './import-texts';
import { ECO_IMPORTS_PATH } from '../../api/imports';
import { ecoKeys } from '../../api/keys';
import { fetchSchools } from '../../api/lookups';
import { useChildList } from '../../api/child-list';
import { MissingPhaseLabels, QualityFlagLabels } from '../../components/eco-labels';
import { NextStepSelect } from '../../components/NextStepSelect';
import { ChildListTexts as T } from './child-list-texts';

type DayRange = Parameters<NonNullable<ComponentProps<typeof DatePicker.RangePicker>['onChange']>>[0];

const missingOptions = [
  { value: '' as const, label: T.anyData },
  ...(Object.keys(MissingPhaseLabels) as RatingPhase[]).map((phase) => ({ value: phase, label: MissingPhaseLabels[phase] })),
];
const flagOptions = [
  { value: '' as const, label: T.anyQuality },
  ...QUALITY_FLAGS.map((flag) => ({ value: flag, label: QualityFlagLabels[flag] })),
];

/** The LEA state tracking opened the list for, from the address; none, or not an id, is the chosen LEA. */
function useLeaIdParam(): number | undefined {
  const [params] = useSearchParams();
  const leaId = Number(params.get('leaId'));
  return Number.isInteger(leaId) && leaId > 0 ? leaId : undefined;
}

const dayOf = (text: string | undefined) => (text ? dayjs(text) : null);
const textOf = (day: dayjs.Dayjs | null | undefined) => day?.format(ISO_DAY);

/**
 * A window of days, either end open, sent as YYYY-MM-DD. Its label names the group: antd gives an
 * aria-label to both ends alike, so each end is named by its own placeholder instead.
 */
function DayWindow({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: [string, string];
  value: DayRange;
  onChange(range: DayRange): void;
}) {
  const labelId = useId();
  return (
    <Space role="group" aria-labelledby={labelId}>
      <Typography.Text id={labelId}>{label}</Typography.Text>
      <DatePicker.RangePicker placeholder={placeholder} format={DAY_FORMAT} allowEmpty={[true, true]} value={value} onChange={onChange} />
    </Space>
  );
}

/** The LEA's children in the program during the chosen year: filtered, searched, sorted and paged by the eco service, exported as CSV. */
export function ChildListPage() {
  const leaIdParam = useLeaIdParam();
  const currentLeaId = useSession((s) => s.currentLeaId);
  const leaId = leaIdParam ?? currentLeaId;
  // Another LEA has other schools: its list starts afresh rather than keep a school it lacks.
  return <ChildList key={leaId} leaId={leaId} leaIdParam={leaIdParam} />;
}

function ChildList({ leaId, leaIdParam }: { leaId: number | null; leaIdParam: number | undefined }) {
  const { app, route } = useCurrentRoute();
  const held = usePermissions();
  const leas = useSession((s) => s.leas);
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  // The report's figures open the list with a flag in the address, as a shared link does with any filter.
  const { filters, setter, setFilters } = useListFilters({
    nextStep: oneOf(Object.keys(NextStepLabels) as ChildNextStep[]),
    entryFrom: String,
    entryTo: String,
    exitFrom: String,
    exitTo: String,
    missing: oneOf(Object.keys(MissingPhaseLabels) as RatingPhase[]),
    flag: oneOf(QUALITY_FLAGS),
  });
  const { nextStep, missing, flag } = filters;
  // Kept in memory: another LEA (a new ChildList) has other schools, so its list starts without one.
  const [schoolId, setSchoolId] = useState<number | undefined>();
  // An import the page was left during (or before its report was seen) is shown again on return.
  const [importing, setImporting] = useState(() => rememberedImport(ECO_IMPORTS_PATH) !== null);
  const minWidth = useMinColumnWidth();
  const schools = useQuery({ queryKey: ecoKeys.schools(leaId ?? 0), queryFn: () => fetchSchools(leaId!), enabled: leaId !== null });
  const list = useChildList({ ...filters, schoolId, leaId: leaIdParam });

  const leaName = leas.find((lea) => lea.id === leaId)?.name ?? (leaId === null ? '' : T.unknownLea(leaId));
  const mayOpen = (path: string) => canViewRoute(held, app, app.routes.find((candidate) => candidate.path === path) ?? null);
  // Entry ratings until they are finalized, the exit's after; the score pages are the app's siblings of this one.
  const scorePage = (child: ChildListItem) => (child.entryStatus === 'Finalized' ? 'exitscore' : 'entryscore');
  const sortable = { sorter: true, minWidth } as const;
  // Headers and cells come from the list's one column definition, which its files are written from too.
  const column = (key: string) => tableColumn(childListColumns, key);
  const columns: TableColumnsType<ChildListItem> = [
    {
      ...column('lastName'),
      ...sortable,
      render: (_, child) => {
        const name = column('lastName').render(null, child);
        const page = scorePage(child);
        return mayOpen(page) ? <Link to={`../${page}?childId=${child.id}`}>{name}</Link> : name;
      },
    },
    { ...column('stateStudentId'), ...sortable },
    { ...column('birthDate'), ...sortable },
    { ...column('schoolName'), ...sortable },
    { ...column('entryDate'), ...sortable },
    { ...column('exitDate'), ...sortable },
    { ...column('nextStep'), minWidth },
    {
      ...column('flags'),
      render: (flags: QualityFlag[]) => flags.map((each) => <Tag key={each}>{QualityFlagLabels[each]}</Tag>),
    },
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <TextBlock code={TextBlockCodes.childList} />
      <Typography.Paragraph>{T.showing(leaName, year)}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={T.search}
          placeholder={T.search}
          allowClear
          defaultValue={list.search}
          onSearch={list.setSearch}
          style={{ width: 280 }}
        />
        <NextStepSelect value={nextStep} onChange={setter('nextStep')} />
        <Select<number | ''>
          aria-label={T.school}
          showSearch={{ optionFilterProp: 'label' }}
          loading={schools.isLoading}
          options={[
            { value: '', label: T.allSchools },
            ...(schools.data ?? []).map((school) => ({ value: school.id, label: school.name })),
          ]}
          value={schoolId ?? ''}
          onChange={(value) => setSchoolId(value || undefined)}
          style={{ width: 240 }}
        />
        <DayWindow
          label={T.entryWindow}
          placeholder={[T.entryFrom, T.entryTo]}
          value={[dayOf(filters.entryFrom), dayOf(filters.entryTo)]}
          onChange={(range) => setFilters({ entryFrom: textOf(range?.[0]), entryTo: textOf(range?.[1]) })}
        />
        <DayWindow
          label={T.exitWindow}
          placeholder={[T.exitFrom, T.exitTo]}
          value={[dayOf(filters.exitFrom), dayOf(filters.exitTo)]}
          onChange={(range) => setFilters({ exitFrom: textOf(range?.[0]), exitTo: textOf(range?.[1]) })}
        />
        <Select<RatingPhase | ''>
          aria-label={T.missing}
          options={missingOptions}
          value={missing ?? ''}
          onChange={setter('missing')}
          style={{ width: 240 }}
        />
        <Select<QualityFlag | ''>
          aria-label={T.dataQuality}
          options={flagOptions}
          value={flag ?? ''}
          onChange={setter('flag')}
          popupMatchSelectWidth={false}
          style={{ width: 280 }}
        />
        <DownloadButton {...list.download} name={T.exportFile} />
        {/* The import writes ratings, as the rating pages do with this permission; the service checks it too. */}
        {held.includes(EcoPermissions.SubmitScores) ? <Button onClick={() => setImporting(true)}>{ImportTexts.open}</Button> : null}
      </Space>
      <Table<ChildListItem>
        {...tableDefaults}
        {...list.tableProps}
        caption={T.caption}
        rowKey="id"
        columns={list.sorted(columns)}
        scroll={{ x: 'max-content' }}
      />
      {importing ? <ImportRatingsDialog onClose={() => setImporting(false)} /> : null}
    </>
  );
}
