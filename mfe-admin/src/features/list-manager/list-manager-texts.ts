/** What the List Manager says; the field rules and refusals come from the shared contracts. */
export const ListManagerTexts = {
  intro:
    "Forms offer the values of these lists. Records keep a value's code, so a code never changes, and a value in use is retired rather than deleted.",
  list: 'List',
  show: 'Show',
  search: 'Search values',
  add: 'Add Value',
  reorder: 'Reorder',
  addTitle: (listName: string) => `Add a value to ${listName}`,
  renameTitle: (label: string) => `Rename ${label}`,
  reorderTitle: (listName: string) => `Reorder ${listName}`,
  codeKept: 'Records keep the code, so it cannot change.',
  retireTitle: (label: string) => `Retire ${label}?`,
  retireBody: '<p>Forms will stop offering it. Records that already use it keep it and still show its label. You can restore it later.</p>',
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  added: 'Value added',
  renamed: 'Value renamed',
  reordered: 'Order saved',
  retired: 'Value retired',
  restored: 'Value restored',
} as const;
