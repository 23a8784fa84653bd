// Capture Decision Engine: decides whether an event is worth capturing and how much of it
// (full draft with citations, light low-priority draft, or a trace row only).
//
// Pure and deterministic: the event, recent history, gate readings, config and `now` come in;
// a CaptureDecision comes out. Rate limits and budgets are consumed, never counted here.
// Two rules shape everything below:
// - a gate never loses an explicit user statement: when gated it becomes a light draft;
// - error and irreversibility signals raise the significance of the session digest, they never
//   turn an event's payload into memory content. No mode stores raw transcript text.

import { hasMemoryCue } from './cues.ts';
import { prefilter } from './prefilter.ts';
import { eventKey, jaccard, wordShingles } from './fingerprint.ts';
import type { CaptureConfig, CaptureDecision, CaptureEnvelope, CaptureMode, GateState, RecentCapture } from './types.ts';

export const DEFAULT_CAPTURE_CONFIG: CaptureConfig = {
  min_interval_ms: 60_000,
  max_captures_per_hour: 20,
  daily_token_budget: 200_000,
  artifact_bytes_budget: 5_000_000,
  emergency_allowance: 3,
  thresholds: {
    user_message: 0.5,
    assistant_message: 0.6,
    tool_call: 0.55,
    tool_result: 0.6,
    session_boundary: 0.3,
    compaction: 0.4,
  },
  tool_allowlist: null,
  max_payload_chars: 20_000,
  redundancy_window_ms: 30 * 60_000,
};

// At or above this significance a capture is a full draft; between threshold and here, light.
export const FULL_MODE_SIGNIFICANCE = 0.75;
// Raised thresholds when the gate store cannot be read: capture less, never more.
export const GATE_UNAVAILABLE_PENALTY = 0.15;
export const TEXT_DUPLICATE_JACCARD = 0.8;

export type DecideInput = {
  event: CaptureEnvelope;
  history: RecentCapture[];
  gate: GateState | null;
  config: CaptureConfig;
  now: number;
};

const WRITE_TOOLS = /^(edit|write|multiedit|notebookedit|apply_patch|write_file|edit_file|create_file|str_replace(_editor|_based_edit_tool)?|patch)$/i;
const READ_TOOLS = /^(read|grep|glob|ls|list_dir|read_file|view_image|websearch|web_search|webfetch|todowrite|todoread|search|find_files|codebase_search)$/i;
const SHELL_TOOLS = /^(bash|shell|exec_command|local_shell|run_command|terminal|bashoutput|unified_exec)$/i;
const DELEGATE_TOOLS = /^(task|agent|spawn_agent|subagent)$/i;
const OUTBOUND_TOOL = /(send|post|message|email|mail|slack|notify|publish|comment|create_issue|create_pull|tweet|webhook)/i;

const DELETE_HINT =
  /\brm\s+-\w*[rf]|\brm\s+\S|\bgit\s+(reset\s+--hard|clean\s+-\w*f|push\s+(-f\b|--force)|branch\s+-D)|\bdrop\s+(table|database|schema)\b|\btruncate\s+table\b|\bdelete\s+from\b|\bkubectl\s+delete\b|\bterraform\s+destroy\b|\bdropdb\b|\brmdir\b/i;
const DEPLOY_HINT =
  /\b(deploy|publish)\b|\bgit\s+push\b|\bnpm\s+publish\b|\bkubectl\s+apply\b|\bterraform\s+apply\b|\bhelm\s+(install|upgrade)\b|\bdocker\s+push\b|\bgh\s+(pr|release)\s+create\b|\bmigrate\b|\bvercel\b.*--prod/i;
const OUTBOUND_HINT = /\bcurl\b.*-X\s*(POST|PUT|DELETE|PATCH)\b|\bsendmail\b|\bmail\s+-s\b|\bgh\s+(issue|pr)\s+(comment|create)\b|\bslack\b/i;
const WRITE_HINT = /\bgit\s+(commit|merge|rebase|tag)\b|\bmv\s|\bsed\s+-i\b|(^|[^>])>>?\s*[\w./-]+|\b(npm|pnpm|yarn|bun)\s+(install|i|add|remove)\b/i;
const ASSISTANT_OUTCOME = /\b(root cause|decided|the fix|fixed|resolved|workaround|turns out|it turned out|migrated|the issue was|the problem was)\b/i;
prefilter(ASSISTANT_OUTCOME);

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));
const round3 = (value: number): number => Math.round(value * 1000) / 1000;

