/**
 * The purpose a caller gives for reading student data (34 CFR 99.32 keeps it with the record of
 * who read what). A header rather than a query parameter, so every route takes it without its
 * query schema naming it; percent-encoded, because a header carries only ASCII and a purpose is
 * free text in any language.
 */
export const DisclosurePurpose = {
  header: 'x-disclosure-purpose',
  maxLength: 500,
  tooLong: 'The purpose of reading student data may be at most 500 characters.',
  badEncoding: 'The purpose of reading student data must be percent-encoded UTF-8 text.',
} as const;

/** The header that carries `purpose` with a request; none for an empty purpose. */
export function disclosurePurposeHeaders(purpose: string | null | undefined): Record<string, string> {
  const trimmed = purpose?.trim();
  return trimmed ? { [DisclosurePurpose.header]: encodeURIComponent(trimmed) } : {};
}
