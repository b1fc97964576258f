import { useState } from 'react';
import { Button, Form, Modal, Radio, Select, Space, Typography } from 'antd';
import { type DeleteRoleQuery, type RoleRecord } from '@portal/shared-contracts/admin';
import { FieldFrame } from '@portal/shared-contracts/sdk';
import { RoleTexts } from './role-texts';

interface DeleteRoleDialogProps {
  role: RoleRecord;
  /** Every role: those the caller may give are offered to the holders instead. */
  roles: readonly RoleRecord[];
  onClose(): void;
  /** Deletes under the task snackbar; resolves true once the service took it. */
  onDelete(holders: DeleteRoleQuery): Promise<boolean>;
}

/**
 * Deleting a role that users hold: the service refuses unless told what becomes of them, so the
 * dialog asks, giving them another role instead or taking the role away.
 */
export function DeleteRoleDialog({ role, roles, onClose, onDelete }: DeleteRoleDialogProps) {
  const [open, setOpen] = useState(true);
  const [choice, setChoice] = useState<'reassign' | 'unassign' | null>(null);
  const [replacement, setReplacement] = useState<number | undefined>();
  const [deleting, setDeleting] = useState(false);
  const replacements = roles.filter((r) => r.id !== role.id && r.assignable).map((r) => ({ value: r.id, label: r.name }));
  const ready = choice === 'unassign' || (choice === 'reassign' && replacement !== undefined);

  const confirmDelete = async () => {
    setDeleting(true);
    const done = await onDelete(choice === 'reassign' ? { reassignTo: replacement } : { unassign: true });
    setDeleting(false);
    if (done) setOpen(false);
  };

  return (
    <Modal
      open={open}
      title={RoleTexts.deleteTitle(role.name)}
      width={450}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
      footer={
        <>
          <Button onClick={() => setOpen(false)}>{RoleTexts.cancel}</Button>
          <Button danger type="primary" disabled={!ready} loading={deleting} onClick={() => void confirmDelete()}>
            {RoleTexts.delete}
          </Button>
        </>
      }
    >
      <Typography.Paragraph>{RoleTexts.inUse(role.name, role.userCount)}</Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Radio.Group
          aria-label={RoleTexts.inUse(role.name, role.userCount)}
          value={choice}
          onChange={(event) => setChoice(event.target.value as 'reassign' | 'unassign')}
        >
          <Space orientation="vertical">
            <Radio value="reassign">{RoleTexts.reassign}</Radio>
            {choice === 'reassign' ? (
              <FieldFrame label={RoleTexts.replacement} required>
                {(aria) => (
                  <Select<number>
                    {...aria}
                    value={replacement}
                    onChange={setReplacement}
                    options={replacements}
                    showSearch={{ optionFilterProp: 'label' }}
                    style={{ minWidth: 260 }}
                  />
                )}
              </FieldFrame>
            ) : null}
            <Radio value="unassign">{RoleTexts.unassign}</Radio>
          </Space>
        </Radio.Group>
      </Form>
    </Modal>
  );
}
