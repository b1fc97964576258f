import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Radio, Space, Table, Tag, Typography, type TableColumnType, type TableColumnsType } from 'antd';
import { TextBlockGroups, type TextBlock } from '@portal/shared-contracts';
import { textBlockColumnsFor, textBlockGroupName, textBlockGroupNames } from '@portal/shared-contracts/admin';
import {
  DownloadButton,
  tableColumn,
  tableDefaults,
  useConfirm,
  useCurrentRoute,
  useListFilters,
  useMinColumnWidth,
  useServerList,
} from '@portal/shared-contracts/sdk';
import { TEXT_BLOCKS_PATH } from '../../api/text-blocks';
import { TextBlockEditor } from './TextBlockEditor';
import { TextBlocksTexts } from './text-blocks-texts';
import { adminKeys } from '../../api/keys';

// In the URL as a word: an empty group would read as no choice, the first group.
const ALL_GROUPS = 'all';
const groupOptions = [
  ...Object.values(TextBlockGroups).map((code) => ({ value: code as string, label: textBlockGroupNames[code] })),
  { value: ALL_GROUPS, label: TextBlocksTexts.allGroups },
];

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
  const groupCode = group === ALL_GROUPS ? undefined : group;
  const list = useServerList<TextBlock>({ queryKey: adminKeys.textBlocks, path: TEXT_BLOCKS_PATH, filters: { groupCode } });
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

  // Headers and cells come from the list's one column definition, which its files are written from too; the
  // group has a column only when every group is listed.
  const shownColumns = textBlockColumnsFor(groupCode);
  const column = (key: string) => tableColumn(shownColumns, key);
  const sortable = { sorter: true, minWidth } as const;
  // Every column sorts but the group's; a hidden block says so in a tag.
  const settings: Record<string, TableColumnType<TextBlock>> = {
    groupCode: { minWidth },
    isVisible: {
      ...sortable,
      render: (_: unknown, block: TextBlock) =>
        block.isVisible ? column('isVisible').render(null, block) : <Tag>{column('isVisible').render(null, block)}</Tag>,
    },
  };
  const columns: TableColumnsType<TextBlock> = [
    ...shownColumns.map(({ key }) => ({ ...column(key), ...(settings[key] ?? sortable) })),
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
      <section aria-label={groupCode ? textBlockGroupName(groupCode) : TextBlocksTexts.allGroups}>
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
