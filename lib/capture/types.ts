// Shapes shared by the Capture Decision Engine, the candidate detector, the optional model
// scorer and the trace builder. Everything here is data: time, ids and gate readings come in
// as arguments so every decision can be replayed from its inputs.

import type { MemoryKind } from '../limits.ts';

import type { CaptureEvent, CaptureEventKind } from '../transcript/events.ts';

export type { CaptureEvent, CaptureEventKind };

// The envelope the engine scores: an event plus what the caller already knows about it.
// `candidates` is the number of memory candidates detectCandidates() drafted from the event's
// text; when absent the engine falls back to a cheap cue match on the text.
export type CaptureEnvelope = CaptureEvent & {
  candidates?: number;
};

export type CaptureMode = 'full' | 'light' | 'trace_only';

export type LimitReason = 'min_interval' | 'max_per_hour' | 'budget';

export type CaptureDecision = {
  shouldCapture: boolean;
  significance: number;
  mode: CaptureMode;
  threshold?: number;
  reason?: string;
  limited?: { reason: LimitReason; detail?: string };
};

// A recent capture as the redundancy check sees it: a structural key (kind, tool, files, error)
// and hashed word shingles, never the text itself.
export type RecentCapture = {
  session_id: string | null;
  at: number;
  event_kind: CaptureEventKind;
  key: string;
  shingles?: number[];
  mode: CaptureMode;
};

// Gate readings, produced by whoever owns rate limiting. The engine only consumes them.
// Per-session maps are keyed by session id ('' for events without one).
export type GateState = {
  last_capture_at: Record<string, number>;
  captures_last_hour: Record<string, number>;
  tokens_today: number;
  artifact_bytes_today: number;
  // Boundary captures already granted over budget today; absent = none.
  emergency_used_today?: number;
};

export type CaptureConfig = {
  min_interval_ms: number;
  max_captures_per_hour: number;
  daily_token_budget: number;
  artifact_bytes_budget: number;
  // Session-boundary captures allowed per day once a budget is exhausted.
  emergency_allowance: number;
  thresholds: Record<CaptureEventKind, number>;
  // null = every tool may be captured; otherwise tool events outside the list are trace-only.
  tool_allowlist: string[] | null;
  // Events whose payload exceeds this are never captured in full.
  max_payload_chars: number;
  redundancy_window_ms: number;
};

export type CandidateScope = string;

export type Candidate = {
  content: string;
  kind: MemoryKind;
  scope: CandidateScope;
  scope_unclear: boolean;
  tags: string[];
  confidence: number;
  reason: string;
  supersedes?: { id: string; expected_revision: number };
};

export type RejectedStatement = {
  reason: string;
  code?: string;
  sanitized_rewrite_possible?: boolean;
};

export type ActiveMemory = {
  id: string;
  content: string;
  kind: string;
  scope: string;
  revision: number;
};

export type CandidateContext = {
  // null: the session has no project (started in the home folder, or in a folder with no
  // project marker), so nothing may be proposed for a project scope.
  projectScope: string | null;
  agentName?: string;
  activeMemories?: ActiveMemory[];
  // What the agent wrote just before this user turn: read (lazily, only when a statement or
  // an option answer needs it) to draft answers to its options and to recognise its own
  // words quoted back. `near` asks only for its last message when that is cheap to read (a
  // reply that may repeat a line of its closing offer); a string serves both.
  previousAssistant?: string | ((options?: { near?: boolean }) => string);
};

export type CandidateResult = {
  candidates: Candidate[];
  rejected: RejectedStatement[];
};
