// The page's JSON API: one function per route, each a thin call into the core with the
// user's own confirmation (the person at the page is the user, as at the CLI) and actor
// nuzo:ui in the audit trail. Errors leave as {error: {code, message, details}} built from
// NuzoError, whose messages never quote stored or submitted text.
import { FULL_BUDGET } from '../anchors/check.ts';
import { reanchor, staleMemories } from '../anchors/stale.ts';
import { anchorStates } from '../anchors/store.ts';
import { historyOf } from '../audit.ts';
import { confirmDraft, editDraft, getDraft, listDrafts, rejectDraft, type DraftEdits } from '../drafts/queue.ts';
import { NuzoError, toNuzoError } from '../errors.ts';
import { DEFAULT_KIND, LIMITS, MEMORY_KINDS } from '../limits.ts';
import { forgetMemory } from '../memory/forget.ts';
import { getMemory, validateMemoryId } from '../memory/get.ts';
import { rememberReplacing, updateReplacing, type SupersedeChoice } from '../memory/replace.ts';
import { updateMemory } from '../memory/update.ts';
import type { Env } from '../paths.ts';
import { recall } from '../recall/index.ts';
import { isConcreteScope, resolveScope } from '../scope.ts';
import type { Session } from '../session.ts';
import { teamMemoriesFor, teamRootOf } from '../team/read.ts';
import { NUZO_VERSION } from '../version.ts';
import { browseMemories, draftScopes, facets, memoryScopes, overview } from './browse.ts';
import { proposedLine, tracesNear, userWordsFor } from './draft-origin.ts';
import { receiptsView } from './receipts.ts';

export const UI_ACTOR = 'nuzo:ui';

export type ApiRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
export type ApiResponse = { status: number; json: unknown; wrote?: boolean };
export type ApiContext = { session: Session; env: Env; cwd: string };

type Handler = (ctx: ApiContext, req: ApiRequest, params: string[]) => unknown | Promise<unknown>;
type Route = { method: string; pattern: RegExp; write: boolean; handler: Handler };

const ID = '([A-Za-z0-9_]{1,64})';

