// Tidying suggestions, never acted on here: near-duplicate groups become merge drafts (the
// user's confirmation keeps one text and archives the rest: lib/drafts/queue.ts), memories
// nobody recalled in 90 days and stale ones (lib/anchors) are listed for the user to keep,
// edit or archive.
import { staleMemories, type StaleMemory } from '../anchors/stale.ts';
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import { createDraft } from '../drafts/queue.ts';
import { withWrite } from '../store/write.ts';
import { findDuplicate } from './duplicates.ts';
import { getMemory } from './get.ts';

export const UNUSED_DAYS = 90;
const MAX_SCANNED = 5000;

export type MergeDraft = { draft_id: string | null; keep: string; archives: string[]; skipped?: string };
export type UnusedMemory = { id: string; content: string; scope: string; last_used_at: string | null; created_at: string };
export type TidyReport = { scopes: string[]; merges: MergeDraft[]; unused: UnusedMemory[]; stale: StaleMemory[] };

type Row = { id: string; scope: string; content: string; updated_at: string };

// Groups of near-duplicates per scope (each pair the duplicate check would refuse on save).
export function duplicateGroups(ctx: CoreContext, scopes: readonly string[]): Row[][] {
  const groups: Row[][] = [];
  for (const scope of scopes) {
    const rows = ctx.store.db
      .prepare("SELECT id, scope, content, updated_at FROM memories WHERE scope = ? AND status = 'active' ORDER BY updated_at DESC LIMIT ?")
      .all(scope, MAX_SCANNED) as Row[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const parent = new Map(rows.map((r) => [r.id, r.id]));
    const find = (id: string): string => {
      let root = id;
      while (parent.get(root) !== root) root = parent.get(root)!;
      return root;
    };
    for (const row of rows) {
      const hit = findDuplicate(ctx.store, scope, row.content, row.id);
      if (hit && byId.has(hit.id)) parent.set(find(row.id), find(hit.id));
    }
    const members = new Map<string, Row[]>();
    for (const row of rows) members.set(find(row.id), [...(members.get(find(row.id)) ?? []), row]);
    for (const group of members.values()) if (group.length > 1) groups.push(group);
  }
  return groups;
}

export function tidy(ctx: CoreContext, scopes: readonly string[]): TidyReport {
  const merges: MergeDraft[] = [];
  for (const group of duplicateGroups(ctx, scopes)) {
    // The newest wording stays (rows are newest first); the others are archived on confirm.
    const [keep, ...rest] = group;
    const memory = getMemory(ctx.store, keep.id);
    const archives = rest.map((r) => r.id);
    const outcome = createDraft(ctx, {
      content: memory.content,
      kind: memory.kind,
      scope: memory.scope,
      tags: memory.tags,
      source: 'nuzo:tidy',
      confidence: 0.8,
      reason: `Merge of ${group.length} near-duplicate memories: confirming keeps this text in ${keep.id} and archives ${archives.join(', ')}.`,
      supersedes: { id: memory.id, expected_revision: memory.revision },
    });
    if ('created' in outcome) {
      // Each duplicate with the revision shown now: one edited before the user confirms stays.
      const named = archives.map((id) => ({ id, revision: getMemory(ctx.store, id).revision }));
      withWrite(ctx.store, () => ctx.store.db.prepare('UPDATE drafts SET merges = ? WHERE id = ?').run(JSON.stringify(named), outcome.created.id));
      merges.push({ draft_id: outcome.created.id, keep: keep.id, archives });
    } else merges.push({ draft_id: outcome.existing_id ?? null, keep: keep.id, archives, skipped: outcome.skipped });
  }
  return { scopes: [...scopes], merges, unused: unusedMemories(ctx, scopes), stale: staleMemories(ctx) };
}

// Active memories not recalled (nor created) in the last UNUSED_DAYS days.
export function unusedMemories(ctx: CoreContext, scopes: readonly string[], days = UNUSED_DAYS): UnusedMemory[] {
  const cutoff = iso(ctx.store.clock.now() - days * 86_400_000);
  return ctx.store.db
    .prepare(
      `SELECT id, content, scope, last_used_at, created_at FROM memories WHERE status = 'active' AND scope IN (SELECT value FROM json_each(?))
       AND COALESCE(last_used_at, created_at) < ? ORDER BY COALESCE(last_used_at, created_at) LIMIT 500`,
    )
    .all(JSON.stringify(scopes), cutoff) as UnusedMemory[];
}
