import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Row, Table, Typography } from 'antd';
import { CONTACT_MODES, CONTACT_OUTCOMES, ContactOutcomeLabels } from '@portal/shared-contracts/psos';
import { httpErrorMessage, useAppQueryKey } from '@portal/shared-contracts/sdk';
import { fetchResponseEffort } from '../../api/reports';
import { ContactModeLabels } from '../../components/psos-labels';
import { ReportsTexts as T } from './reports-texts';

const small = { size: 'small', pagination: false, style: { marginBottom: 16 } } as const;

/** psos.md's response effort: attempts by outcome and mode, per LEA, vendor and interviewer, and attempts per respondent. */
export function ResponseEffortSection({ collectionId, leaId }: { collectionId: number; leaId: number | null }) {
  const effort = useQuery({
    queryKey: useAppQueryKey('psos', 'effort', collectionId, leaId),
    queryFn: () => fetchResponseEffort(collectionId, leaId),
  });
  const data = effort.data;
  return (
    <section aria-labelledby="psos-effort-title" style={{ marginTop: 32 }}>
      <Typography.Title level={3} id="psos-effort-title" style={{ fontSize: 16 }}>
        {T.effortTitle}
      </Typography.Title>
      {effort.error ? <Alert type="error" showIcon title={httpErrorMessage(effort.error)} /> : null}
      {data ? (
        <>
          <Typography.Paragraph>
            {T.attemptsPerRespondent(data.attemptsPerRespondent === null ? 'N/A' : data.attemptsPerRespondent.toFixed(2))}
          </Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <Table
                {...small}
                caption={T.effortByOutcome}
                rowKey="code"
                dataSource={CONTACT_OUTCOMES.map((code) => ({ code, label: ContactOutcomeLabels[code], attempts: data.byOutcome[code] }))}
                columns={[
                  { key: 'label', dataIndex: 'label', title: T.outcome },
                  { key: 'attempts', dataIndex: 'attempts', title: T.attempts, align: 'right' },
                ]}
              />
            </Col>
            <Col xs={24} lg={12}>
              <Table
                {...small}
                caption={T.effortByMode}
                rowKey="code"
                dataSource={CONTACT_MODES.map((code) => ({ code, label: ContactModeLabels[code], attempts: data.byMode[code] }))}
                columns={[
                  { key: 'label', dataIndex: 'label', title: T.mode },
                  { key: 'attempts', dataIndex: 'attempts', title: T.attempts, align: 'right' },
                ]}
              />
            </Col>
          </Row>
          {leaId === null ? (
            <Table
              {...small}
              caption={T.effortByLea}
              rowKey="leaId"
              dataSource={data.byLea}
              columns={[
                { key: 'leaName', dataIndex: 'leaName', title: T.leaColumn },
                { key: 'attempts', dataIndex: 'attempts', title: T.attempts, align: 'right' },
              ]}
            />
          ) : null}
          <Table
            {...small}
            caption={T.effortByVendor}
            rowKey={(row) => row.vendorId ?? 0}
            dataSource={data.byVendor}
            columns={[
              { key: 'vendorName', dataIndex: 'vendorName', title: T.vendor, render: (name: string | null) => name ?? T.district },
              { key: 'attempts', dataIndex: 'attempts', title: T.attempts, align: 'right' },
            ]}
          />
          <Table
            {...small}
            caption={T.effortByInterviewer}
            rowKey={(row) => `${row.userName}-${row.vendorName ?? ''}`}
            dataSource={data.byInterviewer}
            columns={[
              { key: 'userName', dataIndex: 'userName', title: T.interviewer },
              { key: 'vendorName', dataIndex: 'vendorName', title: T.vendor, render: (name: string | null) => name ?? T.district },
              { key: 'attempts', dataIndex: 'attempts', title: T.attempts, align: 'right' },
              { key: 'completes', dataIndex: 'completes', title: T.completes, align: 'right' },
            ]}
          />
        </>
      ) : null}
    </section>
  );
}
