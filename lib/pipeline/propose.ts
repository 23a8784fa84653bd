// The capture pipeline between parsed transcript events and drafts, shared by the Stop
// hook and the dry run: candidate detection (which runs policy on the full text first),
// then the Capture Decision Engine, per event. Pure: readings and time come in, proposals
// go out; the callers own the store.
import type { NuzoConfig } from '../config.ts';
import { detectAnswerCandidates, detectCandidates } from '../capture/candidates.ts';
import { DEFAULT_CAPTURE_CONFIG, decideCapture, type DecideInput } from '../capture/engine.ts';
import { scoreWithModel } from '../capture/scorer.ts';
import type { ScorerInfo } from '../capture/trace.ts';
import { recentCaptureOf } from '../capture/fingerprint.ts';
import type { ActiveMemory, Candidate, CaptureConfig, CaptureDecision, GateState, RecentCapture, RejectedStatement } from '../capture/types.ts';
import type { CaptureEvent } from '../transcript/events.ts';

export type Proposal = {
  event: CaptureEvent;
  decision: CaptureDecision;
  candidates: Candidate[];
  rejected: RejectedStatement[];
  scorer?: ScorerInfo;
};

export type ProposeContext = {
  // null: the session has no project (lib/project/capture-scope.ts).
  projectScope: string | null;
  host: 'claude' | 'codex';
  // Active memories for duplicate and contradiction checks; a function is called (once) only
  // when some event actually yields a candidate, so ordinary turns skip the query.
  activeMemories: ActiveMemory[] | (() => ActiveMemory[]);
  history: RecentCapture[];
  gate: GateState | null;
  // The key gate readings and history rows are stored under (`host:session`, see
  // lib/pipeline/gate-store.ts). Events carry the bare session id; the engine must look
  // them up by this key, or min interval, hourly cap and cross-turn duplicates never apply.
  sessionKey?: string;
  // The agent's text before the first event (the Stop hook reads only what the transcript
  // gained): called only when a statement or an option answer needs it.
  previousAssistant?: (options?: { near?: boolean }) => string;
  now: number;
  config: NuzoConfig;
};

export function engineConfig(config: NuzoConfig): CaptureConfig {
  const c = config.capture;
  return {
    ...DEFAULT_CAPTURE_CONFIG,
    min_interval_ms: c.min_interval_ms,
    max_captures_per_hour: c.max_captures_per_hour,
    daily_token_budget: c.daily_token_budget,
    artifact_bytes_budget: c.artifact_bytes_budget,
    emergency_allowance: c.emergency_allowance,
  };
}

export function agentNameFor(host: 'claude' | 'codex'): string {
  return host === 'codex' ? 'codex' : 'claude-code';
}

// Only what a person typed in the main conversation can propose a memory: in subagent
// transcripts the "user" is the parent agent, and assistant text is the model's own.
export function canPropose(event: CaptureEvent): boolean {
  return event.kind === 'user_message' && !event.sidechain && typeof event.text === 'string' && event.text.trim().length > 0;
}

type Step = { event: CaptureEvent; input: DecideInput; candidates: Candidate[]; rejected: RejectedStatement[] };

