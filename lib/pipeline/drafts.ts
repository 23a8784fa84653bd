// Turning accepted proposals into drafts through core (policy runs again inside
// createDraft: the pipeline's own check is not trusted as a bypass).
import type { CoreContext } from '../context.ts';
import { createDraft } from '../drafts/queue.ts';
import { isNuzoError } from '../errors.ts';
import type { ActiveMemory } from '../capture/types.ts';
import type { Proposal } from './propose.ts';

export function activeMemoriesFor(ctx: CoreContext, scopes: string[], limit = 300): ActiveMemory[] {
  if (scopes.length === 0) return [];
  return ctx.store.db
    .prepare(`SELECT id, content, kind, scope, revision FROM memories WHERE status = 'active' AND scope IN (${scopes.map(() => '?').join(', ')}) ORDER BY updated_at DESC LIMIT ?`)
    .all(...scopes, limit)
    .map((row) => {
      const r = row as { id: string; content: string; kind: string; scope: string; revision: number };
      return { id: r.id, content: r.content, kind: r.kind, scope: r.scope, revision: Number(r.revision) };
    });
}

export type DraftTally = { created: number; skipped: number; refused: number };

export function draftsFromProposal(ctx: CoreContext, proposal: Proposal, origin: { host: string; session_id: string }): DraftTally {
  const tally: DraftTally = { created: 0, skipped: 0, refused: 0 };
  for (const candidate of proposal.candidates) {
    try {
      const outcome = createDraft(ctx, {
        content: candidate.content,
        kind: candidate.kind,
        scope: candidate.scope,
        scope_unclear: candidate.scope_unclear,
        tags: candidate.tags,
        source: `${origin.host}:capture-suggestion`,
        confidence: candidate.confidence,
        reason: candidate.reason,
        priority: proposal.decision.mode === 'light' ? 'low' : 'normal',
        origin: { host: origin.host, session_id: origin.session_id, ref: proposal.event.ref },
        supersedes: candidate.supersedes ?? null,
        proposed_by: ['capture'],
      });
      if ('created' in outcome) tally.created++;
      else tally.skipped++;
    } catch (error) {
      if (!isNuzoError(error)) throw error;
      tally.refused++;
    }
  }
  return tally;
}
