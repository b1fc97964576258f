/** Role identifiers of spec 6. Their permission sets are data, seeded by the identity service. */
export const Roles = {
  SiteAdmin: 'SiteAdmin',
  StateAdmin: 'StateAdmin',
  StateUser: 'StateUser',
  LocalAdmin: 'LocalAdmin',
  LocalUser: 'LocalUser',
  DisputePublicUser: 'DisputeResolution.PublicUser',
} as const;
export type RoleName = (typeof Roles)[keyof typeof Roles];

/** Role names used inside dispute resolution (spec 6). */
export const DisputeRoles = [
  'publicuser',
  'leauser',
  'facilitator',
  'hearingofficer',
  'inspector',
  'investigator',
  'mediator',
  'stateuser',
] as const;
