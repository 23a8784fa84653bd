// Importing an export document. Every item goes through prepareMemory's checks — the same
// validation, content policy and disabled-scope checks as remember — then exact
// equivalents (scope, kind, normalized content, normalized tags) already in the store or
// earlier in the same document are skipped, so re-importing a file is a no-op. All writes
// happen in ONE transaction: an import lands completely or not at all, even if the process
// is killed halfway. The report says per item imported / skipped_duplicate / rejected with
// a code, never the rejected text.
//
// Everything upstream Nuzo 1.2 accepts is accepted: its tag and source bounds (lib/limits.ts),
// its confidence, confidence_state, provenance and relations (carried.ts), and scopes this
// Nuzo never recalls from (`team:…`, `project:<name>`, `user:<name>`). Those are *held*:
// stored under the scope as given, exported back unchanged, never read by recall or session
// start (which ask for user:default, this project and agent scopes only), and never turned
// into a personal memory; `--scope` or `--remap-project` moves them on purpose. An item's
// id is kept when this store does not use it. Any field that could not be kept is listed
// per item in `not_carried`, and relations that could not be kept in `relations`.
import { anchorMemory } from '../anchors/store.ts';
import type { CoreContext } from '../context.ts';
import { isNuzoError, NuzoError } from '../errors.ts';
import { equivalenceKey, findEquivalent, insertImported, type ImportedMemory } from '../memory/bulk.ts';
import { assertRecordFieldsAllowed, assertScopeEnabled, prepareContent, prepareTags, validateKind, validateOptionalDate, validateSource, validateStoredScope } from '../memory/validate.ts';
import { normalizeContent } from '../policy/index.ts';
import { isConcreteScope } from '../scope.ts';
import { withWrite } from '../store/write.ts';
import { storeCarried, storeRelation } from '../memory/carried-store.ts';
import { relationProblem, type Carried, type NotCarried } from './carried.ts';
import { assertDocument, readItem, type ItemShape } from './format.ts';

export type ImportItemStatus = 'imported' | 'skipped_duplicate' | 'rejected';

export type ImportItemReport = {
  index: number;
  status: ImportItemStatus;
  code?: string;
  id?: string;
  existing_id?: string;
  // Stored under a scope recall never reads (see above).
  held?: true;
  not_carried?: NotCarried[];
};

export type RelationReport = { total: number; imported: number; not_carried: Array<{ index: number; code: string }> };

export type ImportReport = {
  dry_run: boolean;
  total: number;
  imported: number;
  skipped: number;
  rejected: number;
  // Imported items whose scope recall never reads, by scope.
  held: Record<string, number>;
  items: ImportItemReport[];
  relations: RelationReport;
};

// The scopes upstream accepts (its own pattern and bound).
const UPSTREAM_SCOPE = /^(user|project|agent|team):[A-Za-z0-9._~:/-]+$/;

export function importScope(scope: unknown, ctx: CoreContext): { scope: string; held: boolean } {
  if (typeof scope === 'string' && !isConcreteScope(scope) && scope.length <= 256 && UPSTREAM_SCOPE.test(scope)) {
    assertScopeEnabled(scope, ctx.config);
    return { scope, held: true };
  }
  return { scope: validateStoredScope(scope, ctx.config), held: false };
}

