// The Stop hook's side of the agent's own suggestions (agent-proposal.ts). A turn in which
// the agent called memory_propose already has its draft, in the agent's words: the hook
// links that draft to the user's turn (host, session id, the turn's transcript ref; never
// its text), records capture as a second source when it would have drafted the same turn
// itself, files nothing more for that turn, and counts the agent's drafts in this session's
// rate gate and budget. Must run inside the hook's write transaction.
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import { addProposer } from '../drafts/queue.ts';
import { recentCaptureOf } from '../capture/fingerprint.ts';
import type { CaptureEvent } from '../transcript/events.ts';
import type { DraftTally } from './drafts.ts';
import { recordCapture } from './gate-store.ts';
import { canPropose, type Proposal } from './propose.ts';

// Claude names it mcp__plugin_nuzo_nuzo__memory_propose, Codex mcp__nuzo__memory_propose.
const PROPOSE_CALL = /(^|__)memory_propose$/;
// A draft filed a little before the user's message was recorded (clocks of two processes).
const CLOCK_SLACK_MS = 5_000;
const UNTIMED_WINDOW_MS = 30 * 60_000;

// The user turns of a batch in which the agent called memory_propose, by the user event's ref.
export function agentProposalTurns(events: readonly CaptureEvent[]): Map<string, CaptureEvent> {
  const turns = new Map<string, CaptureEvent>();
  let user: CaptureEvent | null = null;
  for (const event of events) {
    if (canPropose(event)) user = event;
    else if (user && event.kind === 'tool_call' && !event.sidechain && PROPOSE_CALL.test(event.tool?.name ?? '')) turns.set(user.ref, user);
  }
  return turns;
}

// `scopes`: what this session's turn could have proposed into (its project, user:default);
// agent:* scopes are reachable from every project. A draft in another project's scope is
// another session's, even when its server did not know its session id.
export type TurnJob = { host: 'claude' | 'codex'; session_id: string; session_key: string; scopes: string[]; now: number };

// null when the turn has no unlinked agent draft: the hook then drafts as usual (and its own
// duplicate check meets whatever the agent's call merged into).
export function adoptAgentTurn(ctx: CoreContext, turns: Map<string, CaptureEvent>, proposal: Proposal, job: TurnJob): DraftTally | null {
  const user = turns.get(proposal.event.ref);
  if (!user) return null;
  const at = user.timestamp ? Date.parse(user.timestamp) : NaN;
  const since = Number.isFinite(at) ? at - CLOCK_SLACK_MS : job.now - UNTIMED_WINDOW_MS;
  const rows = ctx.store.db
    .prepare(
      `SELECT id, content, origin_session FROM drafts
       WHERE origin_host = ? AND origin_ref IS NULL AND (origin_session IS NULL OR origin_session = ?) AND created_at >= ? AND expires_at > ?
         AND (scope IN (${job.scopes.map(() => '?').join(', ')}) OR scope LIKE 'agent:%')
         AND EXISTS (SELECT 1 FROM json_each(drafts.proposed_by) WHERE value = 'agent') ORDER BY rowid`,
    )
    .all(job.host, job.session_id, iso(since), iso(job.now), ...job.scopes) as Array<{ id: string; content: string; origin_session: string | null }>;
  if (rows.length === 0) return null;
  const wouldDraft = proposal.decision.shouldCapture && proposal.candidates.length > 0;
  for (const row of rows) {
    ctx.store.db.prepare('UPDATE drafts SET origin_session = ?, origin_ref = ? WHERE id = ?').run(job.session_id, user.ref, row.id);
    if (wouldDraft) addProposer(ctx, row.id, 'capture');
    // The tool counted it under its own server's key when it did not know the session.
    if (row.origin_session === null) {
      const event = { ...user, session_id: job.session_key, text: row.content };
      recordCapture(ctx.store, job.session_key, job.now, { tokens: Math.ceil(row.content.length / 4), bytes: 0 }, recentCaptureOf(event, job.now, 'full'));
    }
  }
  return { created: 0, skipped: proposal.candidates.length, refused: 0 };
}
