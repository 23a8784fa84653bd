// SessionStart: a small, read-only recall of this project's and the user's memories,
// fenced as untrusted data, plus how many drafts wait for review. Its only store write is
// one record of the project it opened (see noteProjectSeen: no last_used_at, no audit, no
// content); outside the store it appends a receipt of what it handed over (lib/receipts:
// ids, revisions, sizes). Where no store exists yet and the session has a project, it creates the store
// (0700/0600, the usual open with migrations, ~10-30 ms once) so that record exists on a new
// install's first session: without it Codex's MCP server, which hears of no project from
// its host, refuses the agent's project_root (lib/project/seen.ts). The repository's team
// file is shown whether or not a store exists, even if the store cannot be created or opened. The hook keeps to
// a deadline well under the host's timeout: the busy timeout is bounded by what is left of
// it, and any failure leaves the session without Nuzo's context, never fails it.
import { existsSync } from 'node:fs';
import { withAnchorStates } from '../anchors/store.ts';
import { iso } from '../clock.ts';
import type { NuzoConfig } from '../config.ts';
import { countDrafts } from '../drafts/count.ts';
import { hostFilesSessionNote } from '../hostfiles/notice.ts';
import { recordSeenProject } from '../project/seen.ts';
import { recordHandover } from '../receipts/record.ts';
import { MEMORY_COLUMNS, rowToMemory, type MemoryRow } from '../memory/model.ts';
import { storePath, type Env } from '../paths.ts';
import { fenceNonce, renderRecallFence, type FenceItem } from '../recall/fence.ts';
import { selectForSessionStart, sessionPriority, type SessionCandidate, type SessionSelection } from '../recall/session-selection.ts';
import { USER_SCOPE } from '../scope.ts';
import { openSession, type Session, type Settings } from '../session.ts';
import type { Store } from '../store/store.ts';
import type { TeamMemory } from '../team/format.ts';
import { teamRootOf } from '../team/read.ts';
import { sessionTeamMemories } from '../team/session-cache.ts';
import { withTeamSelection } from '../team/session.ts';
import { detectHost, parseHookInput, reviewHint, type HookHost } from './input.ts';
import { logHookFailure } from './log.ts';
import { hookSettings } from './settings.ts';

export const SESSION_START_DEADLINE_MS = 1500;

export type HookResult = { stdout: string };

const POOL_PER_SCOPE = 120;
// Beyond the limit, a few more per scope are read so --explain can say why they stay out.
const EXPLAINED_EXTRA = 4;

export function runSessionStartHook(stdinText: string, env: Env, startedAt: number = Date.now()): HookResult {
  const input = parseHookInput(stdinText);
  const host = detectHost(env, input);
  let home = '';
  try {
    const settings = hookSettings('SessionStart', env, input.cwd ?? process.cwd());
    home = settings.home;
    if (settings.config.disabled || !settings.config.hooks.session_start) return { stdout: '' };
    const fresh = !existsSync(storePath(settings.home));
    if (fresh && !settings.project) return { stdout: '' };
    const remaining = SESSION_START_DEADLINE_MS - (Date.now() - startedAt);
    let session: Session;
    try {
      session = openSession({ env, actor: 'nuzo:hook', cwd: input.cwd ?? process.cwd(), settings, store: { mustExist: !fresh, fullText: false, busyTimeoutMs: Math.max(50, Math.min(800, remaining - 200)) } });
    } catch (error) {
      // Missing and uncreatable, locked, corrupt or newer: the repository's team file is
      // still shown, and the failure goes to the hook log.
      logHookFailure(home, 'SessionStart', error, Date.now() - startedAt);
      return teamOnly(settings, host);
    }
    try {
      const projectScope = session.project?.scope ?? null;
      const config = session.ctx.config;
      const scopes = sessionStartScopes(projectScope, config);
      const team = scopes.includes(projectScope ?? '') ? sessionTeamMemories(config, settings.home, teamRootOf(session.project)) : [];
      const { items } = sessionStartSelection(session.ctx.store, scopes, projectScope, config, team);
      const waiting = countDrafts(session.ctx, scopes);
      // Host memory files not imported yet: a stat of a few fixed paths, said once each.
      const hostNote = Date.now() - startedAt < SESSION_START_DEADLINE_MS - 300 ? hostFilesSessionNote(settings.home, env, session.project && session.project.via !== 'cwd' ? session.project.root : null) : null;
      const context = render(withAnchorStates(session.ctx, items), waiting, host, projectScope, config.recall.session_start_max_chars, hostNote);
      if (projectScope && Date.now() - startedAt < SESSION_START_DEADLINE_MS - 300) noteProjectSeen(session.ctx.store, projectScope, host);
      if (!context) return { stdout: '' };
      recordHandover(settings.home, config, session.ctx.store, { host, session_id: input.session_id, event: 'session_start', project: projectScope, text: context });
      return { stdout: JSON.stringify({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: context } }) };
    } finally {
      session.close();
    }
  } catch (error) {
    if (home) logHookFailure(home, 'SessionStart', error, Date.now() - startedAt);
    return { stdout: '' };
  }
}

