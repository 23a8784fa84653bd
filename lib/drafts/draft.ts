// The pending-drafts queue: what capture proposes and review empties. A draft holds the
// proposed memory text (after policy) and a pointer to where it came from — host, session
// id, transcript line ref — never raw transcript text. It is not a memory: it has no
// memory id until the user confirms it.
import type { MemoryKind } from '../limits.ts';

export type DraftPriority = 'normal' | 'low';

export type Draft = {
  id: string;
  content: string;
  kind: MemoryKind;
  scope: string;
  scope_unclear: boolean;
  tags: string[];
  source: string;
  confidence: number;
  reason: string;
  priority: DraftPriority;
  requires_confirmation: true;
  origin: { host: string | null; session_id: string | null; ref: string | null };
  supersedes: { id: string; expected_revision: number } | null;
  created_at: string;
  expires_at: string;
};

export type DraftRow = {
  id: string;
  content: string;
  kind: MemoryKind;
  scope: string;
  scope_unclear: number;
  tags: string;
  source: string;
  confidence: number;
  reason: string;
  priority: DraftPriority;
  origin_host: string | null;
  origin_session: string | null;
  origin_ref: string | null;
  supersedes_id: string | null;
  expected_revision: number | null;
  created_at: string;
  expires_at: string;
};

export const DRAFT_COLUMNS =
  'id, content, kind, scope, scope_unclear, tags, source, confidence, reason, priority, origin_host, origin_session, origin_ref, supersedes_id, expected_revision, created_at, expires_at';

export function rowToDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    content: row.content,
    kind: row.kind,
    scope: row.scope,
    scope_unclear: row.scope_unclear === 1,
    tags: JSON.parse(row.tags) as string[],
    source: row.source,
    confidence: Number(row.confidence),
    reason: row.reason,
    priority: row.priority,
    requires_confirmation: true,
    origin: { host: row.origin_host, session_id: row.origin_session, ref: row.origin_ref },
    supersedes: row.supersedes_id ? { id: row.supersedes_id, expected_revision: Number(row.expected_revision) } : null,
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

// The seed's confirmation prompt, rendered the same way by every adapter.
export function confirmationText(draft: Pick<Draft, 'content' | 'kind' | 'scope' | 'tags' | 'reason'>): string {
  return [
    'Save this Nuzo memory?',
    `Content: ${draft.content}`,
    `Kind: ${draft.kind}`,
    `Scope: ${draft.scope}`,
    `Tags: ${draft.tags.join(', ') || '(none)'}`,
    `Reason: ${draft.reason}`,
    'Confirm, edit, or reject?',
  ].join('\n');
}
