import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { TextBlockCodes } from '@portal/shared-contracts';
import { INCIDENT_STATUSES, RestraintPermissions, type IncidentListItem, type IncidentStatus } from '@portal/shared-contracts/restraint';
import {
  DownloadButton,
  formatDay,
  oneOf,
  tableDefaults,
  TextBlock,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  usePermissions,
  useSession,
} from '@portal/shared-contracts/sdk';
import { useIncidentList } from '../../api/incidents';
import { restraintKeys } from '../../api/keys';
import { fetchSchools } from '../../api/lookups';
import { InterventionTypeLabels } from '../../components/restraint-labels';
import { IncidentTexts as T, StatusLabels } from './incident-texts';

const statusOptions = [
  { value: '' as const, label: T.anyStatus },
  ...INCIDENT_STATUSES.map((status) => ({ value: status, label: StatusLabels[status] })),
];

/**
 * The incidents list (violation view list): searched by incident number or local incident id,
 * filtered by status and school, paged and sorted by the service, downloaded as CSV or xlsx. Without
 * "violation view details" the service masks the students' names.
 */
export function IncidentList() {
  const currentLeaId = useSession((s) => s.currentLeaId);
  // Another LEA has other schools: its list starts afresh rather than keep a school it lacks.
  return <Incidents key={currentLeaId} leaId={currentLeaId} />;
}

function Incidents({ leaId }: { leaId: number | null }) {
  const { route } = useCurrentRoute();
  const held = usePermissions();
  const navigate = useNavigate();
  const leas = useSession((s) => s.leas);
  const year = useSession((s) => s.currentSchoolYear?.label ?? '');
  const minWidth = useMinColumnWidth();
  const { filters, setter } = useListFilters({ status: oneOf(INCIDENT_STATUSES) });
  const [schoolId, setSchoolId] = useState<number | undefined>();
  const schools = useQuery({ queryKey: restraintKeys.schools(leaId ?? 0), queryFn: () => fetchSchools(leaId!), enabled: leaId !== null });
  const list = useIncidentList({ status: filters.status, schoolId });

  const leaName = leas.find((lea) => lea.id === leaId)?.name ?? T.allLeas;
  const mayCreate = held.includes(RestraintPermissions.ViolationCreate);
  const sortable = { sorter: true, minWidth } as const;
  const columns: TableColumnsType<IncidentListItem> = [
    {
      title: T.columns.number,
      dataIndex: 'number',
      ...sortable,
      render: (number: string, incident) => <Link to={`?incidentId=${incident.id}`}>{number}</Link>,
    },
    { title: T.columns.localIncidentId, dataIndex: 'localIncidentId', ...sortable },
    { title: T.columns.lea, dataIndex: 'leaName', ...sortable },
    { title: T.columns.school, dataIndex: 'schoolName', ...sortable },
    { title: T.columns.incidentDate, dataIndex: 'incidentDate', ...sortable, render: (day: string) => formatDay(day) },
    {
      title: T.columns.students,
      dataIndex: 'students',
      render: (students: IncidentListItem['students']) => students.map((student) => student.name).join('; '),
    },
    {
      title: T.columns.types,
      dataIndex: 'interventionTypes',
      render: (types: string[]) => types.map((type) => InterventionTypeLabels[type] ?? type).join('; '),
    },
    { title: T.columns.status, dataIndex: 'status', ...sortable, render: (status: IncidentStatus) => <Tag>{StatusLabels[status]}</Tag> },
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <TextBlock code={TextBlockCodes.violationReportsList} />
      <Typography.Paragraph>{T.showing(leaName, year)}</Typography.Paragraph>
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
