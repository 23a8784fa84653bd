// Editing a memory with optimistic concurrency. Content changes and moves from a project
// scope to user:default need the user's confirmation (lifecycle-hooks seed); the new
// content passes the same policy and duplicate checks as a fresh memory.
import { anchorMemory } from '../anchors/store.ts';
import { appendAudit } from '../audit.ts';
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import { NuzoError } from '../errors.ts';
import { normalizeContent } from '../policy/index.ts';
import { scopeType } from '../scope.ts';
import { ftsAdd, ftsRemove, ftsRowOf } from '../store/fts.ts';
import { withWrite } from '../store/write.ts';
import { findDuplicate } from './duplicates.ts';
import { getMemory } from './get.ts';
import type { Memory } from './model.ts';
import { assertRecordFieldsAllowed, prepareContent, prepareTags, validateKind, validateOptionalDate, validateStoredScope } from './validate.ts';

export type UpdateInput = {
  id: unknown;
  content?: unknown;
  kind?: unknown;
  scope?: unknown;
  tags?: unknown;
  status?: unknown;
  review_after?: unknown;
  expires_at?: unknown;
  expected_revision?: unknown;
  confirmed?: boolean;
};

// Why a change needs the user's own answer, if it does.
export type UpdateConfirmation = 'content_change' | 'scope_promotion' | 'restore_wide';

const CONFIRMATION_MESSAGES: Record<UpdateConfirmation, string> = {
  content_change: 'Changing a memory\'s content needs the user\'s confirmation.',
  scope_promotion: 'Moving a project memory to user:default needs the user\'s confirmation.',
  restore_wide: 'Restoring a memory that every project reads needs the user\'s confirmation.',
};

type Next = { content: string; kind: string; scope: string; tags: string[]; status: 'active' | 'archived'; review_after: string | null; expires_at: string | null };
type UpdatePlan = { current: Memory; next: Next; changed: string[]; confirmation: UpdateConfirmation | null };

// Everything an update would refuse (input, revision, disabled scope, policy, duplicates),
// checked without writing, and whether the user must answer for it. An adapter that asks
// the user first calls this, so a refusal comes before any question.
export function checkUpdate(ctx: CoreContext, input: UpdateInput): { changed: string[]; confirmation: UpdateConfirmation | null } {
  const { changed, confirmation } = planUpdate(ctx, input);
  return { changed, confirmation };
}

export function updateMemory(ctx: CoreContext, input: UpdateInput): Memory {
  return withWrite(ctx.store, () => {
    const { current, next, changed, confirmation } = planUpdate(ctx, input);
    if (changed.length === 0) return current;
    if (confirmation && input.confirmed !== true) {
      throw new NuzoError('CONFIRMATION_REQUIRED', CONFIRMATION_MESSAGES[confirmation], { operation: 'update', reason: confirmation, id: current.id });
    }
    const contentChanged = changed.includes('content');
    const now = iso(ctx.store.clock.now());
    const indexed = contentChanged || changed.includes('tags') ? ftsRowOf(ctx.store.db, current.id) : null;
    if (indexed) ftsRemove(ctx.store.db, ctx.store.fts, indexed);
    ctx.store.db
      .prepare(
        `UPDATE memories SET content = ?, content_norm = ?, kind = ?, scope = ?, tags = ?, tags_text = ?, status = ?, review_after = ?, expires_at = ?,
           archived_at = CASE WHEN ? = 'archived' THEN COALESCE(archived_at, ?) ELSE NULL END, revision = revision + 1, updated_at = ? WHERE id = ?`,
      )
      .run(next.content, normalizeContent(next.content), next.kind, next.scope, JSON.stringify(next.tags), next.tags.join(' '), next.status, next.review_after, next.expires_at, next.status, now, now, current.id);
    if (indexed) ftsAdd(ctx.store.db, ctx.store.fts, { rowid: indexed.rowid, content: next.content, tags_text: next.tags.join(' ') });
    if (contentChanged || changed.includes('scope')) anchorMemory(ctx, current.id, next.content, next.scope);
    const event = changed.includes('status') ? (next.status === 'archived' ? 'memory.archived' : 'memory.restored') : 'memory.updated';
    appendAudit(ctx.store, { memory_id: current.id, event_type: event, actor: ctx.actor, payload: { changed, revision: current.revision + 1, kind: next.kind, scope: next.scope, tags: next.tags } });
    return getMemory(ctx.store, current.id);
  });
}

