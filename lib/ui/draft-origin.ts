// Why a draft was proposed: its pointer (host, session, transcript ref), the capture
// decisions recorded around the moment it was made, and — read on demand, never stored — the
// user's own words at that point of the transcript, when the host's file is still there.
// Drafts keep no transcript path, so the file is found by session id where each host keeps
// its transcripts.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { TraceRow } from '../capture/trace.ts';
import type { Draft } from '../drafts/draft.ts';
import type { Store } from '../store/store.ts';
import { withoutInvisible } from '../text/visible.ts';
import { parseTranscriptFile } from '../transcript/index.ts';
import type { CaptureEvent } from '../transcript/index.ts';
import type { Env } from '../paths.ts';

// Session ids name files: anything outside this shape is never joined into a path.
const SESSION_ID_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{7,127}$/;
const TRANSCRIPT_MAX_BYTES = 64 * 1024 * 1024;
const WORDS_MAX_CHARS = 4000;
const TRACE_WINDOW_MS = 10_000;
const CODEX_DAY_DIRS_MAX = 400;

export type DraftTrace = Pick<TraceRow, 'outcome' | 'event_kind' | 'tool_name' | 'significance' | 'threshold' | 'mode' | 'limited_reason' | 'scorer_model' | 'scorer_latency_ms' | 'fallback' | 'created_at'>;

// Capture writes its trace rows and the draft in one transaction, with the same clock, so
// the decisions within a few seconds of the draft from the same host are the ones behind it.
export function tracesNear(store: Store, draft: Draft): DraftTrace[] {
  const at = Date.parse(draft.created_at);
  if (!Number.isFinite(at)) return [];
  const from = new Date(at - TRACE_WINDOW_MS).toISOString();
  const to = new Date(at + TRACE_WINDOW_MS).toISOString();
  const host = draft.origin.host;
  const rows = store.db
    .prepare(
      `SELECT outcome, event_kind, tool_name, significance, threshold, mode, limited_reason, scorer_model, scorer_latency_ms, fallback, created_at
       FROM capture_traces WHERE created_at BETWEEN ? AND ? ${host ? 'AND (host = ? OR host IS NULL)' : ''} ORDER BY seq DESC LIMIT 20`,
    )
    .all(...[from, to, ...(host ? [host] : [])]) as DraftTrace[];
  return rows.reverse();
}

// Who stands behind the draft, in one line for the page's "why" panel (null: capture alone).
export function proposedLine(draft: Pick<Draft, 'proposed_by' | 'original' | 'changed_by' | 'origin'>): string | null {
  const parts: string[] = [];
  const host = draft.origin.host === 'codex' ? 'Codex' : draft.origin.host === 'claude' ? 'Claude Code' : 'the host';
  if (draft.proposed_by.includes('agent')) parts.push(`proposed by the agent in ${host}${draft.proposed_by.includes('capture') ? ', and capture suggested the same turn' : ''}`);
  if (draft.original) parts.push('edited by the agent since');
  if (draft.changed_by?.by === 'user') parts.push(`last changed by you (${draft.changed_by.via === 'cli' ? 'terminal' : draft.changed_by.via === 'page' ? 'this page' : draft.changed_by.via})`);
  return parts.length ? parts.join('; ') : null;
}

export function locateTranscript(host: string | null, sessionId: string | null, createdAt: string, env: Env): string | null {
  if (!sessionId || !SESSION_ID_RE.test(sessionId)) return null;
  const home = env.HOME?.trim() || homedir();
  if (host === 'claude' || host === null) {
    const projects = join(env.CLAUDE_CONFIG_DIR?.trim() || join(home, '.claude'), 'projects');
    for (const dir of safeList(projects)) {
      const file = join(projects, dir, `${sessionId}.jsonl`);
      if (isFile(file)) return file;
    }
  }
  if (host === 'codex' || host === null) {
    const sessions = join(env.CODEX_HOME?.trim() || join(home, '.codex'), 'sessions');
    // Rollouts live under sessions/YYYY/MM/DD; look at the draft's day and its neighbours first.
    const at = Date.parse(createdAt);
    const days = Number.isFinite(at) ? [0, -1, 1].map((d) => new Date(at + d * 86_400_000).toISOString().slice(0, 10).split('-')) : [];
    const tried = new Set<string>();
    const inDay = (parts: string[]) => {
      const dir = join(sessions, ...parts);
      tried.add(dir);
      const name = safeList(dir).find((f) => f.endsWith(`${sessionId}.jsonl`));
      return name ? join(dir, name) : null;
    };
    for (const parts of days) {
      const found = inDay(parts);
      if (found) return found;
    }
    let visited = 0;
    for (const y of safeList(sessions)) for (const m of safeList(join(sessions, y))) for (const d of safeList(join(sessions, y, m))) {
      if (tried.has(join(sessions, y, m, d))) continue;
      if (++visited > CODEX_DAY_DIRS_MAX) return null;
      const found = inDay([y, m, d]);
      if (found) return found;
    }
  }
  return null;
}

export type UserWords = { available: true; path: string; text: string; truncated: boolean; exact: boolean } | { available: false; reason: string };

// The user's message the draft came from: the event with the draft's ref when it is a user
// message, otherwise the user message just before it (a draft made from an assistant turn
// or a session digest still stands on what the user said).
export function userWordsFor(draft: Draft, env: Env): UserWords {
  // An agent's suggestion is linked to your turn by the Stop hook that ends the turn; until
  // then any message of the session would be a guess.
  if (draft.proposed_by.includes('agent') && !draft.origin.ref) return { available: false, reason: 'The agent proposed this; the turn it came from is linked when that turn ends (the Stop hook did not run yet, or not in this host).' };
  if (!draft.origin.session_id) return { available: false, reason: 'The draft records no session.' };
  const path = locateTranscript(draft.origin.host, draft.origin.session_id, draft.created_at, env);
  if (!path) return { available: false, reason: 'The transcript file is no longer on this machine.' };
  try {
    if (statSync(path).size > TRANSCRIPT_MAX_BYTES) return { available: false, reason: 'The transcript is too large to read here.' };
    const { events } = parseTranscriptFile(path, { sessionId: draft.origin.session_id });
    const users = events.filter((e) => e.kind === 'user_message' && !e.sidechain && e.text);
    if (users.length === 0) return { available: false, reason: 'The transcript holds no message from you.' };
    const index = events.findIndex((e) => e.ref === draft.origin.ref);
    let pick: CaptureEvent | undefined;
    if (index >= 0) for (let i = index; i >= 0 && !pick; i--) if (events[i].kind === 'user_message' && events[i].text) pick = events[i];
    const exact = pick !== undefined && pick.ref === draft.origin.ref;
    pick ??= users[users.length - 1];
    const text = withoutInvisible(pick.text ?? '');
    return { available: true, path, text: text.slice(0, WORDS_MAX_CHARS), truncated: text.length > WORDS_MAX_CHARS, exact };
  } catch {
    return { available: false, reason: 'The transcript could not be read.' };
  }
}

function safeList(dir: string): string[] {
  try {
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  } catch {
    return [];
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
