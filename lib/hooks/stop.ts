// Stop (fires after every turn in both hosts): read only what the transcript gained since
// this session's cursor, turn it into capture events, decide, and leave drafts for the
// user to review. It never blocks the model and never saves a memory: at most one
// user-only line says how many suggestions wait. Every record is considered once
// (seen-refs), so replays, resumes and rewritten files add no duplicate drafts.
import type { CoreContext } from '../context.ts';
import { countDrafts, createDraft, editDraft } from '../drafts/queue.ts';
import { isNuzoError } from '../errors.ts';
import { addEvents, DIGEST_TAG, emptyDigest, parseDigest, renderDigest } from '../pipeline/digest.ts';
import type { CaptureEvent } from '../transcript/events.ts';
import { buildTraceRow } from '../capture/trace.ts';
import { recentCaptureOf } from '../capture/fingerprint.ts';
import { hasSeen, loadCursor, markSeen, refKey, saveCursor } from '../pipeline/cursor-store.ts';
import { readGateState, readRecentCaptures, recordCapture } from '../pipeline/gate-store.ts';
import { insertTrace, pruneTraces } from '../pipeline/trace-store.ts';
import { activeMemoriesFor, draftsFromProposal } from '../pipeline/drafts.ts';
import { adoptAgentTurn, agentProposalTurns } from '../pipeline/agent-turns.ts';
import { agentNameFor, propose } from '../pipeline/propose.ts';
import { USER_SCOPE } from '../scope.ts';
import { openSession } from '../session.ts';
import type { Env } from '../paths.ts';
import { withWrite } from '../store/write.ts';
import { closeOrLeaveForExit } from '../store/leave-open.ts';
import { recordEvidence } from '../receipts/evidence-record.ts';
import { readNewLines } from '../transcript/reader.ts';
import { parseTranscriptLines } from '../transcript/index.ts';
import { lastAssistantMessage, previousAssistantText } from '../transcript/previous.ts';
import { waitForGrowth } from '../transcript/settle.ts';
import { captureProjectScope } from '../project/capture-scope.ts';
import { detectHost, parseHookInput, reviewHint } from './input.ts';
import { logHookFailure } from './log.ts';
import { hookSettings } from './settings.ts';
import type { HookResult } from './session-start.ts';

export const STOP_DEADLINE_MS = 4000;
// How long a Stop that finds nothing new waits for the host to flush its turn.
export const FLUSH_WAIT_MS = 1000;

// exiting: the process ends as soon as this returns (the hook bundle), so a small write-ahead
// log is left to the exit rather than checkpointed (lib/store/leave-open.ts).
export function runStopHook(stdinText: string, env: Env, startedAt: number = Date.now(), options: { exiting?: boolean } = {}): HookResult {
  const input = parseHookInput(stdinText);
  const host = detectHost(env, input);
  if (!input.transcript_path) return { stdout: '' };
  let home = '';
  try {
    const settings = hookSettings('Stop', env, input.cwd ?? process.cwd());
    home = settings.home;
    const config = settings.config;
    if (config.disabled || !config.hooks.stop || !config.capture.enabled || !settings.project) return { stdout: '' };
    // The home folder, or a folder with no project marker, is no project: only statements
    // about the user can be drafted there.
    const projectScope = captureProjectScope(settings.project, env);
    // SQLite's busy waits block the event loop, so the shim's watchdog cannot interrupt
    // them: every wait is bounded by what is left of this hook's own deadline instead.
    const deadlineAt = startedAt + STOP_DEADLINE_MS;
    const remaining = deadlineAt - Date.now();
    if (remaining < 200) return { stdout: '' };
    const session = openSession({ env, actor: 'nuzo:hook', cwd: input.cwd ?? process.cwd(), settings, store: { busyTimeoutMs: Math.min(1000, remaining - 100), deadlineAt } });
    try {
      const settleBy = Math.min(Date.now() + FLUSH_WAIT_MS, deadlineAt - 1000);
      const created = capture(session.ctx, { host, path: input.transcript_path, sessionId: input.session_id ?? 'unknown', projectScope, settleBy });
      if (created === 0) return { stdout: '' };
      const waiting = countDrafts(session.ctx, projectScope ? [projectScope, USER_SCOPE] : [USER_SCOPE]);
      const message = `Nuzo: ${waiting} memory suggestion${waiting === 1 ? '' : 's'} waiting — review with ${reviewHint(host)}`;
      return { stdout: JSON.stringify({ systemMessage: message }) };
    } finally {
      if (options.exiting) closeOrLeaveForExit(session.ctx.store);
      else session.close();
    }
  } catch (error) {
    if (home) logHookFailure(home, 'Stop', error, Date.now() - startedAt);
    return { stdout: '' };
  }
}