// prepareMemory's checks, with the import's wider scope rule.
function prepareImported(ctx: CoreContext, shape: ItemShape, requestedScope: unknown, confirmed: boolean): { memory: ImportedMemory; held: boolean } {
  const content = prepareContent(shape.content);
  const { scope, held } = importScope(requestedScope, ctx);
  const prepared = {
    content,
    kind: validateKind(shape.kind),
    scope,
    tags: prepareTags(shape.tags),
    source: validateSource(shape.source, ctx.actor),
    sensitive: shape.sensitive,
    review_after: validateOptionalDate(shape.review_after, 'review_after'),
    expires_at: validateOptionalDate(shape.expires_at, 'expires_at'),
  };
  assertRecordFieldsAllowed(prepared);
  if (prepared.sensitive && !confirmed) {
    throw new NuzoError('CONFIRMATION_REQUIRED', 'A memory marked sensitive needs the user\'s explicit confirmation.', { operation: 'import', reason: 'sensitive' });
  }
  const memory: ImportedMemory = { ...prepared, content_norm: normalizeContent(content), status: shape.archived_at ? 'archived' : 'active', created_at: shape.created_at, updated_at: shape.updated_at, last_used_at: shape.last_used_at, archived_at: shape.archived_at };
  return { memory, held };
}

export type ImportProgress = { phase: 'read' | 'check' | 'write'; done: number; total: number };

export type ImportOptions = {
  // Put every item in this (concrete) scope, as upstream's `scope` input does.
  scope?: unknown;
  // Move items of one project scope to another (this machine's id for the same project).
  remap?: { from: unknown; to: unknown };
  dry_run?: boolean;
  // The user's confirmation, needed for items marked sensitive.
  confirmed?: boolean;
  // Refuse the whole import (nothing written) when any item would be rejected.
  strict?: boolean;
  // The MCP session fence: items landing in a scope it refuses are rejected.
  canWrite?: (scope: string) => boolean;
  onProgress?: (progress: ImportProgress) => void;
};

const PROGRESS_EVERY = 1000;

type Candidate = { index: number; memory: ImportedMemory; carried: Carried };