// No store and none could be made (a read-only home, a full disk): the repository's team
// file is still the session's to see.
function teamOnly(settings: Settings, host: HookHost): HookResult {
  const projectScope = settings.project?.scope ?? null;
  const config = settings.config;
  if (!projectScope || !sessionStartScopes(projectScope, config).includes(projectScope)) return { stdout: '' };
  const team = sessionTeamMemories(config, settings.home, teamRootOf(settings.project));
  if (team.length === 0) return { stdout: '' };
  const select = (maxChars: number) => selectForSessionStart({ candidates: [], digests: [], projectScope, limit: config.recall.session_start_limit, maxChars });
  const { items } = withTeamSelection(select, team, config.recall.session_start_limit, config.recall.session_start_max_chars, Date.now());
  const context = render(items, 0, host, projectScope, config.recall.session_start_max_chars);
  return context ? { stdout: JSON.stringify({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: context } }) } : { stdout: '' };
}

// The one write SessionStart makes: which project this host session opened, so the MCP
// server can tell the agent's project_root from one it was talked into (lib/project/seen.ts).
// A record younger than an hour is not rewritten; a locked store costs at most the short
// wait below, and never output.
function noteProjectSeen(store: Store, scope: string, host: HookHost): void {
  try {
    store.db.exec('PRAGMA busy_timeout = 100');
    recordSeenProject(store, scope, host);
  } catch { /* busy or read-only: the record is a convenience, the recall is the hook's job */ }
}

// SessionStart has no task description yet, so the most useful memories are standing
// instructions and preferences, this project's and the user's, chosen fairly under the
// character budget (recall/session-selection.ts). Relevance to a prompt is
// UserPromptSubmit's job (prompt-recall.ts). `nuzo memory recall --session-start` shows
// the same selection with its reasons.
export function sessionStartScopes(projectScope: string | null, config: NuzoConfig): string[] {
  return (projectScope ? [projectScope, USER_SCOPE] : [USER_SCOPE]).filter((s) => !config.disabled_scopes.includes(s));
}

// `team`: the current project's team file (lib/team), shown after the user's own memories
// in a bounded share of the block (lib/team/session.ts).
export function sessionStartSelection(store: Store, scopes: string[], projectScope: string | null, config: NuzoConfig, team: readonly TeamMemory[] = []): SessionSelection {
  const limit = config.recall.session_start_limit;
  const digests = config.capture.session_digests && projectScope && scopes.includes(projectScope) ? recentDigests(store, projectScope, config.capture.digests_shown) : [];
  const select = (maxChars: number) => selectForSessionStart({ candidates: candidates(store, scopes, limit + EXPLAINED_EXTRA), digests, projectScope, limit, maxChars });
  return withTeamSelection(select, team, limit, config.recall.session_start_max_chars, store.clock.now());
}

// Bounded and index-backed (scope, status, updated_at): the newest few hundred per scope
// are ordered in code from light columns, so start-up cost does not grow with the store;
// full rows only for the first few of each scope.
function candidates(store: Store, scopes: string[], perScope: number): SessionCandidate[] {
  const now = store.clock.now();
  const newest = store.db.prepare(
    `SELECT id, kind, scope, updated_at, last_used_at FROM memories WHERE scope = ? AND status = 'active'
     AND (expires_at IS NULL OR expires_at > ?) AND tags NOT LIKE '%"session-digest"%' ORDER BY updated_at DESC LIMIT ${POOL_PER_SCOPE}`,
  );
  type Light = { id: string; kind: string; scope: string; updated_at: string; last_used_at: string | null };
  const light = (row: Light) => ({ ...row, recency: row.last_used_at ?? row.updated_at, chars: 0, content: '', source: '', age_days: 0 });
  const full = store.db.prepare(`SELECT ${MEMORY_COLUMNS} FROM memories WHERE id = ?`);
  return scopes.flatMap((scope) =>
    (newest.all(scope, iso(now)) as Light[])
      .map(light)
      .sort(sessionPriority)
      .slice(0, perScope)
      .map((p) => {
        const m = rowToMemory(full.get(p.id) as MemoryRow);
        return { id: m.id, kind: m.kind, scope: m.scope, age_days: ageDays(now, m.updated_at), source: m.source, content: m.content, recency: p.recency, chars: m.content.length };
      }),
  );
}

const ageDays = (now: number, at: string) => Math.floor(Math.max(0, now - Date.parse(at)) / 86_400_000);

function recentDigests(store: Store, projectScope: string, count: number): SessionCandidate[] {
  if (count <= 0) return [];
  const now = store.clock.now();
  const rows = store.db
    .prepare(
      `SELECT ${MEMORY_COLUMNS} FROM memories WHERE status = 'active' AND scope = ? AND kind = 'note'
       AND EXISTS (SELECT 1 FROM json_each(memories.tags) WHERE value = 'session-digest') ORDER BY created_at DESC LIMIT ?`,
    )
    .all(projectScope, count) as MemoryRow[];
  return rows.map(rowToMemory).map((m) => ({ id: m.id, kind: 'session digest', scope: m.scope, age_days: ageDays(now, m.created_at), source: m.source, content: m.content, recency: m.created_at, chars: m.content.length }));
}

function render(items: FenceItem[], waiting: number, host: HookHost, projectScope: string | null, maxChars: number, note: string | null = null): string {
  const footer: string[] = note ? [note] : [];
  if (waiting > 0) footer.push(`Nuzo: ${waiting} memory suggestion${waiting === 1 ? '' : 's'} waiting for the user's review — the user can run ${reviewHint(host)}. Do not confirm them yourself.`);
  if (items.length === 0) return footer.join('\n');
  return renderRecallFence(items, { nonce: fenceNonce(), projectScope, maxChars, footer });
}
