import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Space, Table, Typography, type TableColumnsType } from 'antd';
import { TextBlockCodes } from '@portal/shared-contracts';
import {
  childSearchColumnsFor,
  EcoPermissions,
  type ChildFields,
  type ChildSearchItem,
  type ChildSearchQuery,
} from '@portal/shared-contracts/eco';
import {
  DownloadButton,
  TextBlock,
  tableColumn,
  tableDefaults,
  ticked,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  usePermissions,
  useRefreshingTask,
} from '@portal/shared-contracts/sdk';
import { ChildDialog } from '../../components/ChildDialog';
import { createChild } from '../../api/children';
import { useChildSearch } from '../../api/child-search';
import { ecoKeys } from '../../api/keys';
import { RecordTexts } from '../../components/record-texts';
import { ChildSearchForm, type SearchFields } from './ChildSearchForm';
import { SearchTexts as T } from './search-texts';

/** The score page a child's next step is on: the entry ratings until they are finalized, then the exit ratings. */
export const scorePageOf = (child: Pick<ChildSearchItem, 'nextStep'>) => (child.nextStep.includes('Entry') ? 'entryscore' : 'exitscore');

const fullName = (child: Pick<ChildSearchItem, 'firstName' | 'lastName'>) => `${child.firstName} ${child.lastName}`;

/** The criteria as typed (or read back from the URL): a search needs one of them, and a name of two letters or more. */
function criteriaOf({ name, birthDate, stateStudentId, allLeas }: SearchFields): ChildSearchQuery | null {
  const query: ChildSearchQuery = {
    ...(name.trim().length >= 2 ? { name: name.trim() } : {}),
    ...(birthDate ? { birthDate } : {}),
    ...(stateStudentId.trim() ? { stateStudentId: stateStudentId.trim() } : {}),
  };
  if (Object.keys(query).length === 0) return null;
  return allLeas ? { ...query, allLeas: true } : query;
}

/** A day in the URL as the service takes it, YYYY-MM-DD; anything else reads as no date. */
const isoDay = (raw: string) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined);

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
  const mayCrossLeas = permissions.includes(EcoPermissions.AdvancedSearchView);
  // The search asked lives in the URL, so Back, a reload and a shared link show the same children.
  const { filters, setFilters } = useListFilters({ name: String, birthDate: isoDay, stateStudentId: String, allLeas: ticked });
  const inUrl: SearchFields = {
    name: filters.name ?? '',
    birthDate: filters.birthDate ?? null,
    stateStudentId: filters.stateStudentId ?? '',
    allLeas: Boolean(filters.allLeas),
  };
  // Every LEA only for those who may search there, whatever a link says.
  const askedOf = (fields: SearchFields) => criteriaOf({ ...fields, allLeas: mayCrossLeas && fields.allLeas });
  const asked = askedOf(inUrl);
  const [typed, setTyped] = useState(inUrl);
  const [missingCriterion, setMissingCriterion] = useState(false);
  const [adding, setAdding] = useState(false);
  const { found, download } = useChildSearch(asked);

  // Opened at another search (a link, Back), the form shows it; after a Search, what was typed stays as typed.
  const urlSearch = JSON.stringify(asked);
  const [formShows, setFormShows] = useState(urlSearch);
  if (formShows !== urlSearch) {
    setFormShows(urlSearch);
    if (JSON.stringify(askedOf(typed)) !== urlSearch) setTyped(inUrl);
  }

  const search = () => {
    const criteria = askedOf(typed);
    setMissingCriterion(criteria === null);
    // Without a criterion the search shown, and the URL, stay as they were.
    if (criteria)
      setFilters({
        name: criteria.name,
        birthDate: criteria.birthDate,
        stateStudentId: criteria.stateStudentId,
        allLeas: criteria.allLeas || undefined,
      });
  };
  const add = async (fields: ChildFields) => {
    const outcome = await runChange(() => createChild(fields), { success: RecordTexts.created });
    if (outcome.ok) void navigate(`${app.basePath}/entryscore?childId=${outcome.value.id}`);
    return outcome;
  };
  const scoreLink = (child: ChildSearchItem, page: 'entryscore' | 'exitscore') => `${app.basePath}/${page}?childId=${child.id}`;

  // Headers and cells come from the search's one column definition, which its files are written from too.
  const shown = childSearchColumnsFor(asked?.allLeas);
  const column = (key: string) => ({ ...tableColumn(shown, key), minWidth });
  const columns: TableColumnsType<ChildSearchItem> = [
    {
      ...column('lastName'),
      render: (_, child) => <Link to={scoreLink(child, scorePageOf(child))}>{column('lastName').render(null, child)}</Link>,
    },
    ...shown.filter((each) => each.key !== 'lastName').map((each) => column(each.key)),
    {
      key: 'actions',
      title: T.actions,
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
      <ChildSearchForm
        label={route.breadcrumb}
        value={typed}
        onChange={setTyped}
        mayCrossLeas={mayCrossLeas}
        onSearch={search}
        onAdd={() => setAdding(true)}
      />
      {missingCriterion ? <Alert type="warning" showIcon title={T.needCriterion} style={{ marginBottom: 16 }} /> : null}
      {asked ? (
        <section aria-label={T.results}>
          <TextBlock code={TextBlockCodes.childSearchResultInstructions} />
          {found.data?.truncated ? <Alert type="info" showIcon title={T.truncated} style={{ marginBottom: 16 }} /> : null}
          <Space wrap style={{ marginBottom: 16 }}>
            <DownloadButton {...download} name={T.exportFile} />
          </Space>
          <Table<ChildSearchItem>
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
