import { Type, type Static, type TSchema } from 'typebox';

/** `preview=true` runs the import and rolls it back, so the report says exactly what the import would do. */
export const ImportQuery = Type.Object({ preview: Type.Optional(Type.Boolean({ default: false })) }, { additionalProperties: false });
export type ImportQuery = Static<typeof ImportQuery>;

export const ImportIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type ImportIdParams = Static<typeof ImportIdParams>;

export const ImportStatus = Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]);
export type ImportStatus = Static<typeof ImportStatus>;

/** The answer to an upload (202): the import is queued; its state is read at `<path>/{id}`. */
export const ImportAccepted = Type.Object({ id: Type.String(), status: ImportStatus });
export type ImportAccepted = Static<typeof ImportAccepted>;

export const ImportProgress = Type.Object({ done: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) });
export type ImportProgress = Static<typeof ImportProgress>;

/** An import as its uploader polls it; `result` is the import's report once done, `error` why it failed. */
export const importState = <R extends TSchema>(result: R) =>
  Type.Object({
    id: Type.String(),
    status: ImportStatus,
    progress: ImportProgress,
    result: Type.Union([result, Type.Null()]),
    error: Type.Optional(Type.String()),
  });

export interface ImportState<R> {
  id: string;
  status: ImportStatus;
  progress: ImportProgress;
  result: R | null;
  error?: string;
}

export const ImportMessages = {
  unavailable: 'Imports are not available just now: the job queue (Redis) cannot be reached. Try again in a few minutes.',
  notFound: 'There is no such import. An import is shown only to the person who uploaded it, for a day.',
  failed: 'The import failed and changed nothing. Try again; if it fails again, tell the help desk.',
} as const;