function payloadChars(event: CaptureEnvelope): number {
  if (event.tool) return event.tool.input_chars + event.tool.output_chars;
  return event.text?.length ?? 0;
}

// True when the event carries a user-stated memory candidate: gates may delay it, never drop it.
export function isExplicitUserStatement(event: CaptureEnvelope): boolean {
  if (event.kind !== 'user_message') return false;
  if (event.candidates !== undefined) return event.candidates > 0;
  return typeof event.text === 'string' && hasMemoryCue(event.text);
}

export type HeuristicScore = { significance: number; signals: string[] };

export function heuristicSignificance(event: CaptureEnvelope): HeuristicScore {
  const signals: string[] = [];
  let score = 0;
  const tool = event.tool;
  const command = tool?.command ?? '';
  switch (event.kind) {
    case 'session_boundary':
      signals.push('session boundary');
      return { significance: 0.9, signals };
    case 'compaction':
      signals.push('context compaction');
      return { significance: 0.8, signals };
    case 'user_message': {
      const text = (event.text ?? '').trim();
      score = 0.3;
      if (isExplicitUserStatement(event)) {
        score = 0.8;
        signals.push('user-stated memory candidate');
      } else if (text.endsWith('?')) {
        score -= 0.1;
        signals.push('question');
      }
      if (text.length < 8) score = Math.min(score, 0.1);
      break;
    }
    case 'assistant_message':
      score = 0.25;
      if (ASSISTANT_OUTCOME.test(event.text ?? '')) {
        score += 0.2;
        signals.push('outcome or decision');
      }
      break;
    case 'tool_call':
    case 'tool_result': {
      const name = tool?.name ?? '';
      const isCall = event.kind === 'tool_call';
      if (OUTBOUND_TOOL.test(name) && !READ_TOOLS.test(name)) {
        score = 0.7;
        signals.push('outbound message');
      } else if (WRITE_TOOLS.test(name)) {
        score = isCall ? 0.45 : 0.25;
        signals.push('file write');
      } else if (SHELL_TOOLS.test(name)) score = isCall ? 0.35 : 0.2;
      else if (READ_TOOLS.test(name)) score = isCall ? 0.1 : 0.05;
      else if (DELEGATE_TOOLS.test(name)) score = 0.3;
      else score = isCall ? 0.3 : 0.2;
      if (command) {
        if (DELETE_HINT.test(command)) {
          score += 0.35;
          signals.push('deletion');
        }
        if (DEPLOY_HINT.test(command)) {
          score += 0.35;
          signals.push('deploy or publish');
        }
        if (OUTBOUND_HINT.test(command)) {
          score += 0.3;
          signals.push('outbound message');
        }
        if (WRITE_HINT.test(command)) {
          score += 0.1;
          signals.push('write');
        }
      }
      if (tool?.is_error) {
        score += 0.45;
        signals.push('tool error');
      }
      break;
    }
  }
  if (event.sidechain) {
    score -= 0.1;
    signals.push('subagent');
  }
  return { significance: round3(clamp01(score)), signals };
}

function isRedundant(event: CaptureEnvelope, history: RecentCapture[], config: CaptureConfig, now: number): boolean {
  if (event.kind === 'session_boundary' || event.kind === 'compaction') return false;
  const key = eventKey(event);
  const shingles = event.text && !event.tool ? wordShingles(event.text) : undefined;
  for (const recent of history) {
    if (recent.session_id !== event.session_id) continue;
    if (now - recent.at > config.redundancy_window_ms || recent.at > now) continue;
    if (event.tool && recent.key === key) return true;
    if (shingles && recent.shingles && recent.event_kind === event.kind && jaccard(shingles, recent.shingles) >= TEXT_DUPLICATE_JACCARD) return true;
  }
  return false;
}

const capAtLight = (mode: CaptureMode): CaptureMode => (mode === 'full' ? 'light' : mode);

