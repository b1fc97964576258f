import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Spin, Tag, Typography } from 'antd';
import { type LookupList, type LookupValue } from '@portal/shared-contracts/admin';
import type { TaskOutcome } from '@portal/shared-contracts/sdk';
import { fetchWholeList } from '../../api/lookup-lists';
import { ListManagerTexts } from './list-manager-texts';
import { adminKeys } from '../../api/keys';

interface ReorderDialogProps {
  list: LookupList;
  open: boolean;
  onClose(): void;
  onSave(valueIds: number[]): Promise<TaskOutcome<LookupValue[]>>;
}

const moveButtonId = (id: number, direction: string) => `reorder-${id}-${direction}`;

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The whole list, retired values too, put in a new order and saved in one call. Retired values
 * keep a place, so a restored value returns where it stood. Buttons rather than dragging, so the
 * keyboard can do it.
 */
export function ReorderDialog({ list, open, onClose, onSave }: ReorderDialogProps) {
  const whole = useQuery({ queryKey: adminKeys.wholeList(list.code), queryFn: () => fetchWholeList(list.code) });
  const [order, setOrder] = useState<LookupValue[] | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = order ?? whole.data ?? [];
  // The keyboard stays with the value it moves: its button may have just become disabled at an end.
  const [moving, setMoving] = useState<{ id: number; direction: 'up' | 'down' } | null>(null);
  const move = (from: number, to: number) => {
    setOrder(moved(shown, from, to));
    setMoving({ id: shown[from]!.id, direction: to < from ? 'up' : 'down' });
  };
  useEffect(() => {
    if (!moving) return;
    const button = (direction: string) => document.getElementById(moveButtonId(moving.id, direction)) as HTMLButtonElement | null;
    const same = button(moving.direction);
    (same && !same.disabled ? same : button(moving.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [moving, order]);

  const save = async () => {
    setSaving(true);
    const outcome = await onSave(shown.map((value) => value.id));
    setSaving(false);
    if (outcome.ok) onClose();
  };

  return (
    <Modal
      title={ListManagerTexts.reorderTitle(list.name)}
      open={open}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={order === null} onClick={() => void save()}>
          Save
        </Button>,
      ]}
    >
      {whole.isPending ? (
        <Spin />
      ) : (
        <ol aria-label={ListManagerTexts.reorderTitle(list.name)} style={{ paddingLeft: 24 }}>
          {shown.map((value, index) => (
            <li key={value.id} style={{ marginBottom: 4 }}>
              <Space>
                <Button
                  id={moveButtonId(value.id, 'up')}
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={ListManagerTexts.moveUp(value.label)}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  id={moveButtonId(value.id, 'down')}
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={ListManagerTexts.moveDown(value.label)}
                  disabled={index === shown.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <Typography.Text>{value.label}</Typography.Text>
                <Typography.Text type="secondary">{value.code}</Typography.Text>
                {value.retired ? <Tag>Retired</Tag> : null}
              </Space>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