// Reads the new part of the transcript and files drafts; returns how many were created.
// Cursor, seen-refs, gate counters, traces and drafts are committed together, so a crash
// or a concurrent Stop of another session cannot double-count or half-apply a turn.
export function capture(ctx: CoreContext, job: { host: 'claude' | 'codex'; path: string; sessionId: string; projectScope: string | null; settleBy?: number }): number {
  const { store } = ctx;
  const cursor = loadCursor(store, job.host, job.sessionId, job.path);
  let read = readNewLines(job.path, cursor);
  // Nothing new: the host may not have flushed this turn yet (lib/transcript/settle.ts).
  if (read.lines.length === 0 && job.settleBy !== undefined && waitForGrowth(job.path, read.cursor.offset, job.settleBy)) read = readNewLines(job.path, cursor);
  if (read.lines.length === 0 && cursor && read.cursor.offset === cursor.offset) return 0;
  // The file's own shape decides the parser (a host may run with the other's transcript
  // in tests or migrations); the host is only the fallback for an undecidable chunk.
  let parsed = parseTranscriptLines(read.lines, { path: job.path, sessionId: job.sessionId });
  if (parsed.format === 'unknown' && read.lines.length > 0) parsed = parseTranscriptLines(read.lines, { format: job.host, path: job.path, sessionId: job.sessionId });
  const now = store.clock.now();
  const sessionKey = `${job.host}:${job.sessionId}`;
  const fresh = parsed.events.filter((event) => !hasSeen(store, refKey(job.host, job.sessionId, event.ref)));
  recordEvidence(store.home, ctx.config, store, { host: job.host, sessionId: job.sessionId, project: job.projectScope }, fresh);
  const scopes = job.projectScope ? [job.projectScope, USER_SCOPE] : [USER_SCOPE];
  const agentTurns = agentProposalTurns(fresh);
  // What the user answered lies before the cursor: read back only when a turn needs it.
  const format = parsed.format === 'unknown' ? job.host : parsed.format;
  const before = read.lines[0]?.offset ?? read.cursor.offset;
  const proposals = propose(fresh, {
    projectScope: job.projectScope,
    host: job.host,
    activeMemories: () => activeMemoriesFor(ctx, scopes),
    history: orEmpty(() => readRecentCaptures(store, sessionKey, now, 30 * 60_000)),
    // An unreadable gate store means conservative defaults (the engine captures less), not
    // a failed Stop.
    gate: orNull(() => readGateState(store, sessionKey, now)),
    sessionKey,
    previousAssistant: (options?: { near?: boolean }) => orNull(() => (options?.near ? lastAssistantMessage(job.path, before, format) : previousAssistantText(job.path, before, format))) ?? '',
    now,
    config: ctx.config,
  });
  return withWrite(store, () => {
    let created = 0;
    for (const proposal of proposals) {
      // A turn whose draft the agent filed itself (memory_propose) gets no second one.
      const agentTally = agentTurns.size > 0 ? adoptAgentTurn(ctx, agentTurns, proposal, { host: job.host, session_id: job.sessionId, session_key: sessionKey, scopes, now }) : null;
      const tally = agentTally ?? draftsFromProposal(ctx, proposal, { host: job.host, session_id: job.sessionId });
      created += tally.created;
      if (!agentTally && proposal.decision.shouldCapture && proposal.candidates.length > 0) {
        const recent = recentCaptureOf({ ...proposal.event, session_id: sessionKey, timestamp: proposal.event.timestamp ?? '' }, now, proposal.decision.mode);
        // Gate bookkeeping is best effort: a failed statement rolls back alone, the drafts stay.
        orNull(() => recordCapture(store, sessionKey, now, { tokens: Math.ceil((proposal.event.text?.length ?? 0) / 4), bytes: 0 }, recent));
      }
      insertTrace(store, buildTraceRow({ event: proposal.event, decision: proposal.decision, now }), job.host);
      markSeen(store, refKey(job.host, job.sessionId, proposal.event.ref));
    }
    if (ctx.config.capture.session_digests && job.projectScope) created += refreshDigest(ctx, { ...job, projectScope: job.projectScope }, fresh, now);
    saveCursor(store, job.host, job.sessionId, job.path, read.cursor);
    pruneTraces(store, now);
    return created;
  });
}

// One pending digest draft per session, refreshed with this Stop's events. Must run inside
// a write transaction. Returns 1 when a new digest draft was created.
function refreshDigest(ctx: CoreContext, job: { host: 'claude' | 'codex'; sessionId: string; projectScope: string }, events: CaptureEvent[], now: number): number {
  if (events.length === 0) return 0;
  const existing = ctx.store.db
    .prepare(`SELECT id, content FROM drafts WHERE origin_session = ? AND origin_host = ? AND scope = ? AND EXISTS (SELECT 1 FROM json_each(drafts.tags) WHERE value = ?) LIMIT 1`)
    .get(job.sessionId, job.host, job.projectScope, DIGEST_TAG) as { id: string; content: string } | undefined;
  const base = (existing && parseDigest(existing.content)) || emptyDigest(agentNameFor(job.host), new Date(now).toISOString().slice(0, 10));
  const parts = addEvents(base, events);
  if (parts.requests.length === 0) return 0;
  const content = renderDigest(parts);
  try {
    if (existing) {
      if (content !== existing.content) editDraft(ctx, existing.id, { content });
      return 0;
    }
    const outcome = createDraft(ctx, {
      content,
      kind: 'note',
      scope: job.projectScope,
      tags: [DIGEST_TAG],
      source: `${job.host}:session-digest`,
      confidence: 0.5,
      reason: 'Session digest: what you asked for, which tools ran and which files they touched (opt-in).',
      priority: 'low',
      origin: { host: job.host, session_id: job.sessionId, ref: 'digest' },
    });
    return 'created' in outcome ? 1 : 0;
  } catch (error) {
    if (isNuzoError(error)) return 0;
    throw error;
  }
}

function orNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function orEmpty<T>(read: () => T[]): T[] {
  return orNull(read) ?? [];
}