// Turns a significance (heuristic or model) into a decision under thresholds, redundancy and
// gates. A proposed mode can only lower what the significance and gates allow, never raise it.
export function finalizeDecision(input: DecideInput, significance: number, reasons: string[], proposedMode?: CaptureMode): CaptureDecision {
  const { event, gate, config, now } = input;
  const explicit = isExplicitUserStatement(event);
  const boundary = event.kind === 'session_boundary' || event.kind === 'compaction';
  const why = [...reasons];
  let threshold = config.thresholds[event.kind];
  if (gate === null && !explicit && !boundary) threshold = Math.min(1, threshold + GATE_UNAVAILABLE_PENALTY);
  threshold = round3(threshold);
  const sig = round3(clamp01(significance));
  const decision = (shouldCapture: boolean, mode: CaptureMode, extra?: Pick<CaptureDecision, 'limited'>): CaptureDecision => {
    const out: CaptureDecision = { shouldCapture, significance: sig, mode: shouldCapture ? mode : 'trace_only', threshold };
    if (why.length > 0) out.reason = why.join('; ');
    if (extra?.limited) out.limited = extra.limited;
    return out;
  };

  if (event.tool && config.tool_allowlist !== null && !config.tool_allowlist.includes(event.tool.name)) {
    why.push('tool not in allowlist');
    return decision(false, 'trace_only');
  }
  // An explicit statement is floored at the threshold: neither a model nor a low score drops it.
  if (sig < threshold && !explicit) {
    why.push('below threshold');
    return decision(false, 'trace_only');
  }
  let mode: CaptureMode = sig >= FULL_MODE_SIGNIFICANCE ? 'full' : 'light';
  if (proposedMode === 'light' || (proposedMode === 'trace_only' && explicit)) mode = capAtLight(mode);
  if (proposedMode === 'trace_only' && !explicit) {
    why.push('scorer chose trace only');
    return decision(false, 'trace_only');
  }
  if (gate === null) {
    mode = capAtLight(mode);
    why.push('gate store unavailable, conservative defaults');
  }
  if (payloadChars(event) > config.max_payload_chars && mode === 'full') {
    mode = 'light';
    why.push('payload too large, citations only');
  }
  if (isRedundant(event, input.history, config, now)) {
    why.push('near-duplicate of a recent capture');
    if (mode === 'light') return decision(false, 'trace_only');
    mode = 'light';
  }
  if (gate === null) return decision(true, mode);

  const overTokens = gate.tokens_today >= config.daily_token_budget;
  const overBytes = gate.artifact_bytes_today >= config.artifact_bytes_budget;
  if (overTokens || overBytes) {
    const detail = overTokens ? 'daily token budget exhausted' : 'artifact bytes budget exhausted';
    const withinEmergency = (gate.emergency_used_today ?? 0) < config.emergency_allowance;
    if (boundary && withinEmergency) {
      why.push('session boundary within emergency allowance');
      return decision(true, capAtLight(mode), { limited: { reason: 'budget', detail: `${detail}; emergency allowance` } });
    }
    if (explicit) {
      why.push('user statement kept as low-priority draft');
      return decision(true, 'light', { limited: { reason: 'budget', detail } });
    }
    why.push('budget exceeded');
    return decision(false, 'trace_only', { limited: { reason: 'budget', detail } });
  }
  if (boundary) return decision(true, mode);

  const session = event.session_id ?? '';
  const hourly = gate.captures_last_hour[session] ?? 0;
  if (hourly >= config.max_captures_per_hour) {
    const detail = `${hourly} captures in the last hour (max ${config.max_captures_per_hour})`;
    if (explicit) {
      why.push('user statement kept as low-priority draft');
      return decision(true, 'light', { limited: { reason: 'max_per_hour', detail } });
    }
    why.push('hourly capture limit reached');
    return decision(false, 'trace_only', { limited: { reason: 'max_per_hour', detail } });
  }
  const last = gate.last_capture_at[session];
  if (last !== undefined && now - last < config.min_interval_ms) {
    const detail = `${now - last} ms since last capture (min ${config.min_interval_ms})`;
    if (explicit) {
      why.push('user statement kept as low-priority draft');
      return decision(true, 'light', { limited: { reason: 'min_interval', detail } });
    }
    why.push('minimum interval not reached');
    return decision(false, 'trace_only', { limited: { reason: 'min_interval', detail } });
  }
  return decision(true, mode);
}

export function decideCapture(input: DecideInput): CaptureDecision {
  const { significance, signals } = heuristicSignificance(input.event);
  return finalizeDecision(input, significance, signals);
}
