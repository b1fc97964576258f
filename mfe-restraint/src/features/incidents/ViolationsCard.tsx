import { useState } from 'react';
import { Button, Radio, Table, Typography, type TableColumnsType } from 'antd';
import { AppPermissions } from '@portal/shared-contracts';
import { RestraintPermissions, type IncidentViolation } from '@portal/shared-contracts/restraint';
import { formatDay, tableDefaults, usePermissions, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { restraintKeys } from '../../api/keys';
import { decideViolation, type ViolationDecision } from '../../api/violations';
import { ReasonDialog } from '../../components/ReasonDialog';
import { ruleText } from '../../components/restraint-labels';
import { DetailTexts as T } from './detail-texts';

/** The incident's violations; a state reviewer decides each Open one, and a substantiated one shows the plan it requires. */
export function ViolationsCard({ violations }: { violations: IncidentViolation[] }) {
  const held = usePermissions();
  const runChange = useRefreshingTask(restraintKeys.all);
  const [deciding, setDeciding] = useState<IncidentViolation | null>(null);
  const [decision, setDecision] = useState<ViolationDecision>('Substantiated');
  const mayDecide =
    held.includes(RestraintPermissions.ViolationUpdate) &&
    (held.includes(AppPermissions.StateUser) || held.includes(AppPermissions.StateAdmin));

  const columns: TableColumnsType<IncidentViolation> = [
    { title: T.violationColumns.number, dataIndex: 'number' },
    { title: T.violationColumns.rule, dataIndex: 'ruleCode', render: ruleText },
    { title: T.violationColumns.student, dataIndex: 'studentStateId' },
    { title: T.violationColumns.status, dataIndex: 'status' },
    {
      title: T.violationColumns.plan,
      dataIndex: 'plan',
      render: (plan: IncidentViolation['plan']) => (plan ? T.planOf(plan.status, formatDay(plan.dueDate)) : T.none),
    },
    ...(mayDecide
      ? [
          {
            title: T.violationColumns.actions,
            key: 'actions',
            render: (_: unknown, violation: IncidentViolation) =>
              violation.status === 'Open' ? (
                <Button
                  size="small"
                  aria-label={T.decide(violation.number)}
                  onClick={() => {
                    setDecision('Substantiated');
                    setDeciding(violation);
                  }}
                >
                  {T.decision}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <section aria-label={T.violations} style={{ marginTop: 32 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {T.violations}
      </Typography.Title>
      {violations.length ? (
        <Table<IncidentViolation>
          {...tableDefaults}
          caption={T.violationsCaption}
          rowKey="id"
          columns={columns}
          dataSource={violations}
          pagination={false}
        />
      ) : (
        <Typography.Paragraph>{T.noViolations}</Typography.Paragraph>
      )}
      {deciding ? (
        <ReasonDialog
          title={T.decideTitle(deciding.number)}
          okText={T.save}
          cancelText={T.cancel}
          reasonLabel={T.decisionReason}
          optional={decision === 'Substantiated'}
          onClose={() => setDeciding(null)}
          onOk={async (reason) => {
            const outcome = await runChange(() => decideViolation(deciding.id, decision, reason), { success: T.decisionSaved });
            return outcome.ok;
          }}
        >
          <Radio.Group
            aria-label={T.decision}
            value={decision}
            onChange={(event) => setDecision(event.target.value as ViolationDecision)}
            options={[
              { value: 'Substantiated', label: T.substantiated },
              { value: 'NotSubstantiated', label: T.notSubstantiated },
            ]}
            style={{ marginBottom: 16 }}
          />
        </ReasonDialog>
      ) : null}
    </section>
  );
}