function* steps(events: CaptureEvent[], ctx: ProposeContext, history: RecentCapture[]): Generator<Step, void, CaptureDecision> {
  const config = engineConfig(ctx.config);
  let active: ActiveMemory[] | null = Array.isArray(ctx.activeMemories) ? ctx.activeMemories : null;
  // The agent's messages since the last user turn, and before it the caller's reader.
  let previous: string | ((options?: { near?: boolean }) => string) = ctx.previousAssistant ?? '';
  let since: string[] = [];
  // Answers from the host's question picker carry the questions they answer; typed text reads
  // the agent's earlier text for what it answers.
  const detect = (event: CaptureEvent, memories: ActiveMemory[], previousAssistant: string | ((options?: { near?: boolean }) => string)) =>
    event.answers
      ? detectAnswerCandidates(event.answers, { projectScope: ctx.projectScope, agentName: agentNameFor(ctx.host), activeMemories: memories })
      : detectCandidates(event.text as string, { projectScope: ctx.projectScope, agentName: agentNameFor(ctx.host), activeMemories: memories, previousAssistant });
  for (const event of events) {
    let candidates: Candidate[] = [];
    let rejected: RejectedStatement[] = [];
    if (event.kind === 'assistant_message' && !event.sidechain && event.text) since.push(event.text);
    if (event.kind === 'user_message' && !event.sidechain) {
      if (since.length > 0) previous = boundedTail(since.join('\n\n'));
      since = [];
    }
    if (canPropose(event)) {
      // Read at most once per event, whichever detection pass asks first.
      const before = previous;
      let read: string | null = null;
      let near: string | null = null;
      const previousAssistant =
        typeof before === 'string' ? before : (options?: { near?: boolean }) => (options?.near ? (read ?? (near ??= before({ near: true }))) : (read ??= before()));
      let found = detect(event, active ?? [], previousAssistant);
      if (active === null && found.candidates.length > 0) {
        active = (ctx.activeMemories as () => ActiveMemory[])();
        found = detect(event, active, previousAssistant);
      }
      candidates = found.candidates;
      rejected = found.rejected;
    }
    const input: DecideInput = {
      event: { ...envelopeOf(event, ctx.sessionKey), candidates: canPropose(event) ? candidates.length : undefined },
      history: [...history],
      gate: ctx.gate,
      config,
      now: ctx.now,
    };
    const decision = yield { event, input, candidates, rejected };
    if (decision.shouldCapture && decision.mode !== 'trace_only') history.unshift(recentCaptureOf(envelopeOf(event, ctx.sessionKey), ctx.now, decision.mode));
  }
}

// Options and quoted text sit near the end of a long answer.
export const PREVIOUS_ASSISTANT_MAX_CHARS = 24_000;

function boundedTail(text: string): string {
  return text.length > PREVIOUS_ASSISTANT_MAX_CHARS ? text.slice(-PREVIOUS_ASSISTANT_MAX_CHARS) : text;
}

function toProposal(step: Step, decision: CaptureDecision, scorer?: ScorerInfo): Proposal {
  const keep = decision.shouldCapture && decision.mode !== 'trace_only';
  return { event: step.event, decision, candidates: keep ? step.candidates : [], rejected: step.rejected, ...(scorer ? { scorer } : {}) };
}

// The heuristic engine only: what the Stop hook runs, inside the user's turn.
export function propose(events: CaptureEvent[], ctx: ProposeContext): Proposal[] {
  const proposals: Proposal[] = [];
  const run = steps(events, ctx, [...ctx.history]);
  for (let next = run.next(); !next.done; ) {
    const decision = decideCapture(next.value.input);
    proposals.push(toProposal(next.value, decision));
    next = run.next(decision);
  }
  return proposals;
}

// With the optional loopback model scorer (config.capture.scorer): only where nobody waits
// on a hook — the dry run and review time. Any scorer failure falls back to the heuristic
// decision, with the cause kept for the trace.
export async function proposeWithScorer(events: CaptureEvent[], ctx: ProposeContext): Promise<Proposal[]> {
  const proposals: Proposal[] = [];
  const options = ctx.config.capture.scorer;
  const run = steps(events, ctx, [...ctx.history]);
  for (let next = run.next(); !next.done; ) {
    // Tool and assistant events never become drafts; only spend model calls on user text.
    const scored = canPropose(next.value.event)
      ? await scoreWithModel(next.value.input, { enabled: options.enabled, base_url: options.base_url, model: options.model, timeout_ms: options.timeout_ms, max_tokens: options.max_tokens })
      : { decision: decideCapture(next.value.input), scorer: undefined };
    proposals.push(toProposal(next.value, scored.decision, scored.scorer));
    next = run.next(scored.decision);
  }
  return proposals;
}

function envelopeOf(event: CaptureEvent, sessionKey: string | undefined) {
  return { ...event, session_id: sessionKey ?? event.session_id ?? '', timestamp: event.timestamp ?? '' };
}
