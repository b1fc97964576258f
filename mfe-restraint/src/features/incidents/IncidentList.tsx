import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { TextBlockCodes } from '@portal/shared-contracts';
import { INCIDENT_STATUSES, incidentListColumns, type IncidentListItem, type IncidentStatus } from '@portal/shared-contracts/restraint';
import {
  DownloadButton,
  oneOf,
  tableColumn,
  tableDefaults,
  TextBlock,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  useSession,
} from '@portal/shared-contracts/sdk';
import { useIncidentList } from '../../api/incidents';
import { restraintKeys } from '../../api/keys';
import { fetchPrivateSchools, fetchSchools } from '../../api/lookups';
import { InterventionTypeLabels } from '../../components/restraint-labels';
import { useIncidentEntry } from './incident-access';
import { IncidentTexts as T, StatusLabels } from './incident-texts';

const statusOptions = [
  { value: '' as const, label: T.anyStatus },
  ...INCIDENT_STATUSES.map((status) => ({ value: status, label: StatusLabels[status] })),
];

/**
 * The incidents list (violation view list): the incidents the service lets the user see (their LEAs',
 * every LEA's for all-LEA users) in the chosen year, searched by incident number or local incident
 * id, filtered by LEA or private school (state tracking opens it with one), school and status, paged and sorted by the
 * service, downloaded as CSV or xlsx. Without "violation view details" the service masks the names.
 */
export function IncidentList() {
  const { route } = useCurrentRoute();
  const navigate = useNavigate();
  const leas = useSession((s) => s.leas);
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  const minWidth = useMinColumnWidth();
  const { filters, setter, setFilters } = useListFilters({
    status: oneOf(INCIDENT_STATUSES),
    leaId: Number,
    schoolId: Number,
    privateSchoolId: Number,
  });
  // A user of one LEA has its schools to choose from; others choose the LEA first.
  const schoolsOf = filters.leaId ?? (leas.length === 1 ? leas[0]!.id : null);
  const schools = useQuery({
    queryKey: restraintKeys.schools(schoolsOf ?? 0),
    queryFn: () => fetchSchools(schoolsOf!),
    enabled: schoolsOf !== null,
  });
  const privateSchools = useQuery({ queryKey: restraintKeys.privateSchools, queryFn: fetchPrivateSchools }).data?.items ?? [];
  const list = useIncidentList(filters);
  const leaName = leas.find((lea) => lea.id === filters.leaId)?.name;
  const privateSchoolName = privateSchools.find((school) => school.id === filters.privateSchoolId)?.name;

  const { mayCreate } = useIncidentEntry();
  const sortable = { sorter: true, minWidth } as const;
  // Headers and cells come from the list's one column definition, which its files are written from too.
  const column = (key: string) => tableColumn(incidentListColumns, key);
  const columns: TableColumnsType<IncidentListItem> = [
    {
      ...column('number'),
      ...sortable,
      render: (number: string, incident) => <Link to={`?incidentId=${incident.id}`}>{number}</Link>,
    },
    { ...column('localIncidentId'), ...sortable },
    { ...column('incidentDate'), ...sortable },
    { ...column('leaName'), ...sortable },
    { ...column('schoolName'), ...sortable },
    column('students'),
    { ...column('interventionTypes'), render: (types: string[]) => types.map((type) => InterventionTypeLabels[type] ?? type).join(', ') },
    { ...column('status'), ...sortable, render: (status: IncidentStatus) => <Tag>{StatusLabels[status]}</Tag> },
    { ...column('updatedAt'), ...sortable },
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <TextBlock code={TextBlockCodes.violationReportsList} />
      <Typography.Paragraph>
        {privateSchoolName ? T.showingPrivateSchool(privateSchoolName, year) : leaName ? T.showingLea(leaName, year) : T.showing(year)}
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={T.search}
          placeholder={T.search}
          allowClear
          defaultValue={list.search}
          onSearch={list.setSearch}
          style={{ width: 320 }}
        />
        <Select<IncidentStatus | ''>
          aria-label={T.status}
          options={statusOptions}
          value={filters.status ?? ''}
          onChange={setter('status')}
          style={{ width: 180 }}
        />
        {leas.length > 1 ? (
          <Select<number | ''>
            aria-label={T.lea}
            showSearch={{ optionFilterProp: 'label' }}
            options={[{ value: '', label: T.allLeas }, ...leas.map((lea) => ({ value: lea.id, label: lea.name }))]}
            value={filters.leaId ?? ''}
            // Another LEA has other schools: the school chosen goes with it, and a private school is of no LEA.
            onChange={(value) => setFilters({ leaId: value || undefined, schoolId: undefined, privateSchoolId: undefined })}
            style={{ width: 280 }}
          />
        ) : null}
        <Select<number | ''>
          aria-label={T.school}
          showSearch={{ optionFilterProp: 'label' }}
          loading={schools.isLoading}
          disabled={schoolsOf === null || filters.privateSchoolId !== undefined}
          options={[
            { value: '', label: T.allSchools },
            ...(schools.data ?? []).map((school) => ({ value: school.id, label: school.name })),
          ]}
          value={filters.schoolId ?? ''}
          onChange={setter('schoolId')}
          style={{ width: 240 }}
        />
        {privateSchools.length ? (
          <Select<number | ''>
            aria-label={T.privateSchool}
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              { value: '', label: T.allPrivateSchools },
              ...privateSchools.map((school) => ({ value: school.id, label: school.name })),
            ]}
            value={filters.privateSchoolId ?? ''}
            onChange={(value) => setFilters({ privateSchoolId: value || undefined, leaId: undefined, schoolId: undefined })}
            style={{ width: 280 }}
          />
        ) : null}
        <DownloadButton {...list.download} name={T.exportFile} />
        {mayCreate ? (
          <Button type="primary" onClick={() => void navigate('?new=1')}>
            {T.newIncident}
          </Button>
        ) : null}
      </Space>
      <Table<IncidentListItem>
        {...tableDefaults}
        {...list.tableProps}
        caption={T.caption}
        rowKey="id"
        columns={list.sorted(columns)}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
