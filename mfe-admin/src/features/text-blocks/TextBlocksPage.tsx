import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Radio, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { TextBlockGroups, type TextBlockGroup, type TextBlock } from '@portal/shared-contracts';
import {
  DownloadButton,
  tableDefaults,
  useConfirm,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  useServerList,
} from '@portal/shared-contracts/sdk';
import { TEXT_BLOCKS_PATH } from '../../api/text-blocks';
import { TextBlockEditor } from './TextBlockEditor';
import { textBlockGroupNames, TextBlocksTexts } from './text-blocks-texts';
import { adminKeys } from '../../api/keys';

// In the URL as a word: an empty group would read as no choice, the first group.
const ALL_GROUPS = 'all';
const groupOptions = [
  ...Object.values(TextBlockGroups).map((code) => ({ value: code as string, label: textBlockGroupNames[code] })),
  { value: ALL_GROUPS, label: TextBlocksTexts.allGroups },
];
const groupName = (group: string) => textBlockGroupNames[group as TextBlockGroup] ?? group;

/**
 * Manage Text Blocks (/admin/manage-text-blocks): the blocks of the chosen group, searched, sorted
 * and paged by the service and exported as CSV; one at a time is edited below, with its preview.
 * Leaving a block with unsaved changes asks first.
 */
export function TextBlocksPage() {
  const { route } = useCurrentRoute();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const minWidth = useMinColumnWidth();
  const { filters, setter } = useListFilters({ group: String });
  const group = filters.group ?? TextBlockGroups.auth;
  const list = useServerList<TextBlock>({
    queryKey: adminKeys.textBlocks,
    path: TEXT_BLOCKS_PATH,
    filters: { groupCode: group === ALL_GROUPS ? undefined : group },
  });
  // The block being edited is kept apart from the list, so paging or changing group does not close it.
  const [editing, setEditing] = useState<TextBlock | null>(null);
  const dirty = useRef(false);

  const edit = async (block: TextBlock) => {
    if (block.id === editing?.id) return;
    if (
      dirty.current &&
      !(await confirm({ title: TextBlocksTexts.discardTitle, html: TextBlocksTexts.discardBody, okLabel: TextBlocksTexts.discard }))
    )
      return;
    dirty.current = false;
    setEditing(block);
  };
  const saved = (block: TextBlock) => {
    setEditing(block);
    void queryClient.invalidateQueries({ queryKey: adminKeys.textBlocks });
    // The pages that show the block read it again, in this tab too.
    void queryClient.invalidateQueries({ queryKey: ['shell', 'text-block'] });
    void queryClient.invalidateQueries({ queryKey: ['shell', 'text-block-group'] });
  };
  const dirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const sortable = { sorter: true, minWidth } as const;
  const columns: TableColumnsType<TextBlock> = [
    { key: 'title', dataIndex: 'title', title: 'Title', ...sortable },
    { key: 'blockCode', dataIndex: 'blockCode', title: 'Code', ...sortable },
    ...(group !== ALL_GROUPS ? [] : [{ key: 'groupCode', dataIndex: 'groupCode', title: 'Group', minWidth, render: groupName }]),
    {
      key: 'isVisible',
      dataIndex: 'isVisible',
      title: 'Shown',
      ...sortable,
      render: (_, block) => (block.isVisible ? TextBlocksTexts.shown : <Tag>{TextBlocksTexts.hidden}</Tag>),
    },
    { key: 'displayFormat', dataIndex: 'displayFormat', title: 'Format', ...sortable },
    {
      title: 'Actions',
      key: 'actions',
      minWidth,
      render: (_, block) => (
        <Button size="small" aria-label={TextBlocksTexts.edit(block.title)} onClick={() => void edit(block)}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{TextBlocksTexts.intro}</Typography.Paragraph>
      <Radio.Group
        aria-label={TextBlocksTexts.group}
        optionType="button"
        value={group}
        onChange={(event) => setter('group')(event.target.value as string)}
        options={groupOptions}
        style={{ marginBottom: 16 }}
      />
      <section aria-label={group !== ALL_GROUPS ? groupName(group) : TextBlocksTexts.allGroups}>
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label={TextBlocksTexts.search}
            placeholder={TextBlocksTexts.search}
            allowClear
            defaultValue={list.search}
            onSearch={list.setSearch}
            style={{ width: 280 }}
          />
          <DownloadButton {...list.download} name={TextBlocksTexts.exportFile} />
        </Space>
        <Table<TextBlock>
          {...tableDefaults}
          {...list.tableProps}
          rowKey="id"
          columns={list.sorted(columns)}
          scroll={{ x: 'max-content' }}
        />
      </section>
      {editing ? <TextBlockEditor key={editing.id} block={editing} onSaved={saved} onDirtyChange={dirtyChange} /> : null}
    </>
  );
}
