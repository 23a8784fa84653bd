// The project's stale memories (anchored files changed or gone), re-anchoring one the user
// keeps, and edit drafts where git knows a gone file's new path. Full checks, no budget:
// this serves `nuzo memory stale`, `nuzo memory tidy` and review, never a hook.
import type { CoreContext } from '../context.ts';
import { createDraft } from '../drafts/queue.ts';
import { getMemory } from '../memory/get.ts';
import { withWrite } from '../store/write.ts';
import { checkAnchors, FULL_BUDGET, type AnchoredFile, type AnchorState } from './check.ts';
import { anchorMemory, anchorsOf } from './store.ts';

export type StaleMemory = { id: string; content: string; kind: string; revision: number; state: 'changed' | 'gone'; files: AnchoredFile[] };

export function staleMemories(ctx: CoreContext): StaleMemory[] {
  const project = ctx.project;
  if (!project) return [];
  let ids: string[];
  try {
    ids = (ctx.store.db
      .prepare(`SELECT DISTINCT m.id FROM memory_anchors a JOIN memories m ON m.id = a.memory_id WHERE m.scope = ? AND m.status = 'active' ORDER BY m.updated_at DESC`)
      .all(project.scope) as Array<{ id: string }>).map((r) => r.id);
  } catch {
    return [];
  }
  const states = checkAnchors(project.root, anchorsOf(ctx.store, ids, project.scope), FULL_BUDGET);
  const stale: StaleMemory[] = [];
  for (const id of ids) {
    const state = states.get(id);
    if (!state || state.state === 'fresh') continue;
    const m = getMemory(ctx.store, id);
    stale.push({ id, content: m.content, kind: m.kind, revision: m.revision, state: state.state, files: state.files });
  }
  return stale;
}

// Keep: the memory still holds; its anchors take the files as they are now.
export function reanchor(ctx: CoreContext, id: string): AnchorState | null {
  const memory = getMemory(ctx.store, id);
  withWrite(ctx.store, () => anchorMemory(ctx, memory.id, memory.content, memory.scope));
  return ctx.project ? (checkAnchors(ctx.project.root, anchorsOf(ctx.store, [memory.id], ctx.project.scope), FULL_BUDGET).get(memory.id) ?? null) : null;
}

export type RenameDraft = { memory_id: string; from: string; to: string; draft_id: string | null; skipped?: string };

// One edit draft per stale memory whose gone files git saw renamed: the memory's text with
// each old path replaced by the new one, superseding the memory at its current revision.
export function proposeRenameDrafts(ctx: CoreContext, stale: readonly StaleMemory[], renames: ReadonlyMap<string, string>): RenameDraft[] {
  const out: RenameDraft[] = [];
  for (const memory of stale) {
    const moved = memory.files.filter((f) => f.state === 'gone' && renames.has(f.path) && memory.content.includes(f.path));
    if (moved.length === 0) continue;
    let content = memory.content;
    for (const f of moved) content = content.split(f.path).join(renames.get(f.path)!);
    const current = getMemory(ctx.store, memory.id);
    const outcome = createDraft(ctx, {
      content,
      kind: current.kind,
      scope: current.scope,
      tags: current.tags,
      source: 'nuzo:stale',
      confidence: 0.9,
      reason: `git: ${moved.map((f) => `${f.path} was renamed to ${renames.get(f.path)}`).join('; ')}.`,
      supersedes: { id: current.id, expected_revision: current.revision },
    });
    for (const f of moved) {
      out.push({ memory_id: memory.id, from: f.path, to: renames.get(f.path)!, draft_id: 'created' in outcome ? outcome.created.id : (outcome.existing_id ?? null), ...('created' in outcome ? {} : { skipped: outcome.skipped }) });
    }
  }
  return out;
}
