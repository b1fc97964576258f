import { DOCUMENT_FILE_TYPES } from './schemas';

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
const acceptedNames = DOCUMENT_FILE_TYPES.map((type) => type.toUpperCase()).join(', ');

/** What the documents service tells a person, each saying what to do. */
export const DocumentMessages = {
  notFound: 'There is no document with this id.',
  versionNotFound: 'This document has no such version.',
  tooLarge: (maxBytes: number) => `The file is larger than ${megabytes(maxBytes)}. Choose a smaller file or split it.`,
  emptyFile: 'The file is empty. Choose the file again.',
  /** `what` names what the content is ('a ZIP archive'), or is null when it is none of the kinds the portal knows. */
  wrongType: (what: string | null) =>
    `${what ? `The file is ${what}, which` : 'The file is of a type that'} cannot be attached. Attach a ${acceptedNames.replace(/, (?=[^,]*$)/, ' or ')} file; the type is read from the file's content, not its name.`,
  nameMismatch: (fileName: string, what: string, extension: string) =>
    `The file "${fileName}" holds ${what}, but its name does not end in .${extension}. The type is read from the content: rename the file to end in .${extension}, or choose the file you meant.`,
  approvedIsFinal: 'This version is approved; an approved version never changes.',
  alreadyDecided: (status: string) => `This version is already ${status}; upload a new version instead.`,
  rejectionNeedsReason: 'Give the reason for the rejection.',
  leaNotYours: 'You may not attach documents to records of this LEA.',
  notAllowed: 'You may not do this with documents of this application.',
  deleted: 'This version was deleted.',
  fileMissing: "The stored file of this version cannot be found. Ask the portal's administrator to restore it.",
} as const;
