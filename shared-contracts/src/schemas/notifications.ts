import { Type, type Static } from 'typebox';

/** A system message of the dashboard's Messages widget (spec 3); status 0 New, 1 Acknowledged, 2 Viewed. */
export const NotificationMessage = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  createdOn: Type.String({ format: 'date-time' }),
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  openUrl: Type.Union([Type.String(), Type.Null()]),
});
export type NotificationMessage = Static<typeof NotificationMessage>;

export const NotificationMessageList = Type.Array(NotificationMessage);
