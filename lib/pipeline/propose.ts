// The capture pipeline between parsed transcript events and drafts, shared by the Stop
// hook and the dry run: candidate detection (which runs policy on the full text first),
// then the Capture Decision Engine, per event. Pure: readings and time come in, proposals
// go out; the callers own the store.
import type { NuzoConfig } from '../config.ts';
import { detectCandidates } from '../capture/candidates.ts';
import { DEFAULT_CAPTURE_CONFIG, decideCapture } from '../capture/engine.ts';
import { recentCaptureOf } from '../capture/fingerprint.ts';
import type { ActiveMemory, Candidate, CaptureConfig, CaptureDecision, GateState, RecentCapture, RejectedStatement } from '../capture/types.ts';
import type { CaptureEvent } from '../transcript/events.ts';

export type Proposal = {
  event: CaptureEvent;
  decision: CaptureDecision;
  candidates: Candidate[];
  rejected: RejectedStatement[];
};

export type ProposeContext = {
  projectScope: string;
  host: 'claude' | 'codex';
  activeMemories: ActiveMemory[];
  history: RecentCapture[];
  gate: GateState | null;
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

export function propose(events: CaptureEvent[], ctx: ProposeContext): Proposal[] {
  const config = engineConfig(ctx.config);
  const history = [...ctx.history];
  const proposals: Proposal[] = [];
  for (const event of events) {
    let candidates: Candidate[] = [];
    let rejected: RejectedStatement[] = [];
    if (canPropose(event)) {
      const found = detectCandidates(event.text as string, { projectScope: ctx.projectScope, agentName: agentNameFor(ctx.host), activeMemories: ctx.activeMemories });
      candidates = found.candidates;
      rejected = found.rejected;
    }
    const decision = decideCapture({
      event: { ...envelopeOf(event), candidates: canPropose(event) ? candidates.length : undefined },
      history,
      gate: ctx.gate,
      config,
      now: ctx.now,
    });
    if (decision.mode === 'trace_only' || !decision.shouldCapture) candidates = [];
    else history.unshift(recentCaptureOf(envelopeOf(event), ctx.now, decision.mode));
    proposals.push({ event, decision, candidates, rejected });
  }
  return proposals;
}

function envelopeOf(event: CaptureEvent) {
  return { ...event, session_id: event.session_id ?? '', timestamp: event.timestamp ?? '' };
}
