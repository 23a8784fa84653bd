// A tidy merge draft (lib/memory/tidy.ts) names the near-duplicates its confirmation
// archives. Must run inside the confirming write transaction; a memory already archived,
// forgotten or changed since is left as it is.
import type { CoreContext } from '../context.ts';
import { isNuzoError } from '../errors.ts';
import { updateMemory } from '../memory/update.ts';

export function archiveMerged(ctx: CoreContext, draftId: string): string[] {
  let ids: unknown; // [{id, revision}]
  try {
    const row = ctx.store.db.prepare('SELECT merges FROM drafts WHERE id = ?').get(draftId) as { merges: string | null } | undefined;
    ids = row?.merges ? JSON.parse(row.merges) : [];
  } catch {
    return [];
  }
  const archived: string[] = [];
  for (const entry of Array.isArray(ids) ? ids : []) {
    const { id, revision } = (entry ?? {}) as { id?: unknown; revision?: unknown };
    if (typeof id !== 'string' || !Number.isInteger(revision)) continue;
    try {
      // REVISION_CONFLICT (edited since the draft was made) leaves it as it is.
      const m = updateMemory(ctx, { id, status: 'archived', expected_revision: revision });
      if (m.status === 'archived') archived.push(m.id);
    } catch (error) {
      if (!isNuzoError(error)) throw error;
    }
  }
  return archived;
}
