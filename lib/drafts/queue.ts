// Operations on the drafts queue. Creation runs the full write policy first (a blocked
// text never becomes a draft), then dedupes against active memories, pending drafts and
// (opt-in) fingerprints of rejected drafts. Confirmation turns a draft into a memory — or
// applies the update it proposes — in the same transaction that removes the draft.
import { appendAudit } from '../audit.ts';
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import { NuzoError } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import type { Memory } from '../memory/model.ts';
import { insertMemory, prepareMemory } from '../memory/remember.ts';
import { assertRecordFieldsAllowed } from '../memory/validate.ts';
import { updateMemory } from '../memory/update.ts';
import { assertContentAllowed, normalizeContent } from '../policy/index.ts';
import { scrubWal } from '../store/scrub.ts';
import { withWrite } from '../store/write.ts';
import { draftSkip, rejectionFingerprint, type DraftSkip } from './admission.ts';
import { archiveMerged } from './merges.ts';
import { DRAFT_COLUMNS, rowToDraft, type Draft, type DraftPriority, type DraftRow } from './draft.ts';
import { agentWidened, editorOf, parseProposers, type DraftEditor, type DraftProposer } from './provenance.ts';

export type NewDraft = {
  content: unknown;
  kind: unknown;
  scope: unknown;
  scope_unclear?: boolean;
  tags?: unknown;
  source: string;
  confidence: number;
  reason: string;
  priority?: DraftPriority;
  origin?: { host?: string | null; session_id?: string | null; ref?: string | null };
  supersedes?: { id: string; expected_revision: number } | null;
  // Which sources propose it (provenance.ts); none recorded when absent.
  proposed_by?: DraftProposer[];
};

export type DraftOutcome = { created: Draft } | DraftSkip;

const DRAFT_ID_RE = /^drf_[0-9A-HJKMNP-TV-Z]{26}$/;

