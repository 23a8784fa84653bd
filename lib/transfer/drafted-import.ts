// An import that a session's agent asked for, split by reach: items for the session's own
// project are imported at once; items for a scope wider than it (user:default, agent:*,
// another project the user allowed) need the user's answer, and where the host cannot ask,
// each becomes a draft for the user's review instead (policy and duplicate checks run
// again there). Relations are by index: those between imported items are renumbered and
// kept; one that touches a drafted item cannot be (a draft is not a memory yet) and is
// reported as such.
import { canReach, widensBeyondProject, type Fence } from '../access.ts';
import type { NuzoConfig } from '../config.ts';
import type { CoreContext } from '../context.ts';
import { createDraft } from '../drafts/queue.ts';
import { isNuzoError } from '../errors.ts';
import { validateStoredScope } from '../memory/validate.ts';
import { readItem, type ExportDocument } from './format.ts';
import { importMemories, type ImportItemReport, type ImportReport } from './index.ts';

// Indexes of the items that would land in a reachable scope wider than this project.
export function wideItems(document: ExportDocument, scope: string | undefined, fence: Fence, config: NuzoConfig): Set<number> {
  const wide = new Set<number>();
  document.memories.forEach((raw, index) => {
    const target = targetScope(raw, scope, config);
    if (target !== null && canReach(fence, target) && widensBeyondProject(fence, target)) wide.add(index);
  });
  return wide;
}

export function targetScope(raw: unknown, scope: string | undefined, config: NuzoConfig): string | null {
  if (scope !== undefined) return scope;
  const shape = readItem(raw);
  if (!shape) return null;
  try {
    return validateStoredScope(shape.scope, config);
  } catch {
    return null;
  }
}

const DRAFT_REASON = "Imported by an agent into a scope beyond the session's project; it waits for your confirmation.";

// Without a form: this project's items are imported in one transaction, and every item for
// a wider scope becomes a draft instead (policy and duplicate checks run again there).
export type DraftedReport = Omit<ImportReport, 'items'> & { items: Array<Omit<ImportItemReport, 'status'> & { status: ImportItemReport['status'] | 'drafted'; draft_id?: string }> };

export function importWithDrafts(ctx: CoreContext, document: ExportDocument, wide: ReadonlySet<number>, options: { scope?: string; canWrite: (s: string) => boolean }, actor: string): { report: DraftedReport; drafted: number; scopes: string[] } {
  const narrowIndexes = document.memories.map((_, i) => i).filter((i) => !wide.has(i));
  // Relations are by index: renumber those between narrow items; one that touches a drafted
  // item cannot be kept (a draft is not a memory yet) and is reported.
  const narrowAt = new Map(narrowIndexes.map((i, n) => [i, n]));
  const allRelations = document.relations ?? [];
  const keptRelations = allRelations.flatMap((r, index) => (narrowAt.has(r?.source_index) && narrowAt.has(r?.target_index) ? [{ index, r: { ...r, source_index: narrowAt.get(r.source_index)!, target_index: narrowAt.get(r.target_index)! } }] : []));
  const narrow = importMemories(ctx, { ...options, document: { ...document, memories: narrowIndexes.map((i) => document.memories[i]), relations: keptRelations.map((k) => k.r) }, dry_run: false });
  const keptIndex = new Set(keptRelations.map((k) => k.index));
  const relations = { total: allRelations.length, imported: narrow.relations.imported, not_carried: [
    ...narrow.relations.not_carried.map((n) => ({ ...n, index: keptRelations[n.index].index })),
    ...allRelations.flatMap((_, index) => (keptIndex.has(index) ? [] : [{ index, code: 'RELATION_ENDPOINT_DRAFTED' }])),
  ].sort((a, b) => a.index - b.index) };
  const items: DraftedReport['items'] = narrow.items.map((item) => ({ ...item, index: narrowIndexes[item.index] }));
  let drafted = 0;
  const scopes = new Set<string>();
  let rejected = narrow.rejected;
  let skipped = narrow.skipped;
  for (const index of wide) {
    const shape = readItem(document.memories[index])!;
    if (shape.sensitive) {
      // As in the direct import: an item marked sensitive needs the user's own import.
      rejected++;
      items.push({ index, status: 'rejected', code: 'CONFIRMATION_REQUIRED' });
      continue;
    }
    try {
      const outcome = createDraft(ctx, { content: shape.content, kind: shape.kind, scope: options.scope ?? shape.scope, tags: shape.tags, source: typeof shape.source === 'string' && shape.source ? shape.source : actor, confidence: 1, reason: DRAFT_REASON });
      if ('created' in outcome) {
        drafted++;
        scopes.add(outcome.created.scope);
        items.push({ index, status: 'drafted', draft_id: outcome.created.id });
      } else {
        skipped++;
        items.push({ index, status: 'skipped_duplicate', existing_id: outcome.existing_id });
      }
    } catch (error) {
      if (!isNuzoError(error)) throw error;
      rejected++;
      items.push({ index, status: 'rejected', code: error.code });
    }
  }
  items.sort((a, b) => a.index - b.index);
  const report: DraftedReport = { dry_run: false, total: document.memories.length, imported: narrow.imported, skipped, rejected, held: narrow.held, items, relations };
  return { report, drafted, scopes: [...scopes].sort() };
}
