// Whether a suggestion that passed content policy may become a pending draft, or is skipped
// because the user already has it (an active memory, a pending draft) or rejected it with
// "don't suggest again". The Stop hook (through createDraft) and the capture dry run both
// ask here, so the dry run never shows a draft the hook would not file. Read-only: it runs
// inside createDraft's write transaction, and on the dry run's read-only store.
import { sha256Hex } from '../hash.ts';
import { iso } from '../clock.ts';
import { findDuplicate } from '../memory/duplicates.ts';
import { normalizeContent, similarity, NEAR_DUPLICATE_THRESHOLD } from '../policy/index.ts';
import type { Store } from '../store/store.ts';

export type DraftSkipReason = 'duplicate_memory' | 'duplicate_draft' | 'previously_rejected';

export type DraftSkip = { skipped: DraftSkipReason; existing_id?: string };

export type PendingText = { id: string; scope: string; content: string };

// `store` is null when there is no store yet (nothing saved, pending or rejected).
// `alsoPending` holds drafts not in the store yet: the dry run's own earlier proposals,
// which the hook would have filed before reaching this one.
export function draftSkip(
  store: Store | null,
  draft: { scope: string; content: string },
  options: { supersedes?: boolean; alsoPending?: readonly PendingText[] } = {},
): DraftSkip | null {
  // A draft that proposes an update to a memory is meant to resemble it.
  if (store && !options.supersedes) {
    const duplicate = findDuplicate(store, draft.scope, draft.content);
    if (duplicate) return { skipped: 'duplicate_memory', existing_id: duplicate.id };
  }
  const pending = [...(store ? pendingIn(store, draft.scope) : []), ...(options.alsoPending ?? []).filter((p) => p.scope === draft.scope)];
  const norm = normalizeContent(draft.content);
  for (const other of pending) {
    if (normalizeContent(other.content) === norm || similarity(other.content, draft.content) >= NEAR_DUPLICATE_THRESHOLD) {
      return { skipped: 'duplicate_draft', existing_id: other.id };
    }
  }
  if (store && store.db.prepare('SELECT 1 FROM rejected_fingerprints WHERE fingerprint = ?').get(rejectionFingerprint(draft.scope, draft.content))) {
    return { skipped: 'previously_rejected' };
  }
  return null;
}

// What a remembered rejection keeps: a hash of scope and normalized text, never the text.
export function rejectionFingerprint(scope: string, content: string): string {
  return sha256Hex(`${scope}\u0000${normalizeContent(content)}`);
}

// Expired drafts count as gone even before expireDrafts deletes them (the dry run cannot).
function pendingIn(store: Store, scope: string): PendingText[] {
  return store.db.prepare('SELECT id, scope, content FROM drafts WHERE scope = ? AND expires_at > ?').all(scope, iso(store.clock.now())) as PendingText[];
}
