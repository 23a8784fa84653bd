// SessionStart: a small, read-only recall of this project's and the user's memories,
// fenced as untrusted data, plus how many drafts wait for review. It writes nothing (no
// last_used_at, no audit), never creates a store, and keeps to a deadline well under the
// host's timeout: the busy timeout is bounded by what is left of it.
import { existsSync } from 'node:fs';
import { compareText, iso } from '../clock.ts';
import { countDrafts } from '../drafts/count.ts';
import { MEMORY_COLUMNS, rowToMemory, type MemoryRow } from '../memory/model.ts';
import { storePath, type Env } from '../paths.ts';
import { fenceNonce, renderRecallFence, type FenceItem } from '../recall/fence.ts';
import { USER_SCOPE } from '../scope.ts';
import { openSession, resolveSettings } from '../session.ts';
import type { Store } from '../store/store.ts';
import { detectHost, parseHookInput, reviewHint, type HookHost } from './input.ts';
import { logHookFailure } from './log.ts';

export const SESSION_START_DEADLINE_MS = 1500;

export type HookResult = { stdout: string };

const KIND_ORDER = ['instruction', 'preference', 'project_decision', 'fact', 'note'];
const kindRank = (kind: string) => { const i = KIND_ORDER.indexOf(kind); return i < 0 ? KIND_ORDER.length : i; };
const POOL_PER_SCOPE = 120;

export function runSessionStartHook(stdinText: string, env: Env, startedAt: number = Date.now()): HookResult {
  const input = parseHookInput(stdinText);
  const host = detectHost(env, input);
  let home = '';
  try {
    const settings = resolveSettings({ env, cwd: input.cwd ?? process.cwd() });
    home = settings.home;
    if (settings.config.disabled || !settings.config.hooks.session_start) return { stdout: '' };
    if (!existsSync(storePath(settings.home))) return { stdout: '' };
    const remaining = SESSION_START_DEADLINE_MS - (Date.now() - startedAt);
    const session = openSession({ env, actor: 'nuzo:hook', cwd: input.cwd ?? process.cwd(), settings, store: { mustExist: true, fullText: false, busyTimeoutMs: Math.max(50, Math.min(800, remaining - 200)) } });
    try {
      const projectScope = session.project?.scope ?? null;
      const scopes = (projectScope ? [projectScope, USER_SCOPE] : [USER_SCOPE]).filter((s) => !session.ctx.config.disabled_scopes.includes(s));
      const config = session.ctx.config;
      const items = pickMemories(session.ctx.store, scopes, config.recall.session_start_limit);
      const digests = config.capture.session_digests && projectScope ? recentDigests(session.ctx.store, projectScope, config.capture.digests_shown) : [];
      const waiting = countDrafts(session.ctx, scopes);
      const context = render(items, digests, waiting, host, projectScope, config.recall.session_start_max_chars);
      if (!context) return { stdout: '' };
      return { stdout: JSON.stringify({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: context } }) };
    } finally {
      session.close();
    }
  } catch (error) {
    if (home) logHookFailure(home, 'SessionStart', error, Date.now() - startedAt);
    return { stdout: '' };
  }
}

// SessionStart has no task description yet, so the most useful memories are this project's
// standing instructions and preferences, then the user's, newest first. (Relevance to a
// prompt is UserPromptSubmit's job: prompt-recall.ts.)
function pickMemories(store: Store, scopes: string[], limit: number): FenceItem[] {
  const now = store.clock.now();
  // Bounded and index-backed (scope, status, updated_at): the newest few hundred per scope
  // are ranked in code, so start-up cost does not grow with the store.
  // Light columns for the pool; full rows only for the few picked.
  const nowIso = iso(now);
  const newest = store.db.prepare(
    `SELECT id, kind, scope, updated_at, last_used_at FROM memories WHERE scope = ? AND status = 'active'
     AND (expires_at IS NULL OR expires_at > ?) AND tags NOT LIKE '%"session-digest"%' ORDER BY updated_at DESC LIMIT ${POOL_PER_SCOPE}`,
  );
  type Light = { id: string; kind: string; scope: string; updated_at: string; last_used_at: string | null };
  const picked = scopes
    .flatMap((scope) => newest.all(scope, nowIso) as Light[])
    .sort((a, b) => Number(b.scope === scopes[0]) - Number(a.scope === scopes[0]) || kindRank(a.kind) - kindRank(b.kind) || compareText(b.last_used_at ?? b.updated_at, a.last_used_at ?? a.updated_at))
    .slice(0, limit);
  const full = store.db.prepare(`SELECT ${MEMORY_COLUMNS} FROM memories WHERE id = ?`);
  const rows = picked.map((p) => full.get(p.id) as MemoryRow);
  return rows.map(rowToMemory).map((m) => ({
    id: m.id,
    kind: m.kind,
    scope: m.scope,
    age_days: Math.floor(Math.max(0, now - Date.parse(m.updated_at)) / 86_400_000),
    source: m.source,
    content: m.content,
  }));
}

function recentDigests(store: Store, projectScope: string, count: number): FenceItem[] {
  if (count <= 0) return [];
  const now = store.clock.now();
  const rows = store.db
    .prepare(
      `SELECT ${MEMORY_COLUMNS} FROM memories WHERE status = 'active' AND scope = ? AND kind = 'note'
       AND EXISTS (SELECT 1 FROM json_each(memories.tags) WHERE value = 'session-digest') ORDER BY created_at DESC LIMIT ?`,
    )
    .all(projectScope, count) as MemoryRow[];
  return rows.map(rowToMemory).map((m) => ({ id: m.id, kind: 'session digest', scope: m.scope, age_days: Math.floor(Math.max(0, now - Date.parse(m.created_at)) / 86_400_000), source: m.source, content: m.content }));
}

function render(items: FenceItem[], digests: FenceItem[], waiting: number, host: HookHost, projectScope: string | null, maxChars: number): string {
  const footer: string[] = [];
  if (waiting > 0) footer.push(`Nuzo: ${waiting} memory suggestion${waiting === 1 ? '' : 's'} waiting for the user's review — the user can run ${reviewHint(host)}. Do not confirm them yourself.`);
  if (items.length === 0 && digests.length === 0) return footer.join('\n');
  return renderRecallFence([...items, ...digests], { nonce: fenceNonce(), projectScope, maxChars, footer });
}