export function createDraft(ctx: CoreContext, input: NewDraft): DraftOutcome {
  const prepared = prepareMemory(ctx, { content: input.content, kind: input.kind, scope: input.scope, tags: input.tags, source: input.source });
  const reason = boundedText(input.reason, 'reason');
  assertContentAllowed(reason);
  assertRecordFieldsAllowed({ ...prepared, extra: [reason, input.origin?.host, input.origin?.session_id, input.origin?.ref] });
  const confidence = Math.min(1, Math.max(0, Number.isFinite(input.confidence) ? input.confidence : 0));
  return withWrite(ctx.store, () => {
    expireDrafts(ctx);
    const skip = draftSkip(ctx.store, prepared, { supersedes: !!input.supersedes });
    if (skip) return skip;
    const norm = normalizeContent(prepared.content);
    const id = ctx.store.ids.next('drf');
    const now = ctx.store.clock.now();
    const expires = iso(now + ctx.config.drafts.expiry_days * 86_400_000);
    ctx.store.db
      .prepare(
        `INSERT INTO drafts (id, content, content_norm, kind, scope, scope_unclear, tags, source, confidence, reason, priority, origin_host, origin_session, origin_ref, supersedes_id, expected_revision, created_at, expires_at, proposed_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, prepared.content, norm, prepared.kind, prepared.scope, input.scope_unclear ? 1 : 0, JSON.stringify(prepared.tags), prepared.source, confidence, reason, input.priority ?? 'normal',
        input.origin?.host ?? null, input.origin?.session_id ?? null, input.origin?.ref ?? null, input.supersedes?.id ?? null, input.supersedes?.expected_revision ?? null, iso(now), expires,
        JSON.stringify(input.proposed_by ?? []));
    appendAudit(ctx.store, { draft_id: id, event_type: 'draft.created', actor: ctx.actor, payload: { kind: prepared.kind, scope: prepared.scope, priority: input.priority ?? 'normal' } });
    return { created: getDraft(ctx, id) };
  });
}

export function listDrafts(ctx: CoreContext, scopes: string[], limit = 50): Draft[] {
  if (scopes.length === 0) return [];
  const now = iso(ctx.store.clock.now());
  const rows = ctx.store.db
    .prepare(`SELECT ${DRAFT_COLUMNS} FROM drafts WHERE scope IN (${scopes.map(() => '?').join(', ')}) AND expires_at > ? ORDER BY priority = 'low', created_at LIMIT ?`)
    .all(...scopes, now, Math.min(Math.max(1, limit), 500)) as DraftRow[];
  return rows.map(rowToDraft);
}

// agent:* scopes holding pending drafts. They are reachable from every project, so the
// user's own review shows them beside this project's and user:default's.
export function agentDraftScopes(ctx: CoreContext): string[] {
  const now = iso(ctx.store.clock.now());
  const rows = ctx.store.db.prepare("SELECT DISTINCT scope FROM drafts WHERE scope LIKE 'agent:%' AND expires_at > ? ORDER BY scope").all(now) as { scope: string }[];
  return rows.map((r) => r.scope);
}

export function getDraft(ctx: CoreContext, id: unknown): Draft {
  if (typeof id !== 'string' || !DRAFT_ID_RE.test(id)) throw new NuzoError('INVALID_INPUT', 'A draft id looks like drf_ followed by 26 ULID characters.', { field: 'id' });
  const row = ctx.store.db.prepare(`SELECT ${DRAFT_COLUMNS} FROM drafts WHERE id = ?`).get(id) as DraftRow | undefined;
  if (!row || Date.parse(row.expires_at) <= ctx.store.clock.now()) throw new NuzoError('DRAFT_NOT_FOUND', 'No pending draft with that id (it may have been confirmed, rejected or expired).', { id });
  return rowToDraft(row);
}

export type DraftEdits = { content?: unknown; kind?: unknown; scope?: unknown; tags?: unknown };

// Edits a pending draft in place; the edited text passes policy like any write. The draft
// records who changed it (by default the context's actor: the MCP server speaks for the
// agent) and, on an agent's first edit, what it said before, so review shows both. A scope
// the agent moved beyond the session's project stays unclear until the user chooses one.
export function editDraft(ctx: CoreContext, id: unknown, edits: DraftEdits, editor: DraftEditor = editorOf(ctx.actor)): Draft {
  const current = getDraft(ctx, id);
  const prepared = prepareMemory(ctx, {
    content: edits.content ?? current.content,
    kind: edits.kind ?? current.kind,
    scope: edits.scope ?? current.scope,
    tags: edits.tags ?? current.tags,
    source: current.source,
  });
  const byAgent = editor.by === 'agent';
  const changed = prepared.content !== current.content || prepared.kind !== current.kind || prepared.scope !== current.scope || JSON.stringify(prepared.tags) !== JSON.stringify(current.tags);
  const before = { content: current.content, kind: current.kind, scope: current.scope, tags: current.tags };
  const original = current.original ?? (byAgent && changed ? before : null);
  // The user answers an unclear scope by naming one; an edit of the text or tags alone is no
  // answer to the scope the agent widened (or capture could not tell).
  const unclear = byAgent ? (current.scope_unclear || agentWidened(current.scope, prepared.scope, ctx.project?.scope ?? null)) : edits.scope === undefined ? current.scope_unclear : false;
  return withWrite(ctx.store, () => {
    ctx.store.db
      .prepare('UPDATE drafts SET content = ?, content_norm = ?, kind = ?, scope = ?, scope_unclear = ?, tags = ?, changed_by = ?, original = ? WHERE id = ?')
      .run(prepared.content, normalizeContent(prepared.content), prepared.kind, prepared.scope, unclear ? 1 : 0, JSON.stringify(prepared.tags),
        changed ? JSON.stringify(editor) : (current.changed_by ? JSON.stringify(current.changed_by) : null), original ? JSON.stringify(original) : null, current.id);
    return getDraft(ctx, current.id);
  });
}

// One more source behind a pending draft (both the agent and capture proposed the same turn).
// Must run inside a write transaction.
export function addProposer(ctx: CoreContext, id: string, proposer: DraftProposer): void {
  const row = ctx.store.db.prepare('SELECT proposed_by FROM drafts WHERE id = ?').get(id) as { proposed_by: string | null } | undefined;
  const list = parseProposers(row?.proposed_by);
  if (!row || list.includes(proposer)) return;
  ctx.store.db.prepare('UPDATE drafts SET proposed_by = ? WHERE id = ?').run(JSON.stringify([...list, proposer]), id);
}

export type ConfirmResult = { memory: Memory; draft_id: string; action: 'created' | 'updated' };

// `confirmed` must come from the user (elicitation answer, terminal prompt, or the user's
// explicit yes relayed with confirm: true). Optional edits are applied first.
export function confirmDraft(ctx: CoreContext, id: unknown, options: { confirmed: boolean; edits?: DraftEdits }): ConfirmResult {
  if (options.confirmed !== true) {
    throw new NuzoError('CONFIRMATION_REQUIRED', 'Saving a draft needs the user\'s confirmation.', { operation: 'drafts_confirm', reason: 'inferred_memory' });
  }
  const draft = getDraft(ctx, id);
  const prepared = prepareMemory(ctx, {
    content: options.edits?.content ?? draft.content,
    kind: options.edits?.kind ?? draft.kind,
    scope: options.edits?.scope ?? draft.scope,
    tags: options.edits?.tags ?? draft.tags,
    source: draft.source,
    confirmed: true,
  });
  const supersedes = draft.supersedes;
  if (supersedes) {
    const memory = withWrite(ctx.store, () => {
      const updated = updateMemory(ctx, {
        id: supersedes.id,
        content: prepared.content,
        kind: prepared.kind,
        tags: prepared.tags,
        expected_revision: supersedes.expected_revision,
        confirmed: true,
      });
      archiveMerged(ctx, draft.id);
      removeDraft(ctx, draft.id, 'draft.confirmed', { memory_id: updated.id, action: 'updated' });
      return updated;
    });
    scrubWal(ctx.store);
    return { memory, draft_id: draft.id, action: 'updated' };
  }
  const memory = withWrite(ctx.store, () => {
    const created = insertMemory(ctx, prepared, 'memory.created', { from_draft: draft.id });
    removeDraft(ctx, draft.id, 'draft.confirmed', { memory_id: created.id, action: 'created' });
    return created;
  });
  scrubWal(ctx.store);
  return { memory, draft_id: draft.id, action: 'created' };
}

// Rejecting erases the draft. Remembering the rejection (so capture stops proposing it)
// is opt-in per rejection and stores only a hash, never the text.
export function rejectDraft(ctx: CoreContext, id: unknown, options: { remember_rejection?: boolean } = {}): { draft_id: string; remembered: boolean } {
  const draft = getDraft(ctx, id);
  withWrite(ctx.store, () => {
    if (options.remember_rejection) {
      ctx.store.db
        .prepare('INSERT OR IGNORE INTO rejected_fingerprints (fingerprint, scope, created_at) VALUES (?, ?, ?)')
        .run(rejectionFingerprint(draft.scope, draft.content), draft.scope, iso(ctx.store.clock.now()));
    }
    removeDraft(ctx, draft.id, 'draft.rejected', { remembered: options.remember_rejection === true });
  });
  scrubWal(ctx.store);
  return { draft_id: draft.id, remembered: options.remember_rejection === true };
}

// Must run inside a write transaction.
function removeDraft(ctx: CoreContext, id: string, event: 'draft.confirmed' | 'draft.rejected' | 'draft.expired', payload: Record<string, unknown>): void {
  ctx.store.db.prepare('DELETE FROM drafts WHERE id = ?').run(id);
  const memoryId = typeof payload.memory_id === 'string' ? payload.memory_id : null;
  appendAudit(ctx.store, { draft_id: id, memory_id: memoryId, event_type: event, actor: ctx.actor, payload });
}

// Must run inside a write transaction.
export function expireDrafts(ctx: CoreContext): number {
  const expired = ctx.store.db.prepare('SELECT id FROM drafts WHERE expires_at <= ?').all(iso(ctx.store.clock.now())) as Array<{ id: string }>;
  for (const { id } of expired) removeDraft(ctx, id, 'draft.expired', {});
  return expired.length;
}

function boundedText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > LIMITS.reasonMaxChars) {
    throw new NuzoError('INVALID_INPUT', `${field} must be a non-empty string of at most ${LIMITS.reasonMaxChars} chars.`, { field });
  }
  return value.trim();
}

export { countDrafts } from './count.ts';
