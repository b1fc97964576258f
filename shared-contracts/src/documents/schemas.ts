import { Type, type Static } from 'typebox';
import { literalUnion } from '../schemas/common';
import { DOCUMENT_OWNERS } from './owners';

/** What a record's documents and their versions may hold, and how big a file may be by default (25 MB). */
export const DocumentLimits = {
  title: 200,
  recordType: 60,
  recordId: 100,
  reason: 1000,
  defaultMaxBytes: 25 * 1024 * 1024,
} as const;

export const DOCUMENT_FILE_TYPES = ['pdf', 'docx', 'xlsx', 'jpg', 'png'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

export const DOCUMENT_VERSION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type DocumentVersionStatus = (typeof DOCUMENT_VERSION_STATUSES)[number];

export const DocumentOwnerSchema = literalUnion(DOCUMENT_OWNERS);

/** A kind of record within its application ('incident', 'plan', 'plan-evidence'): lower-case words joined by hyphens. */
const RecordType = Type.String({ minLength: 1, maxLength: DocumentLimits.recordType, pattern: '^[a-z][a-z0-9-]*$' });
const RecordId = Type.String({ minLength: 1, maxLength: DocumentLimits.recordId, pattern: '^[A-Za-z0-9_.:-]+$' });
const Reason = Type.String({ minLength: 1, maxLength: DocumentLimits.reason, pattern: '\\S' });

/** The form fields of a new document, sent beside its file (multipart/form-data, part `file`). */
export const NewDocumentFields = Type.Object(
  {
    owner: DocumentOwnerSchema,
    recordType: RecordType,
    recordId: RecordId,
    leaId: Type.Integer({ minimum: 1 }),
    title: Type.String({ minLength: 1, maxLength: DocumentLimits.title, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type NewDocumentFields = Static<typeof NewDocumentFields>;

/** A new version takes only its file. */
export const NewVersionFields = Type.Object({}, { additionalProperties: false });
export type NewVersionFields = Static<typeof NewVersionFields>;

export const DocumentListQuery = Type.Object(
  { owner: DocumentOwnerSchema, recordType: RecordType, recordId: RecordId },
  { additionalProperties: false },
);
export type DocumentListQuery = Static<typeof DocumentListQuery>;

export const DocumentVersionParams = Type.Object({ id: Type.Integer({ minimum: 1 }), n: Type.Integer({ minimum: 1 }) });
export type DocumentVersionParams = Static<typeof DocumentVersionParams>;

export const DocumentDecision = Type.Object(
  { decision: literalUnion(['Approved', 'Rejected'] as const), reason: Type.Optional(Reason) },
  { additionalProperties: false },
);
export type DocumentDecision = Static<typeof DocumentDecision>;

export const VersionDeletion = Type.Object({ reason: Reason }, { additionalProperties: false });
export type VersionDeletion = Static<typeof VersionDeletion>;

const nullableText = Type.Union([Type.String(), Type.Null()]);
const nullableInstant = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const DocumentVersion = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  status: literalUnion(DOCUMENT_VERSION_STATUSES),
  fileName: Type.String({ description: 'The name the file was uploaded with, for display and the download only' }),
  fileType: literalUnion(DOCUMENT_FILE_TYPES),
  contentType: Type.String(),
  sizeBytes: Type.Integer({ minimum: 0 }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  uploadedAt: Type.String({ format: 'date-time' }),
  uploadedBy: Type.Integer(),
  uploadedByName: Type.String(),
  decidedAt: nullableInstant,
  decidedBy: Type.Union([Type.Integer(), Type.Null()]),
  decidedByName: nullableText,
  /** Why it was rejected, or what the approver noted. */
  reason: nullableText,
});
export type DocumentVersion = Static<typeof DocumentVersion>;

export const DocumentRecord = Type.Object({
  id: Type.Integer(),
  owner: DocumentOwnerSchema,
  recordType: Type.String(),
  recordId: Type.String(),
  leaId: Type.Integer(),
  title: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.Integer(),
  /** Newest first; deleted versions are left out. */
  versions: Type.Array(DocumentVersion),
});
export type DocumentRecord = Static<typeof DocumentRecord>;

export const DocumentList = Type.Object({ items: Type.Array(DocumentRecord) });
export type DocumentList = Static<typeof DocumentList>;
