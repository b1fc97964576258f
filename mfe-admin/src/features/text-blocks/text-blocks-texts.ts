/** What the Manage Text Blocks page says. */
export const TextBlocksTexts = {
  intro:
    "Text blocks give instructions across the portal's screens. Choose a block to edit its title, whether it shows, how it shows and its text.",
  group: 'Group',
  allGroups: 'All groups',
  search: 'Search title or code',
  exportFile: 'text-blocks',
  edit: (title: string) => `Edit ${title}`,
  editing: (title: string, code: string) => `Editing ${title} (${code})`,
  title: 'Title',
  visible: 'Show this block',
  format: 'Display format',
  html: 'Text',
  richText: 'Rich text',
  htmlSource: 'HTML',
  htmlSourceLabel: 'HTML source',
  previewDiv: 'Preview as Div',
  previewCard: 'Preview as Card',
  save: 'Save',
  discard: 'Discard changes',
  saved: 'Text block saved',
  cleaned:
    'The server cleaned this HTML as it saved it, removing what a text block may not hold (such as scripts, styles and images). What was saved is shown.',
  discardTitle: 'Discard your changes?',
  discardBody: '<p>The changes to this block have not been saved.</p>',
} as const;
