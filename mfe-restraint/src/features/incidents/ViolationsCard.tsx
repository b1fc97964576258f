import { useState, type ReactNode } from 'react';
import { Button, Radio, Space, Table, Typography, type TableColumnsType } from 'antd';
import { AppPermissions } from '@portal/shared-contracts';
import {
  RestraintPermissions,
  type IncidentRecord,
  type IncidentViolation,
  type ViolationDecisionRequest,
} from '@portal/shared-contracts/restraint';
import { formatDay, tableDefaults, usePermissions, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { restraintKeys } from '../../api/keys';
import { decideViolation, reopenViolation } from '../../api/violations';
import { ReasonDialog } from '../../components/ReasonDialog';
import { ruleText } from '../../components/restraint-labels';
import { AddViolationDialog } from './AddViolationDialog';
import { DetailTexts as T } from './detail-texts';
import { EscalateViolationDialog } from './EscalateViolationDialog';

type ViolationDecision = ViolationDecisionRequest['decision'];

/** The moves a violation's row offers: restraint.md's "Statuses and moves" that are a person's to make. */
type RowMove = 'decide' | 'retryPlan' | 'escalate' | 'reopen';

/**
 * What the user may do with violations, as the service allows it: state reviewers decide, escalate
 * (violation update) and reopen (violation reopen); anyone with violation update adds one by hand.
 */
function useViolationAccess() {
  const held = usePermissions();
  const isState = held.includes(AppPermissions.StateUser) || held.includes(AppPermissions.StateAdmin);
  const mayUpdate = held.includes(RestraintPermissions.ViolationUpdate);
  return {
    isState,
    mayAdd: mayUpdate,
    moveOf: (violation: IncidentViolation): RowMove | null => {
      if (!isState) return null;
      if (violation.status === 'Open') return mayUpdate ? 'decide' : null;
      if (violation.status === 'Plan required') return mayUpdate ? (violation.plan ? 'escalate' : 'retryPlan') : null;
      if (violation.status === 'Not substantiated' || violation.status === 'Resolved')
        return held.includes(RestraintPermissions.ViolationReopen) ? 'reopen' : null;
      return null;
    },
  };
}

type Dialog = { kind: 'decide' | 'escalate' | 'reopen'; violation: IncidentViolation } | { kind: 'add' };

/**
 * The incident's violations: a state reviewer decides each Open one, escalates one whose plan was
 * not carried out and reopens a decided one; a substantiated one shows the plan it requires; a
 * finalized incident takes violations added by hand.
 */
export function ViolationsCard({ incident }: { incident: IncidentRecord }) {
  const access = useViolationAccess();
  const runChange = useRefreshingTask(restraintKeys.all);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [decision, setDecision] = useState<ViolationDecision>('Substantiated');
  const { violations } = incident;
  const close = () => setDialog(null);

  const moveButton = (violation: IncidentViolation): ReactNode => {
    const move = access.moveOf(violation);
    const open = (kind: 'decide' | 'escalate' | 'reopen') => () => {
      setDecision('Substantiated');
      setDialog({ kind, violation });
    };
    const button = (label: string, name: string, onClick: () => void) => (
      <Button size="small" aria-label={name} onClick={onClick}>
        {label}
      </Button>
    );
    switch (move) {
      case 'retryPlan':
        return button(T.retryPlan, T.retryPlanFor(violation.number), () => {
          void runChange(() => decideViolation(violation.id, { decision: 'Substantiated' }), { success: T.planMade });
        });
      case 'decide':
        return button(T.decideButton, T.decide(violation.number), open('decide'));
      case 'escalate':
        return button(T.escalate, T.escalateFor(violation.number), open('escalate'));
      case 'reopen':
        return button(T.reopenViolation, T.reopenViolationFor(violation.number), open('reopen'));
      default:
        return null;
    }
  };

  const columns: TableColumnsType<IncidentViolation> = [
    { title: T.violationColumns.number, dataIndex: 'number' },
    { title: T.violationColumns.rule, dataIndex: 'ruleCode', render: ruleText },
    { title: T.violationColumns.student, dataIndex: 'studentStateId', render: (student: string | null) => student ?? T.wholeIncident },
    { title: T.violationColumns.status, dataIndex: 'status' },
    {
      title: T.violationColumns.plan,
      dataIndex: 'plan',
      render: (plan: IncidentViolation['plan']) => (plan ? T.planOf(plan.status, formatDay(plan.dueDate)) : T.none),
    },
    // Escalated violations: what the state did when the plan was not carried out, and when.
    ...(violations.some((violation) => violation.escalationAction)
      ? [
          {
            title: T.violationColumns.escalation,
            key: 'escalation',
            render: (_: unknown, { escalationAction, escalationDate }: IncidentViolation) =>
              escalationAction ? T.escalationOf(escalationAction, escalationDate ? formatDay(escalationDate) : T.none) : T.none,
          },
        ]
      : []),
    ...(violations.some((violation) => access.moveOf(violation))
      ? [{ title: T.violationColumns.actions, key: 'actions', render: (_: unknown, violation: IncidentViolation) => moveButton(violation) }]
      : []),
  ];

  return (
    <section aria-label={T.violations} style={{ marginTop: 32 }}>
      <Space align="baseline" wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {T.violations}
        </Typography.Title>
        {access.mayAdd && incident.status === 'Finalized' ? (
          <Button onClick={() => setDialog({ kind: 'add' })}>{T.addViolation}</Button>
        ) : null}
      </Space>
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
      {dialog?.kind === 'add' ? <AddViolationDialog incident={incident} isState={access.isState} onClose={close} /> : null}
      {dialog?.kind === 'escalate' ? <EscalateViolationDialog violation={dialog.violation} onClose={close} /> : null}
      {dialog?.kind === 'reopen' ? (
        <ReasonDialog
          title={T.reopenViolationTitle(dialog.violation.number)}
          okText={T.reopenViolation}
          cancelText={T.cancel}
          reasonLabel={T.reopenViolationReason}
          onClose={close}
          onOk={(reason) => runChange(() => reopenViolation(dialog.violation.id, reason), { success: T.violationReopened })}
        />
      ) : null}
      {dialog?.kind === 'decide' ? (
        <ReasonDialog
          title={T.decideTitle(dialog.violation.number)}
          okText={T.save}
          cancelText={T.cancel}
          reasonLabel={T.decisionReason}
          optional={decision === 'Substantiated'}
          onClose={close}
          onOk={(reason) =>
            runChange(() => decideViolation(dialog.violation.id, { decision, ...(reason ? { reason } : {}) }), {
              success: T.decisionSaved,
            })
          }
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
