// The whole-record scan. Content gets every rule; every other stored field — scope name,
// tags, source, kind, draft reason and origin — is text the store keeps and the recall
// fence shows, so it gets the secret and personal-identifier rules too. The fields are also
// read joined to the end of the content, so a token cut in two ("…AbC12" + tag "dEf34…")
// is seen whole.
import type { PolicyFinding } from './types.ts';
import { isProjectScope } from '../scope.ts';
import { checkContent, checkIdentifiers, findingError } from './scan.ts';

export type RecordFields = {
  content?: string | null;
  scope?: string | null;
  tags?: readonly string[] | null;
  source?: string | null;
  kind?: string | null;
  // Anything else stored with the record (draft reason, origin host/session/ref, …).
  extra?: readonly (string | null | undefined)[];
};

// How much of the content's end is read together with the other fields: enough for any
// token and the words that name it, without scanning long content twice.
const SEAM_CHARS = 512;

// A project scope is left out: its 16 hex digits are a hash of the path, and about one
// project in a few thousand gets a run of decimal digits there that passes as a payment card
// (the project could then store nothing).
function metadataOf(r: RecordFields): string[] {
  const out: string[] = [];
  if (r.tags?.length) out.push(r.tags.join(' '));
  const scope = typeof r.scope === 'string' && !isProjectScope(r.scope) ? r.scope : null;
  for (const field of [scope, r.source, r.kind, ...(r.extra ?? [])]) if (typeof field === 'string' && field.length) out.push(field);
  return out;
}

// `contentChecked`: the caller already ran checkContent on this exact content (the write
// paths do, to report its finding first).
export function checkRecord(r: RecordFields, options: { contentChecked?: boolean } = {}): PolicyFinding | null {
  const content = typeof r.content === 'string' ? r.content : '';
  if (content && !options.contentChecked) {
    const f = checkContent(content);
    if (f) return f;
  }
  const meta = metadataOf(r);
  if (meta.length === 0) return null;
  const seam = content.length > SEAM_CHARS ? content.slice(-SEAM_CHARS) : content;
  return checkIdentifiers([seam, ...meta].filter(Boolean).join(' '));
}

export function assertRecordAllowed(r: RecordFields, options: { contentChecked?: boolean } = {}): void {
  const f = checkRecord(r, options);
  if (f) throw findingError(f);
}
