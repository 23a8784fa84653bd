// Saving a memory. Every write path funnels into insertMemory (remember, draft confirmation,
// import), so policy, validation, disabled scopes and duplicate checks cannot be skipped.
import { anchorMemory } from '../anchors/store.ts';
import { appendAudit, type AuditEventType } from '../audit.ts';
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import { NuzoError } from '../errors.ts';
import type { MemoryKind } from '../limits.ts';
import { normalizeContent } from '../policy/index.ts';
import { ftsAdd } from '../store/fts.ts';
import { withWrite } from '../store/write.ts';
import { findDuplicate } from './duplicates.ts';
import { getMemory } from './get.ts';
import type { Memory } from './model.ts';
import { assertRecordFieldsAllowed, prepareContent, prepareTags, validateKind, validateOptionalDate, validateSource, validateStoredScope } from './validate.ts';

export type RememberInput = {
  content: unknown;
  kind: unknown;
  scope: unknown;
  tags?: unknown;
  source?: unknown;
  sensitive?: boolean;
  review_after?: unknown;
  expires_at?: unknown;
  // The user's own confirmation, obtained by the adapter (elicitation, a prompt, a flag).
  confirmed?: boolean;
};

export type PreparedMemory = {
  content: string;
  kind: MemoryKind;
  scope: string;
  tags: string[];
  source: string;
  sensitive: boolean;
  review_after: string | null;
  expires_at: string | null;
};

export function prepareMemory(ctx: CoreContext, input: RememberInput): PreparedMemory {
  const prepared: PreparedMemory = {
    content: prepareContent(input.content),
    kind: validateKind(input.kind),
    scope: validateStoredScope(input.scope, ctx.config),
    tags: prepareTags(input.tags),
    source: validateSource(input.source, ctx.actor),
    sensitive: input.sensitive === true,
    review_after: validateOptionalDate(input.review_after, 'review_after'),
    expires_at: validateOptionalDate(input.expires_at, 'expires_at'),
  };
  assertRecordFieldsAllowed(prepared);
  if (prepared.sensitive && input.confirmed !== true) {
    throw new NuzoError('CONFIRMATION_REQUIRED', 'A memory marked sensitive needs the user\'s explicit confirmation.', { operation: 'remember', reason: 'sensitive' });
  }
  return prepared;
}

// Everything remember would refuse (input, policy, an equivalent memory), checked without
// writing: an adapter that asks the user first calls this, so nothing refused is ever
// shown in a form or kept as a draft.
export function checkRemember(ctx: CoreContext, input: RememberInput): PreparedMemory {
  const prepared = prepareMemory(ctx, input);
  assertNoDuplicate(ctx, prepared);
  return prepared;
}

function assertNoDuplicate(ctx: CoreContext, m: PreparedMemory): void {
  const duplicate = findDuplicate(ctx.store, m.scope, m.content);
  if (duplicate) {
    throw new NuzoError('DUPLICATE_MEMORY', duplicate.exact ? 'An equivalent active memory already exists in this scope.' : 'A very similar active memory already exists in this scope; update it instead.', {
      existing_id: duplicate.id,
      exact: duplicate.exact,
      similarity: Math.round(duplicate.similarity * 100) / 100,
    });
  }
}

export function remember(ctx: CoreContext, input: RememberInput): Memory {
  const prepared = prepareMemory(ctx, input);
  return withWrite(ctx.store, () => insertMemory(ctx, prepared, 'memory.created', {}));
}

// Must run inside a write transaction.
export function insertMemory(ctx: CoreContext, m: PreparedMemory, event: AuditEventType, extraPayload: Record<string, unknown>): Memory {
  const { store } = ctx;
  assertNoDuplicate(ctx, m);
  const id = store.ids.next('mem');
  const now = iso(store.clock.now());
  const inserted = store.db
    .prepare(
      `INSERT INTO memories (id, content, content_norm, kind, scope, tags, tags_text, source, status, sensitive, revision, created_at, updated_at, review_after, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, 1, ?, ?, ?, ?)`,
    )
    .run(id, m.content, normalizeContent(m.content), m.kind, m.scope, JSON.stringify(m.tags), m.tags.join(' '), m.source, m.sensitive ? 1 : 0, now, now, m.review_after, m.expires_at);
  ftsAdd(store.db, store.fts, { rowid: inserted.lastInsertRowid, content: m.content, tags_text: m.tags.join(' ') });
  anchorMemory(ctx, id, m.content, m.scope);
  appendAudit(store, { memory_id: id, event_type: event, actor: ctx.actor, payload: { kind: m.kind, scope: m.scope, tags: m.tags, ...extraPayload } });
  return getMemory(store, id);
}
