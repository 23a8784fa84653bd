// A correction replaces what it corrects. The explicit paths (remember, update) ask the one
// detector (supersede.ts) whether the new text revises an active memory of the same scope;
// when it does, nothing is written until the caller says which: `supersedes: <id>` archives
// that memory and records the link, `keep_both` saves alongside as before.
// Refusing (rather than saving and offering the replacement for review) is deliberate: saved
// beside the memory it revises, the new text and the old would both be recalled, and every
// session until the review would get two contradictory answers ("use pnpm", "use yarn"); the
// refusal costs one question in the same turn, and its error names the candidate. What made
// refusing costly was the detector firing on ordinary text (6% of conversation turns); it now
// fires on 0.2% of them (docs/benchmarks.md). The old memory is
// archived, not deleted: `update --status active` restores it, and the `supersedes` relation
// stays in the store (exported with it) and in both memories' history.
import { appendAudit } from '../audit.ts';
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import { NuzoError } from '../errors.ts';
import { storeRelation } from './carried-store.ts';
import { withWrite } from '../store/write.ts';
import { getMemory } from './get.ts';
import type { Memory } from './model.ts';
import { insertMemory, prepareMemory, type RememberInput } from './remember.ts';
import { findSuperseded, type SupersedeSignal } from './supersede.ts';
import { updateMemory, type UpdateInput } from './update.ts';
import { prepareContent, validateStoredScope } from './validate.ts';

// `supersedes_revision`: the revision of the memory to replace that the user was shown (a
// SUPERSEDE_CANDIDATE error's candidate_revision, or the question's): if it changed since,
// nothing is archived unseen (REVISION_CONFLICT).
export type SupersedeChoice = { supersedes?: string; supersedes_revision?: number; keep_both?: boolean };

export type SupersedeCandidate = { id: string; revision: number; signal: SupersedeSignal; subject: string | null };

export type Replaced = { memory: Memory; superseded: Memory | null };

// Project scopes hold hundreds of memories, not millions: the newest are compared whole.
const SCAN_LIMIT = 2000;

export function supersedeCandidate(ctx: CoreContext, scope: string, content: string, excludeId?: string): SupersedeCandidate | null {
  const rows = ctx.store.db
    .prepare("SELECT id, content, scope, revision FROM memories WHERE scope = ? AND status = 'active' AND id != ? ORDER BY updated_at DESC LIMIT ?")
    .all(scope, excludeId ?? '', SCAN_LIMIT) as Array<{ id: string; content: string; scope: string; revision: number }>;
  const match = findSuperseded(content, scope, rows);
  return match ? { id: match.memory.id, revision: Number(match.memory.revision), signal: match.signal, subject: match.subject } : null;
}

// Details name the candidate by id only: errors never carry stored text.
export function supersedeCandidateError(candidate: SupersedeCandidate): NuzoError {
  return new NuzoError(
    'SUPERSEDE_CANDIDATE',
    `This looks like it replaces active memory ${candidate.id}${candidate.subject ? ` (${candidate.subject})` : ''}. Nothing was saved: ask the user whether it replaces that memory (it is then archived, restorable) or should be kept beside it.`,
    { candidate_id: candidate.id, candidate_revision: candidate.revision, signal: candidate.signal, subject: candidate.subject },
  );
}

export function rememberReplacing(ctx: CoreContext, input: RememberInput & SupersedeChoice): Replaced {
  const prepared = prepareMemory(ctx, input);
  if (input.supersedes === undefined) {
    const candidate = input.keep_both ? null : supersedeCandidate(ctx, prepared.scope, prepared.content);
    if (candidate) throw supersedeCandidateError(candidate);
    return { memory: withWrite(ctx.store, () => insertMemory(ctx, prepared, 'memory.created', {})), superseded: null };
  }
  return withWrite(ctx.store, () => {
    const old = archive(ctx, supersedable(ctx, input.supersedes, prepared.scope, null, input.supersedes_revision));
    const memory = insertMemory(ctx, prepared, 'memory.created', { supersedes: old.id });
    return { memory, superseded: link(ctx, memory, old) };
  });
}

