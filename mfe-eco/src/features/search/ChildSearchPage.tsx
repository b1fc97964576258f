import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Col, Form, Input, Row, Space, Table, Typography, type TableColumnsType } from 'antd';
import { TextBlockCodes } from '@portal/shared-contracts';
import { EcoPermissions, type ChildFields, type ChildSearchQuery, type ChildSearchResult } from '@portal/shared-contracts/eco';
import {
  DayPicker,
  formatDay,
  TextBlock,
  tableDefaults,
  useCurrentRoute,
  useMinColumnWidth,
  usePermissions,
  useRefreshingTask,
  useSession,
} from '@portal/shared-contracts/sdk';
import { ChildDialog } from '../../components/ChildDialog';
import { today } from '../../components/child-form';
import { createChild, searchChildren } from '../../api/children';
import { ecoKeys } from '../../api/keys';
import { RecordTexts } from '../../components/record-texts';
import { NextStepLabels } from '../../components/eco-labels';
import { SearchTexts as T } from './search-texts';

type Found = ChildSearchResult['items'][number];

/** The score page a child's next step is on: the entry ratings until they are finalized, then the exit ratings. */
export const scorePageOf = (child: Pick<Found, 'nextStep'>) => (child.nextStep.includes('Entry') ? 'entryscore' : 'exitscore');

const fullName = (child: Pick<Found, 'firstName' | 'lastName'>) => `${child.firstName} ${child.lastName}`;

/** The criteria as typed: a search needs one of them, and a name of two letters or more. */
function criteriaOf(name: string, birthDate: string | null, stateStudentId: string, allLeas: boolean): ChildSearchQuery | null {
  const query: ChildSearchQuery = {
    ...(name.trim().length >= 2 ? { name: name.trim() } : {}),
    ...(birthDate ? { birthDate } : {}),
    ...(stateStudentId.trim() ? { stateStudentId: stateStudentId.trim() } : {}),
  };
  if (Object.keys(query).length === 0) return null;
  return allLeas ? { ...query, allLeas: true } : query;
}

/**
 * Child Search (/child-search/search): find a child by name (typos forgiven by the service), date
 * of birth or state student id, in the current LEA or, with the advanced search permission, in
 * every LEA; open their scores, or add a child.
 */
export function ChildSearchPage() {
  const { app, route } = useCurrentRoute();
  const navigate = useNavigate();
  const runChange = useRefreshingTask(ecoKeys.all);
  const minWidth = useMinColumnWidth();
  const permissions = usePermissions();
  const leaId = useSession((s) => s.currentLeaId);
  const mayCrossLeas = permissions.includes(EcoPermissions.AdvancedSearchView);
  const [name, setName] = useState('');
  const [birthDate, setBirthDate] = useState<string | null>(null);
  const [stateStudentId, setStateStudentId] = useState('');
  const [allLeas, setAllLeas] = useState(false);
  const [asked, setAsked] = useState<ChildSearchQuery | null>(null);
  const [missingCriterion, setMissingCriterion] = useState(false);
  const [adding, setAdding] = useState(false);
  const found = useQuery({ queryKey: ['eco', leaId, 'search', asked], queryFn: () => searchChildren(asked!), enabled: asked !== null });

  const search = () => {
    const criteria = criteriaOf(name, birthDate, stateStudentId, mayCrossLeas && allLeas);
    setMissingCriterion(criteria === null);
    setAsked(criteria);
  };
  const add = async (fields: ChildFields) => {
    const outcome = await runChange(() => createChild(fields), { success: RecordTexts.created });
    if (outcome.ok) void navigate(`${app.basePath}/entryscore?childId=${outcome.value.id}`);
    return outcome;
  };
  const scoreLink = (child: Found, page: 'entryscore' | 'exitscore') => `${app.basePath}/${page}?childId=${child.id}`;

  const columns: TableColumnsType<Found> = [
    {
      key: 'name',
      title: T.columns.name,
      minWidth,
      render: (_, child) => <Link to={scoreLink(child, scorePageOf(child))}>{`${child.lastName}, ${child.firstName}`}</Link>,
    },
    { key: 'stateStudentId', dataIndex: 'stateStudentId', title: T.columns.stateStudentId, minWidth },
    { key: 'birthDate', dataIndex: 'birthDate', title: T.columns.birthDate, minWidth, render: formatDay },
    ...(asked?.allLeas ? [{ key: 'lea', dataIndex: 'leaName', title: T.columns.lea, minWidth }] : []),
    { key: 'school', dataIndex: 'schoolName', title: T.columns.school, minWidth },
    { key: 'entryDate', dataIndex: 'entryDate', title: T.columns.entryDate, minWidth, render: formatDay },
    { key: 'exitDate', dataIndex: 'exitDate', title: T.columns.exitDate, minWidth, render: formatDay },
    {
      key: 'nextStep',
      dataIndex: 'nextStep',
      title: T.columns.nextStep,
      minWidth,
      render: (step: Found['nextStep']) => NextStepLabels[step],
    },
    {
      key: 'actions',
      title: T.columns.actions,
      minWidth,
      render: (_, child) => (
        <Space wrap>
          <Link to={scoreLink(child, 'entryscore')} aria-label={T.entryScoresFor(fullName(child))}>
            {T.entryScores}
          </Link>
          <Link to={scoreLink(child, 'exitscore')} aria-label={T.exitScoresFor(fullName(child))}>
            {T.exitScores}
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Form layout="vertical" component="form" aria-label={route.breadcrumb} onFinish={search}>
        <Row gutter={16} align="bottom">
          <Col xs={24} md={8}>
            <Form.Item label={T.name} htmlFor="child-search-name">
              <Input
                id="child-search-name"
                placeholder={T.namePlaceholder}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <DayPicker label={T.birthDate} value={birthDate} onChange={setBirthDate} maxDay={today()} />
          </Col>
          <Col xs={24} md={5}>
            <Form.Item label={T.stateStudentId} htmlFor="child-search-id">
              <Input id="child-search-id" value={stateStudentId} onChange={(event) => setStateStudentId(event.target.value)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item>
              <Space wrap>
                <Button type="primary" htmlType="submit">
                  {T.search}
                </Button>
                <Button onClick={() => setAdding(true)}>{T.addChild}</Button>
              </Space>
            </Form.Item>
          </Col>
        </Row>
        {mayCrossLeas ? (
          <Form.Item>
            <Checkbox checked={allLeas} onChange={(event) => setAllLeas(event.target.checked)}>
              {T.allLeas}
            </Checkbox>
          </Form.Item>
        ) : null}
      </Form>
      {missingCriterion ? <Alert type="warning" showIcon title={T.needCriterion} style={{ marginBottom: 16 }} /> : null}
      {asked ? (
        <section aria-label={T.results}>
          <TextBlock code={TextBlockCodes.childSearchResultInstructions} />
          {found.data?.truncated ? <Alert type="info" showIcon title={T.truncated} style={{ marginBottom: 16 }} /> : null}
          <Table<Found>
            {...tableDefaults}
            rowKey="id"
            columns={columns}
            dataSource={found.data?.items ?? []}
            loading={found.isFetching}
            pagination={false}
            locale={{ emptyText: T.noResults }}
            scroll={{ x: 'max-content' }}
          />
        </section>
      ) : null}
      {adding ? <ChildDialog child={null} onClose={() => setAdding(false)} onSave={add} /> : null}
    </>
  );
}
