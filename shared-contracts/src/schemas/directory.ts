import { Type, type Static } from 'typebox';
import { LeaSummary, SchoolYear } from './common';

export const LeaList = Type.Array(LeaSummary);
export const SchoolYearList = Type.Array(SchoolYear);

export const SessionUser = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  fullName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  leaId: Type.Union([Type.Integer(), Type.Null()]),
  jobTitle: Type.Union([Type.String(), Type.Null()]),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  roles: Type.Array(Type.String()),
  configuration: Type.String(),
  enabled: Type.Boolean(),
});
export type SessionUser = Static<typeof SessionUser>;

export const ApplicationEntry = Type.Object({ name: Type.String() });
export const ApplicationList = Type.Array(ApplicationEntry);
