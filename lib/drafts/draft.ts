// The pending-drafts queue: what capture proposes and review empties. A draft holds the
// proposed memory text (after policy) and a pointer to where it came from — host, session
// id, transcript line ref — never raw transcript text. It is not a memory: it has no
// memory id until the user confirms it.
import type { MemoryKind } from '../limits.ts';
import { originalLines, parseBody, parseEditor, parseProposers, reviewReason, type DraftBody, type DraftEditor, type DraftProposer } from './provenance.ts';

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
  // What reviewers read: the proposer's reason, led by what the agent did (provenance.ts).
  reason: string;
  priority: DraftPriority;
  requires_confirmation: true;
  // Which sources proposed it, who last changed it (null: nobody since it was filed), and
  // what it said before an agent first edited it (null: no agent edit).
  proposed_by: DraftProposer[];
  changed_by: DraftEditor | null;
  original: DraftBody | null;
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
  proposed_by: string | null;
  changed_by: string | null;
  original: string | null;
};

export const DRAFT_COLUMNS =
  'id, content, kind, scope, scope_unclear, tags, source, confidence, reason, priority, origin_host, origin_session, origin_ref, supersedes_id, expected_revision, created_at, expires_at, proposed_by, changed_by, original';

export function rowToDraft(row: DraftRow): Draft {
  const tags = JSON.parse(row.tags) as string[];
  const proposed_by = parseProposers(row.proposed_by);
  const changed_by = parseEditor(row.changed_by);
  const original = parseBody(row.original);
  const body = { content: row.content, kind: row.kind, scope: row.scope, tags };
  return {
    id: row.id,
    content: row.content,
    kind: row.kind,
    scope: row.scope,
    scope_unclear: row.scope_unclear === 1,
    tags,
    source: row.source,
    confidence: Number(row.confidence),
    reason: reviewReason({ ...body, reason: row.reason, proposed_by, changed_by, original }),
    priority: row.priority,
    requires_confirmation: true,
    proposed_by,
    changed_by,
    original,
    origin: { host: row.origin_host, session_id: row.origin_session, ref: row.origin_ref },
    supersedes: row.supersedes_id ? { id: row.supersedes_id, expected_revision: Number(row.expected_revision) } : null,
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

// The seed's confirmation prompt, rendered the same way by every adapter. A draft an agent
// edited also shows, field by field, what it said before the edit.
export function confirmationText(draft: Pick<Draft, 'content' | 'kind' | 'scope' | 'tags' | 'reason'> & { original?: DraftBody | null }): string {
  return [
    'Save this Nuzo memory?',
    `Content: ${draft.content}`,
    `Kind: ${draft.kind}`,
    `Scope: ${draft.scope}`,
    `Tags: ${draft.tags.join(', ') || '(none)'}`,
    `Reason: ${draft.reason}`,
    ...originalLines(draft.original ?? null, draft),
    'Confirm, edit, or reject?',
  ].join('\n');
}