export function importMemories(ctx: CoreContext, input: ImportOptions & { document: unknown }): ImportReport {
  const document = assertDocument(input.document);
  const override = input.scope === undefined ? null : validateStoredScope(input.scope, ctx.config);
  const remap = input.remap === undefined ? null : readRemap(ctx, input.remap);
  const total = document.memories.length;
  const progress = input.onProgress ?? (() => {});
  const items: ImportItemReport[] = new Array(total);
  const candidates: Candidate[] = [];
  const seen = new Map<string, number>();
  const claimedIds = new Set<string>();
  const heldScope = new Map<number, string>();
  const idStatement = ctx.store.db.prepare('SELECT 1 AS x FROM memories WHERE id = ?');
  const idInUse = { get: (id: string) => idStatement.get(id) !== undefined };

  document.memories.forEach((raw, index) => {
    if (index % PROGRESS_EVERY === 0) progress({ phase: 'check', done: index, total });
    const shape = readItem(raw);
    if (!shape) {
      items[index] = { index, status: 'rejected', code: 'IMPORT_INVALID' };
      return;
    }
    const scope = override ?? (remap && shape.scope === remap.from ? remap.to : shape.scope);
    let memory: ImportedMemory;
    let held: boolean;
    try {
      ({ memory, held } = prepareImported(ctx, shape, scope, input.confirmed === true));
    } catch (error) {
      if (!isNuzoError(error)) throw error;
      items[index] = { index, status: 'rejected', code: error.code };
      return;
    }
    if (input.canWrite && !input.canWrite(memory.scope)) {
      items[index] = { index, status: 'rejected', code: 'SCOPE_NOT_ALLOWED' };
      return;
    }
    const key = equivalenceKey(memory);
    if (seen.has(key)) {
      items[index] = { index, status: 'skipped_duplicate' };
      return;
    }
    seen.set(key, index);
    const dropped = [...shape.dropped];
    if (shape.id !== null) {
      if (claimedIds.has(shape.id) || idInUse.get(shape.id)) dropped.push({ field: 'id', code: 'ID_IN_USE' });
      else {
        claimedIds.add(shape.id);
        memory.id = shape.id;
      }
    }
    items[index] = { index, status: 'imported', ...(held ? { held: true as const } : {}), ...(dropped.length ? { not_carried: dropped } : {}) };
    if (held) heldScope.set(index, memory.scope);
    candidates.push({ index, memory, carried: shape.carried });
  });
  progress({ phase: 'check', done: total, total });

  const rejected = items.filter((item) => item?.status === 'rejected').length;
  if (input.strict && rejected > 0) {
    throw new NuzoError('IMPORT_INVALID', `${rejected} of ${total} items would be rejected; nothing was imported (strict).`, { rejected, total });
  }

  const dryRun = input.dry_run === true;
  const relationsIn = document.relations ?? [];
  const relations: RelationReport = { total: relationsIn.length, imported: 0, not_carried: [] };
  // Index in the document -> the memory it became (new, or the equivalent already stored).
  const idByIndex = new Map<number, string>();
  const apply = () => {
    // Into a store that held no memory when the write lock was taken, the only equivalents
    // are earlier items of this document, which `seen` already skipped by the same key.
    const emptyBefore = ctx.store.db.prepare('SELECT 1 AS x FROM memories LIMIT 1').get() === undefined;
    candidates.forEach(({ index, memory, carried }, n) => {
      if (n % PROGRESS_EVERY === 0) progress({ phase: 'write', done: n, total: candidates.length });
      const existing = emptyBefore ? null : findEquivalent(ctx.store, memory);
      if (existing) {
        items[index] = { index, status: 'skipped_duplicate', existing_id: existing };
        idByIndex.set(index, existing);
      } else if (dryRun) idByIndex.set(index, memory.id ?? `index:${index}`);
      else {
        const id = insertImported(ctx, memory);
        storeCarried(ctx.store, id, carried);
        anchorMemory(ctx, id, memory.content, memory.scope, { fresh: true });
        items[index] = { ...items[index], id };
        idByIndex.set(index, id);
      }
    });
    relationsIn.forEach((relation, index) => {
      const problem = relationProblem(relation, total);
      const source = idByIndex.get(relation?.source_index);
      const target = idByIndex.get(relation?.target_index);
      if (problem) relations.not_carried.push({ index, code: problem });
      else if (source === undefined || target === undefined) relations.not_carried.push({ index, code: 'RELATION_ENDPOINT_NOT_IMPORTED' });
      else if (source === target) relations.not_carried.push({ index, code: 'RELATION_ENDPOINTS_MERGED' });
      else if (dryRun || storeRelation(ctx.store, { source_id: source, target_id: target, relation: relation.relation, reason: relation.reason ?? null, created_at: new Date(relation.created_at).toISOString() })) relations.imported++;
    });
    progress({ phase: 'write', done: candidates.length, total: candidates.length });
  };
  if (dryRun || (candidates.length === 0 && relationsIn.length === 0)) apply();
  else withWrite(ctx.store, apply);

  let imported = 0;
  let skipped = 0;
  const held: Record<string, number> = {};
  for (const item of items) {
    if (item.status === 'imported') {
      imported++;
      const scope = heldScope.get(item.index);
      if (scope !== undefined) held[scope] = (held[scope] ?? 0) + 1;
    } else if (item.status === 'skipped_duplicate') skipped++;
  }
  return { dry_run: dryRun, total, imported, skipped, rejected, held, items, relations };
}

function readRemap(ctx: CoreContext, remap: { from: unknown; to: unknown }): { from: string; to: string } {
  if (!remap || typeof remap !== 'object' || typeof remap.from !== 'string') {
    throw new NuzoError('INVALID_INPUT', 'remap needs from and to scopes.', { field: 'remap' });
  }
  if (!/^project:[0-9a-z._-]{1,64}$/.test(remap.from) || !remap.to || typeof remap.to !== 'string' || !remap.to.startsWith('project:')) {
    throw new NuzoError('INVALID_SCOPE', 'remap moves one project scope to another: {from: "project:…", to: "project:…"}.', { field: 'remap' });
  }
  return { from: remap.from, to: validateStoredScope(remap.to, ctx.config) };
}
