// Importing an export document. Every item goes through prepareMemory — the same
// validation, content policy and disabled-scope checks as remember — then exact
// equivalents (scope, kind, normalized content, normalized tags) already in the store or
// earlier in the same document are skipped, so re-importing a file is a no-op. All writes
// happen in ONE transaction: an import lands completely or not at all, even if the process
// is killed halfway. The report says per item imported / skipped_duplicate / rejected with
// a code, never the rejected text.
import type { CoreContext } from '../context.ts';
import { isNuzoError, NuzoError } from '../errors.ts';
import { equivalenceKey, findEquivalent, insertImported, type ImportedMemory } from '../memory/bulk.ts';
import { prepareMemory } from '../memory/remember.ts';
import { validateStoredScope } from '../memory/validate.ts';
import { normalizeContent } from '../policy/index.ts';
import { withWrite } from '../store/write.ts';
import { assertDocument, readItem } from './format.ts';

export type ImportItemStatus = 'imported' | 'skipped_duplicate' | 'rejected';

export type ImportItemReport = { index: number; status: ImportItemStatus; code?: string; id?: string; existing_id?: string };

export type ImportReport = {
  dry_run: boolean;
  total: number;
  imported: number;
  skipped: number;
  rejected: number;
  items: ImportItemReport[];
};

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

type Candidate = { index: number; memory: ImportedMemory };

export function importMemories(ctx: CoreContext, input: ImportOptions & { document: unknown }): ImportReport {
  const document = assertDocument(input.document);
  const override = input.scope === undefined ? null : validateStoredScope(input.scope, ctx.config);
  const remap = input.remap === undefined ? null : readRemap(ctx, input.remap);
  const total = document.memories.length;
  const progress = input.onProgress ?? (() => {});
  const items: ImportItemReport[] = new Array(total);
  const candidates: Candidate[] = [];
  const seen = new Map<string, number>();

  document.memories.forEach((raw, index) => {
    if (index % PROGRESS_EVERY === 0) progress({ phase: 'check', done: index, total });
    const shape = readItem(raw);
    if (!shape) {
      items[index] = { index, status: 'rejected', code: 'IMPORT_INVALID' };
      return;
    }
    const scope = override ?? (remap && shape.scope === remap.from ? remap.to : shape.scope);
    let memory: ImportedMemory;
    try {
      const prepared = prepareMemory(ctx, {
        content: shape.content,
        kind: shape.kind,
        scope,
        tags: shape.tags,
        source: shape.source,
        sensitive: shape.sensitive,
        review_after: shape.review_after,
        expires_at: shape.expires_at,
        confirmed: input.confirmed === true,
      });
      memory = { ...prepared, content_norm: normalizeContent(prepared.content), status: shape.archived_at ? 'archived' : 'active', created_at: shape.created_at, updated_at: shape.updated_at, last_used_at: shape.last_used_at, archived_at: shape.archived_at };
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
    candidates.push({ index, memory });
  });
  progress({ phase: 'check', done: total, total });

  const rejected = items.filter((item) => item?.status === 'rejected').length;
  if (input.strict && rejected > 0) {
    throw new NuzoError('IMPORT_INVALID', `${rejected} of ${total} items would be rejected; nothing was imported (strict).`, { rejected, total });
  }

  const dryRun = input.dry_run === true;
  const apply = () => {
    candidates.forEach(({ index, memory }, n) => {
      if (n % PROGRESS_EVERY === 0) progress({ phase: 'write', done: n, total: candidates.length });
      const existing = findEquivalent(ctx.store, memory);
      if (existing) items[index] = { index, status: 'skipped_duplicate', existing_id: existing };
      else if (dryRun) items[index] = { index, status: 'imported' };
      else items[index] = { index, status: 'imported', id: insertImported(ctx, memory) };
    });
    progress({ phase: 'write', done: candidates.length, total: candidates.length });
  };
  if (dryRun || candidates.length === 0) apply();
  else withWrite(ctx.store, apply);

  let imported = 0;
  let skipped = 0;
  for (const item of items) {
    if (item.status === 'imported') imported++;
    else if (item.status === 'skipped_duplicate') skipped++;
  }
  return { dry_run: dryRun, total, imported, skipped, rejected, items };
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