function planUpdate(ctx: CoreContext, input: UpdateInput): UpdatePlan {
  const content = input.content === undefined ? undefined : prepareContent(input.content);
  const kind = input.kind === undefined ? undefined : validateKind(input.kind);
  const scope = input.scope === undefined ? undefined : validateStoredScope(input.scope, ctx.config);
  const tags = input.tags === undefined ? undefined : prepareTags(input.tags);
  const status = input.status === undefined ? undefined : validateStatus(input.status);
  const reviewAfter = input.review_after === undefined ? undefined : validateOptionalDate(input.review_after, 'review_after');
  const expiresAt = input.expires_at === undefined ? undefined : validateOptionalDate(input.expires_at, 'expires_at');
  if (input.expected_revision !== undefined && (!Number.isInteger(input.expected_revision) || (input.expected_revision as number) < 1)) {
    throw new NuzoError('INVALID_INPUT', 'expected_revision must be a positive integer.', { field: 'expected_revision' });
  }
  const current = getMemory(ctx.store, input.id);
  if (input.expected_revision !== undefined && input.expected_revision !== current.revision) {
    throw new NuzoError('REVISION_CONFLICT', 'The memory changed since it was read; re-read it and retry.', { id: current.id, expected_revision: input.expected_revision, current_revision: current.revision });
  }
  const changed: string[] = [];
  const contentChanged = content !== undefined && content !== current.content;
  if (contentChanged) changed.push('content');
  if (kind !== undefined && kind !== current.kind) changed.push('kind');
  if (scope !== undefined && scope !== current.scope) changed.push('scope');
  if (tags !== undefined && JSON.stringify(tags) !== JSON.stringify(current.tags)) changed.push('tags');
  if (status !== undefined && status !== current.status) changed.push('status');
  if (reviewAfter !== undefined && reviewAfter !== current.review_after) changed.push('review_after');
  if (expiresAt !== undefined && expiresAt !== current.expires_at) changed.push('expires_at');
  const next: Next = {
    content: content ?? current.content,
    kind: kind ?? current.kind,
    scope: scope ?? current.scope,
    tags: tags ?? current.tags,
    status: status ?? current.status,
    review_after: reviewAfter === undefined ? current.review_after : reviewAfter,
    expires_at: expiresAt === undefined ? current.expires_at : expiresAt,
  };
  if (changed.length === 0) return { current, next, changed, confirmation: null };
  assertScopeAllowedForExisting(ctx, current.scope);
  if (contentChanged || changed.includes('tags') || changed.includes('scope') || changed.includes('kind')) {
    assertRecordFieldsAllowed({ content: next.content, tags: next.tags, scope: next.scope, kind: next.kind, source: current.source });
  }
  const restores = status === 'active' && current.status !== 'active';
  if ((contentChanged || changed.includes('scope') || restores) && next.status === 'active') {
    const duplicate = findDuplicate(ctx.store, next.scope, next.content, current.id);
    if (duplicate) {
      throw new NuzoError('DUPLICATE_MEMORY', 'Another active memory in that scope already says this.', { existing_id: duplicate.id, exact: duplicate.exact });
    }
  }
  const promotes = scope !== undefined && scopeType(current.scope) === 'project' && scopeType(scope) === 'user';
  // Bringing back an archived memory every project reads is a wide save like a new one.
  const restoresWide = restores && scopeType(next.scope) !== 'project';
  const confirmation = contentChanged ? 'content_change' : promotes ? 'scope_promotion' : restoresWide ? 'restore_wide' : null;
  return { current, next, changed, confirmation };
}

function validateStatus(status: unknown): 'active' | 'archived' {
  if (status === 'active' || status === 'archived') return status;
  throw new NuzoError('INVALID_INPUT', 'status must be active or archived.', { field: 'status' });
}

function assertScopeAllowedForExisting(ctx: CoreContext, scope: string): void {
  if (ctx.config.disabled_scopes.includes(scope)) throw new NuzoError('SCOPE_DISABLED', 'Memory is disabled for this scope by configuration.', { scope });
}
