// Re-checking anchors against the working tree, cheap enough for a hook: stat first, and
// hash only a file whose size is the same but whose mtime moved (a branch switch or a
// touch rewrites mtimes without changing content). A cap on files and on hashed bytes
// bounds the cost per call; what the cap leaves out is reported unchecked, never stale.
// Nothing here throws on a missing, unreadable or huge file, and nothing spawns git.
import { join } from 'node:path';
import { hashHead, HASH_MAX_BYTES, realRoot, statOrNull, staysInside, type AnchorKind } from './fingerprint.ts';
import type { HeadMemo } from './head-memo.ts';

export type AnchorRow = { memory_id: string; path: string; kind: AnchorKind; size: number; mtime_ms: number; hash: string | null; anchored_at: string };

export type FileState = 'fresh' | 'changed' | 'gone' | 'unchecked';
export type AnchoredFile = { path: string; state: FileState; since: string | null; anchored_at: string };
// `state` sums up the memory: gone when every file it names is gone, changed when any of
// them changed or went, fresh otherwise. `files` lists the ones that are not fresh.
export type AnchorState = { state: 'fresh' | 'changed' | 'gone'; files: AnchoredFile[] };

export type CheckBudget = { maxFiles: number; maxHashBytes: number };
export const HOOK_BUDGET: CheckBudget = { maxFiles: 200, maxHashBytes: 4 * 1024 * 1024 };
export const FULL_BUDGET: CheckBudget = { maxFiles: Number.MAX_SAFE_INTEGER, maxHashBytes: Number.MAX_SAFE_INTEGER };

// Rows in the order the caller cares about (the cap keeps the first). `memo`: head hashes
// another check already took of the same unchanged files (head-memo.ts); the byte budget
// counts them all the same, so what is checked does not depend on it.
export function checkAnchors(root: string, rows: readonly AnchorRow[], budget: CheckBudget = HOOK_BUDGET, memo?: HeadMemo): Map<string, AnchorState> {
  const real = realRoot(root);
  const byMemory = new Map<string, AnchoredFile[]>();
  let checked = 0;
  let hashed = 0;
  for (const row of rows) {
    let state: FileState = 'unchecked';
    let since: string | null = null;
    if (real && checked < budget.maxFiles) {
      checked++;
      const path = join(real, row.path);
      const stats = statOrNull(path);
      if (!stats || (row.kind === 'dir' ? !stats.isDirectory() : !stats.isFile())) state = 'gone';
      else if (row.kind === 'dir') state = 'fresh';
      else if (stats.size !== row.size) state = 'changed';
      else if (Math.floor(stats.mtimeMs) === row.mtime_ms) state = 'fresh';
      else if (hashed + Math.min(stats.size, HASH_MAX_BYTES) > budget.maxHashBytes) state = 'unchecked';
      else {
        hashed += Math.min(stats.size, HASH_MAX_BYTES);
        // A symlink swapped to point outside the root is no longer this project's file.
        if (!staysInside(root, row.path)) state = 'gone';
        else {
          let head = memo?.get(row.path, stats);
          if (head === undefined) {
            const taken = hashHead(path, stats.size);
            if (taken !== null) memo?.set(row.path, stats, taken);
            head = taken ?? undefined;
          }
          state = row.hash !== null && head === row.hash ? 'fresh' : 'changed';
        }
      }
      if (state === 'changed' && stats) since = new Date(stats.mtimeMs).toISOString();
    }
    const files = byMemory.get(row.memory_id) ?? [];
    files.push({ path: row.path, state, since, anchored_at: row.anchored_at });
    byMemory.set(row.memory_id, files);
  }
  const result = new Map<string, AnchorState>();
  for (const [id, files] of byMemory) result.set(id, summarize(files));
  return result;
}

export function summarize(files: readonly AnchoredFile[]): AnchorState {
  const gone = files.filter((f) => f.state === 'gone').length;
  const changed = files.filter((f) => f.state === 'changed').length;
  const state = gone > 0 && gone === files.length ? 'gone' : gone + changed > 0 ? 'changed' : 'fresh';
  return { state, files: files.filter((f) => f.state === 'changed' || f.state === 'gone') };
}

// The fence's short marker: `[changed: src/a.ts since 2026-11-20]`, `[gone: src/b.ts]`.
export function anchorMarker(state: AnchorState | undefined): string {
  if (!state || state.state === 'fresh' || state.files.length === 0) return '';
  const shown = state.files.slice(0, 2).map((f) => (f.state === 'changed' && f.since ? `${f.state}: ${f.path} since ${f.since.slice(0, 10)}` : `${f.state}: ${f.path}`));
  const more = state.files.length > 2 ? ` +${state.files.length - 2} more` : '';
  return `[${shown.join('; ')}${more}]`;
}

// Memories whose every anchored file is gone go below the rest, in their ranked order
// otherwise: what they describe is no longer in the tree.
export function demoteGone<T extends { memory: { id: string } }>(ranked: readonly T[], states: ReadonlyMap<string, AnchorState>): T[] {
  const gone = (r: T) => states.get(r.memory.id)?.state === 'gone';
  return [...ranked.filter((r) => !gone(r)), ...ranked.filter(gone)];
}
