import { useCallback, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Radio, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TextBlock } from '@portal/shared-contracts';
import { caseInsensitiveSorter, tableDefaults, useConfirm, useCurrentRoute, useMinColumnWidth } from '@portal/shared-contracts/sdk';
import { fetchTextBlocks, textBlocksKey } from './text-blocks-api';
import { TextBlockEditor } from './TextBlockEditor';
import { textBlockGroupNames, TextBlocksTexts } from './text-blocks-texts';

const groupName = (group: string) => textBlockGroupNames[group as keyof typeof textBlockGroupNames] ?? group;

/** The groups in the order their first blocks were created, each with its blocks. */
function byGroup(blocks: readonly TextBlock[]): [string, TextBlock[]][] {
  const groups = new Map<string, TextBlock[]>();
  for (const block of blocks) groups.set(block.groupCode, [...(groups.get(block.groupCode) ?? []), block]);
  return [...groups];
}

function GroupTable({ blocks, onEdit }: { blocks: TextBlock[]; onEdit(block: TextBlock): void }) {
  const minWidth = useMinColumnWidth();
  const columns: TableColumnsType<TextBlock> = [
    { title: 'Title', dataIndex: 'title', sorter: caseInsensitiveSorter('title'), minWidth },
    { title: 'Code', dataIndex: 'blockCode', sorter: caseInsensitiveSorter('blockCode'), minWidth },
    { title: 'Shown', key: 'isVisible', minWidth, render: (_, block) => (block.isVisible ? TextBlocksTexts.shown : <Tag>{TextBlocksTexts.hidden}</Tag>) },
    { title: 'Format', dataIndex: 'displayFormat', minWidth },
    {
      title: 'Actions',
      key: 'actions',
      minWidth,
      render: (_, block) => (
        <Button size="small" aria-label={TextBlocksTexts.edit(block.title)} onClick={() => onEdit(block)}>
          Edit
        </Button>
      ),
    },
  ];
  // A group holds a handful of blocks: one page, sorted in the browser.
  return <Table<TextBlock> rowKey="id" columns={columns} dataSource={blocks} pagination={false} {...tableDefaults} />;
}

/**
 * Manage Text Blocks (/admin/manage-text-blocks): the blocks of the chosen group; one at a time
 * is edited below, with its preview. Leaving a block with unsaved changes asks first.
 */
export function TextBlocksPage() {
  const { route } = useCurrentRoute();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const blocks = useQuery({ queryKey: textBlocksKey, queryFn: fetchTextBlocks });
  const groups = byGroup(blocks.data ?? []);
  const [chosenGroup, setChosenGroup] = useState<string | null>(null);
  const group = groups.find(([code]) => code === chosenGroup) ?? groups[0];
  const [editingId, setEditingId] = useState<number | null>(null);
  const dirty = useRef(false);
  const editing = blocks.data?.find((block) => block.id === editingId);

  const edit = async (block: TextBlock) => {
    if (block.id === editingId) return;
    if (dirty.current && !(await confirm({ title: TextBlocksTexts.discardTitle, html: TextBlocksTexts.discardBody, okLabel: TextBlocksTexts.discard }))) return;
    dirty.current = false;
    setEditingId(block.id);
  };
  const saved = (block: TextBlock) => {
    queryClient.setQueryData<TextBlock[]>(textBlocksKey, (list) => list?.map((b) => (b.id === block.id ? block : b)));
    // The pages that show the block read it again, in this tab too.
    void queryClient.invalidateQueries({ queryKey: ['shell', 'text-block'] });
    void queryClient.invalidateQueries({ queryKey: ['shell', 'text-block-group'] });
  };
  const dirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{TextBlocksTexts.intro}</Typography.Paragraph>
      <Radio.Group
        aria-label={TextBlocksTexts.group}
        optionType="button"
        value={group?.[0]}
        onChange={(event) => setChosenGroup(event.target.value as string)}
        options={groups.map(([code]) => ({ value: code, label: groupName(code) }))}
        style={{ marginBottom: 16 }}
      />
      {group ? (
        <section aria-label={groupName(group[0])}>
          <GroupTable blocks={group[1]} onEdit={(block) => void edit(block)} />
        </section>
      ) : null}
      {editing ? <TextBlockEditor key={editing.id} block={editing} onSaved={saved} onDirtyChange={dirtyChange} /> : null}
    </>
  );
}