const routes: Route[] = [
  get(/^\/api\/session$/, (c) => ({
    version: NUZO_VERSION,
    actor: UI_ACTOR,
    home: c.session.home,
    project: c.session.project ? { scope: c.session.project.scope, root: c.session.project.root } : null,
    kinds: MEMORY_KINDS,
    default_kind: DEFAULT_KIND,
    read_only: c.session.ctx.store.readOnly,
  })),
  get(/^\/api\/facets$/, (c) => facets(c.session.ctx.store, here(c))),
  get(/^\/api\/memories$/, (c, r) => {
    const page = browseMemories(c.session.ctx.store, {
      scope: q(r, 'scope'), kind: q(r, 'kind'), tag: q(r, 'tag'), status: q(r, 'status'), source: q(r, 'source'), sort: q(r, 'sort'),
      limit: num(r, 'limit'), offset: num(r, 'offset'),
    });
    // A page's rows carry their anchor state as recall's results do (hook budget: a page of
    // 100 costs a stat per file, a hash only where the stat moved).
    const anchors = anchorStates(c.session.ctx, page.memories.map((m) => m.id));
    return { ...page, memories: page.memories.map((m) => (anchors.has(m.id) ? { ...m, anchors: anchors.get(m.id) } : m)) };
  }),
  // This project's memories whose files changed or went (full check: the user asked).
  // Receipts (lib/receipts): what memory went to the model per session and what it cost.
  get(/^\/api\/receipts$/, (c) => receiptsView(c.session.home, c.session.ctx.config.receipts, Date.now())),
  get(/^\/api\/stale$/, (c) => ({ scope: c.session.project?.scope ?? null, memories: staleMemories(c.session.ctx) })),
  // Keep: the memory still holds, its anchors take the files as they are now.
  post(new RegExp(`^/api/memories/${ID}/reanchor$`), (c, _r, [id]) => ({ anchors: reanchor(c.session.ctx, validateMemoryId(id)) })),
  get(/^\/api\/search$/, (c, r) => search(c, r)),
  get(new RegExp(`^/api/memories/${ID}$`), (c, _r, [id]) => {
    const memory = getMemory(c.session.ctx.store, validateMemoryId(id));
    return { memory, history: historyOf(c.session.ctx.store, memory.id), anchors: anchorStates(c.session.ctx, [memory.id], FULL_BUDGET).get(memory.id) ?? null };
  }),
  post(new RegExp(`^/api/memories/${ID}/update$`), (c, r, [id]) => {
    const b = obj(r.body);
    // A new text that revises another active memory comes back as SUPERSEDE_CANDIDATE (its
    // id in details, nothing saved); the page shows it and sends the user's choice.
    return updateReplacing(c.session.ctx, {
      id: validateMemoryId(id),
      content: b.content,
      kind: b.kind,
      scope: b.scope === undefined ? undefined : resolveScope(b.scope, c.session.project?.scope ?? null),
      tags: b.tags,
      expected_revision: b.expected_revision,
      confirmed: true,
      ...choice(b),
    });
  }),
  post(/^\/api\/memories$/, (c, r) => {
    const b = obj(r.body);
    return rememberReplacing(c.session.ctx, {
      content: b.content,
      kind: b.kind,
      scope: resolveScope(b.scope ?? 'project:auto', c.session.project?.scope ?? null),
      tags: b.tags,
      confirmed: true,
      ...choice(b),
    });
  }),
  post(new RegExp(`^/api/memories/${ID}/archive$`), (c, _r, [id]) => forgetMemory(c.session.ctx, { id: validateMemoryId(id), mode: 'archive' })),
  post(new RegExp(`^/api/memories/${ID}/restore$`), (c, r, [id]) => ({
    memory: updateMemory(c.session.ctx, { id: validateMemoryId(id), status: 'active', expected_revision: obj(r.body).expected_revision, confirmed: true }),
  })),
  post(new RegExp(`^/api/memories/${ID}/delete$`), (c, r, [id]) => {
    // The page asks first; the body must name the memory it confirmed, so a stray request
    // (or a click on the wrong row) cannot delete anything.
    const memoryId = validateMemoryId(id);
    if (obj(r.body).confirm !== memoryId) throw new NuzoError('CONFIRMATION_REQUIRED', 'A hard delete needs the memory id in "confirm".', { operation: 'forget', reason: 'hard_delete' });
    return forgetMemory(c.session.ctx, { id: memoryId, mode: 'delete', confirmed: true });
  }),
  get(/^\/api\/drafts$/, (c) => ({ drafts: listDrafts(c.session.ctx, draftScopes(c.session.ctx.store), 500) })),
  get(new RegExp(`^/api/drafts/${ID}/why$`), (c, _r, [id]) => {
    const draft = getDraft(c.session.ctx, id);
    return { origin: draft.origin, reason: draft.reason, confidence: draft.confidence, priority: draft.priority, proposed: proposedLine(draft), traces: tracesNear(c.session.ctx.store, draft), words: userWordsFor(draft, c.env) };
  }),
  post(new RegExp(`^/api/drafts/${ID}/confirm$`), (c, r, [id]) => confirmDraft(c.session.ctx, id, { confirmed: true, edits: edits(c, obj(r.body).edits) })),
  post(new RegExp(`^/api/drafts/${ID}/edit$`), (c, r, [id]) => ({ draft: editDraft(c.session.ctx, id, edits(c, obj(r.body).edits)) })),
  post(new RegExp(`^/api/drafts/${ID}/reject$`), (c, r, [id]) => rejectDraft(c.session.ctx, id, { remember_rejection: obj(r.body).remember === true })),
  post(/^\/api\/drafts\/bulk$/, (c, r) => bulk(c, obj(r.body))),
  get(/^\/api\/overview$/, async (c) => {
    const { runDoctor } = await import('../doctor/index.ts');
    const doctor = runDoctor({ env: c.env, writeCheck: false, cwd: c.cwd });
    // Team memories live in the project's .nuzo/team.ndjson, not in the store: counted apart.
    const team = teamRootOf(c.session.project) ? teamMemoriesFor(c.session.ctx, teamRootOf(c.session.project)).length : null;
    return { ...overview(c.session.ctx), team_memories: team, home: c.session.home, doctor: { ok: doctor.ok, checks: doctor.checks.map((k) => ({ id: k.id, status: k.status, summary: k.summary, fix: k.fix ?? null })) } };
  }),
  post(/^\/api\/export$/, async (c, r) => {
    const b = obj(r.body);
    const { exportMemories } = await import('../transfer/export.ts');
    const scope = typeof b.scope === 'string' && b.scope ? [b.scope] : undefined;
    const result = exportMemories(c.session.ctx, { scopes: scope, include_archived: b.include_archived === true });
    return { document: result.document, count: result.count, withheld: result.withheld };
  }),
  post(/^\/api\/import$/, async (c, r) => {
    const b = obj(r.body);
    const { importMemories } = await import('../transfer/import.ts');
    const scope = typeof b.scope === 'string' && b.scope ? resolveScope(b.scope, c.session.project?.scope ?? null) : undefined;
    return importMemories(c.session.ctx, { document: b.document, dry_run: b.dry_run !== false, scope, confirmed: true });
  }),
];

