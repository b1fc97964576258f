/** What the Manage Notification Events page and its dialog say; rules and refusals come from the shared contracts. */
export const NotificationEventTexts = {
  intro:
    'The notifications the applications send. Each is raised by a service under its code, so types cannot be added or removed here: edit how each is offered and who receives it.',
  search: 'Search name, code or description',
  requiredFilter: 'Required',
  allTypes: 'Required and optional',
  requiredOnly: 'Required only',
  optionalOnly: 'Optional only',
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  dialogTitle: (name: string) => `Edit Notification Event: ${name}`,
  code: 'Code',
  codeKept: 'The services raise it by this code, so it never changes.',
  isRequired: 'Required: users cannot unsubscribe or turn its e-mail off',
  email: 'E-mail',
  inApp: 'In-system messages',
  hasLea: 'About an LEA: subscribers choose their LEAs',
  hasSpecificDate: 'About a specific date: sent Immediately',
  saving: 'Saving...',
  cancel: 'Cancel',
  save: 'Save',
  exportFile: 'notification-events',
} as const;

export const NotificationEventColumns = { actions: 'Actions' } as const;
