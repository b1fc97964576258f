import type { TableColumn } from '../downloads';
import type { TextBlock } from '../schemas/text-blocks';
import type { TextBlockGroup } from '../text-block-codes';

/** The groups' names as administrators know them; a group not named here shows its code. */
export const textBlockGroupNames: Record<TextBlockGroup, string> = {
  AUTH: 'Sign-in pages',
  DASHBOARD: 'Dashboard',
  HELP: 'Help',
  ECO: 'Early Childhood Outcomes',
  RESTRAINT: 'Restraint & Aversive Intervention',
  PSOS: 'Post-School Outcomes Survey',
  PSOS_PUBLIC: 'Public one-year-out survey',
  DISPUTE: 'Dispute Resolution',
};

export const textBlockGroupName = (group: string): string => textBlockGroupNames[group as TextBlockGroup] ?? group;

/** Whether a block shows, in Manage Text Blocks' words. */
export const TextBlockVisibilityWords = { shown: 'Shown', hidden: 'Hidden' } as const;

/** Manage Text Blocks' columns, as its table and its CSV and .xlsx show them; keys are the sort fields where they sort. */
export const textBlockColumns: readonly TableColumn<TextBlock>[] = [
  { key: 'title', header: 'Title', value: (b) => b.title },
  { key: 'blockCode', header: 'Code', value: (b) => b.blockCode },
  { key: 'groupCode', header: 'Group', value: (b) => textBlockGroupName(b.groupCode) },
  {
    key: 'isVisible',
    header: 'Shown',
    value: (b) => (b.isVisible ? TextBlockVisibilityWords.shown : TextBlockVisibilityWords.hidden),
  },
  { key: 'displayFormat', header: 'Format', value: (b) => b.displayFormat },
];

/** The columns of one group's blocks (the group is the page's choice, so it has no column) or, without a group, of all. */
export const textBlockColumnsFor = (groupCode: string | undefined): readonly TableColumn<TextBlock>[] =>
  groupCode ? textBlockColumns.filter((column) => column.key !== 'groupCode') : textBlockColumns;
