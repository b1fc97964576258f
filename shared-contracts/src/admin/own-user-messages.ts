/**
 * What a user is told about their own account. Apart from the account's TypeBox schemas: the sign-in
 * area's email confirmation page shows these, and the schemas' top-level calls would bring TypeBox
 * into the sign-in page.
 */
export const OwnUserMessages = {
  administratorsOnly: 'Only an administrator can change this.',
  currentPasswordForEmail: 'Enter your current password to change your email address.',
  emailByPutOnly: 'Change your email address on My Account, with your current password.',
  confirmationSent: (email: string) => `We sent a confirmation link to ${email}. Your email address changes once you open it.`,
  emailConfirmed: (email: string) => `Your email address is now ${email}. Use it to sign in from now on.`,
  confirmLinkInvalid: 'This confirmation link is invalid or has expired. Change your email address again on My Account.',
} as const;