function get(pattern: RegExp, handler: Handler): Route {
  return { method: 'GET', pattern, write: false, handler };
}
function post(pattern: RegExp, handler: Handler): Route {
  return { method: 'POST', pattern, write: true, handler };
}

function q(r: ApiRequest, name: string): string | undefined {
  const v = r.query.get(name);
  return v === null || v === '' ? undefined : v;
}
function num(r: ApiRequest, name: string): number | undefined {
  const v = q(r, name);
  return v === undefined ? undefined : Number(v);
}
function obj(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
// The user's answer to a SUPERSEDE_CANDIDATE: replace that memory, or keep both.
function choice(b: Record<string, unknown>): SupersedeChoice {
  if (b.supersedes !== undefined) return { supersedes: validateMemoryId(b.supersedes) };
  return b.keep_both === true ? { keep_both: true } : {};
}
function here(c: ApiContext): { scope: string; root: string } | null {
  return c.session.project ? { scope: c.session.project.scope, root: c.session.project.root } : null;
}

function edits(c: ApiContext, raw: unknown): DraftEdits {
  const e = obj(raw);
  return {
    content: e.content,
    kind: e.kind,
    scope: e.scope === undefined ? undefined : resolveScope(e.scope, c.session.project?.scope ?? null),
    tags: e.tags,
  };
}

// The agent's recall over the chosen scope (or every scope the store holds), read-only: a
// person browsing is not the agent using a memory, so last_used_at and the audit stay as they
// were. Filters the ranker does not know are applied to its results.
function search(c: ApiContext, r: ApiRequest) {
  const query = q(r, 'q') ?? '';
  const store = c.session.ctx.store;
  const scope = q(r, 'scope');
  const scopes = scope ? [scope] : memoryScopes(store).filter(isConcreteScope);
  const started = performance.now();
  const { results, terms } = scopes.length === 0 ? { results: [], terms: [] } : recall(c.session.ctx, { query, scopes, limit: LIMITS.recallMaxLimit, projectScope: c.session.project?.scope ?? null, recordUse: false });
  const kind = q(r, 'kind');
  const tag = q(r, 'tag');
  const source = q(r, 'source');
  const filtered = results.filter((m) => (!kind || m.kind === kind) && (!tag || m.tags.includes(tag)) && (!source || m.source === source));
  return { query, scopes, terms, results: filtered, ms: Math.round((performance.now() - started) * 10) / 10 };
}

const BULK_MAX = 500;

function bulk(c: ApiContext, b: Record<string, unknown>) {
  const ids = Array.isArray(b.ids) ? b.ids.filter((x): x is string => typeof x === 'string').slice(0, BULK_MAX) : [];
  if (b.action !== 'confirm' && b.action !== 'reject') throw new NuzoError('INVALID_INPUT', 'action must be confirm or reject.', { field: 'action' });
  const results = ids.map((id) => {
    try {
      if (b.action === 'confirm') {
        const r = confirmDraft(c.session.ctx, id, { confirmed: true });
        return { id, ok: true, memory_id: r.memory.id };
      }
      rejectDraft(c.session.ctx, id, { remember_rejection: b.remember === true });
      return { id, ok: true };
    } catch (error) {
      return { id, ok: false, error: toNuzoError(error).toJSON() };
    }
  });
  return { action: b.action, results };
}

const STATUS: Partial<Record<string, number>> = {
  MEMORY_NOT_FOUND: 404,
  DRAFT_NOT_FOUND: 404,
  REVISION_CONFLICT: 409,
  DUPLICATE_MEMORY: 409,
  SUPERSEDE_CANDIDATE: 409,
  STORE_BUSY: 503,
  STORE_READ_ONLY: 503,
  SCHEMA_TOO_NEW: 503,
  DISK_FULL: 507,
  INTERNAL: 500,
};

export async function handleApi(ctx: ApiContext, req: ApiRequest): Promise<ApiResponse> {
  // One path may serve GET and POST (/api/memories lists and creates).
  const matching = routes.filter((r) => r.pattern.test(req.path));
  if (matching.length === 0) return { status: 404, json: { error: { code: 'NOT_FOUND', message: 'No such API route.', details: {} } } };
  const route = matching.find((r) => r.method === req.method);
  if (!route) return { status: 405, json: { error: { code: 'METHOD_NOT_ALLOWED', message: `Use ${matching.map((r) => r.method).join(' or ')}.`, details: {} } } };
  const params = route.pattern.exec(req.path)!.slice(1);
  try {
    const json = await route.handler(ctx, req, params);
    return { status: 200, json, wrote: route.write };
  } catch (error) {
    const e = toNuzoError(error);
    // A failed write may still have changed nothing; the page refreshes on its own reply.
    return { status: STATUS[e.code] ?? 400, json: { error: e.toJSON() }, wrote: false };
  }
}