// Only a content change can revise another memory; other edits never ask.
export function updateSupersedeCandidate(ctx: CoreContext, input: UpdateInput): SupersedeCandidate | null {
  if (input.content === undefined) return null;
  const current = getMemory(ctx.store, input.id);
  const content = prepareContent(input.content);
  const scope = input.scope === undefined ? current.scope : validateStoredScope(input.scope, ctx.config);
  return content !== current.content && current.status === 'active' ? supersedeCandidate(ctx, scope, content, current.id) : null;
}

export function updateReplacing(ctx: CoreContext, input: UpdateInput & SupersedeChoice): Replaced {
  if (input.supersedes === undefined) {
    const candidate = input.keep_both ? null : updateSupersedeCandidate(ctx, input);
    if (candidate) throw supersedeCandidateError(candidate);
    return { memory: updateMemory(ctx, input), superseded: null };
  }
  if (input.content === undefined) throw new NuzoError('INVALID_INPUT', 'supersedes goes with a new content.', { field: 'supersedes' });
  return withWrite(ctx.store, () => {
    const current = getMemory(ctx.store, input.id);
    const scope = input.scope === undefined ? current.scope : validateStoredScope(input.scope, ctx.config);
    const old = archive(ctx, supersedable(ctx, input.supersedes, scope, current.id, input.supersedes_revision));
    const memory = updateMemory(ctx, input);
    return { memory, superseded: link(ctx, memory, old) };
  });
}

// The memory to replace must be active, in the same scope, and another one. Read-only, so an
// adapter can check before it asks the user anything.
export function supersedable(ctx: CoreContext, id: unknown, scope: string, selfId: string | null, revision?: unknown): Memory {
  const old = getMemory(ctx.store, id);
  if (revision !== undefined && (!Number.isInteger(revision) || (revision as number) < 1)) throw new NuzoError('INVALID_INPUT', 'supersedes_revision must be a positive integer.', { field: 'supersedes_revision' });
  if (revision !== undefined && revision !== old.revision) {
    throw new NuzoError('REVISION_CONFLICT', 'The memory to replace changed since it was shown; re-read it and ask again.', { id: old.id, expected_revision: revision, current_revision: old.revision });
  }
  if (old.id === selfId) throw new NuzoError('INVALID_INPUT', 'A memory cannot supersede itself.', { field: 'supersedes' });
  if (old.status !== 'active') throw new NuzoError('INVALID_INPUT', 'Only an active memory can be superseded.', { field: 'supersedes', id: old.id });
  if (old.scope !== scope) throw new NuzoError('INVALID_SCOPE', 'A memory can only supersede one of its own scope.', { field: 'supersedes', id: old.id, scope: old.scope });
  return old;
}

// Inside the write.
function archive(ctx: CoreContext, old: Memory): Memory {
  // Archived first, so the new text is not refused as a near-duplicate of what it replaces;
  // its one audit event, naming the memory that replaced it, follows in link().
  const now = iso(ctx.store.clock.now());
  ctx.store.db.prepare("UPDATE memories SET status = 'archived', archived_at = ?, revision = revision + 1, updated_at = ? WHERE id = ?").run(now, now, old.id);
  return old;
}

function link(ctx: CoreContext, memory: Memory, old: Memory): Memory {
  storeRelation(ctx.store, { source_id: memory.id, target_id: old.id, relation: 'supersedes', reason: null, created_at: iso(ctx.store.clock.now()) });
  appendAudit(ctx.store, { memory_id: old.id, event_type: 'memory.archived', actor: ctx.actor, payload: { changed: ['status'], revision: old.revision + 1, superseded_by: memory.id } });
  return getMemory(ctx.store, old.id);
}
