import type { YouthListItem } from '@portal/shared-contracts/psos';

/** A youth as a sentence names them. */
export const youthName = (youth: Pick<YouthListItem, 'firstName' | 'lastName'>) => `${youth.firstName} ${youth.lastName}`;
