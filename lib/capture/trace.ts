// Decision traces: one metadata row per capture decision, and the summary the seed asks for
// (capture rate by kind and tool, mean significance by kind, scorer use and timeouts, share of
// decisions limited by budgets). A row carries no content: no text, no command, no file path.
// Storing rows belongs to lib/pipeline/trace-store.ts.

import type { CaptureDecision, CaptureEventKind, CaptureMode, LimitReason } from './types.ts';

export type TraceOutcome = 'capture' | 'skip' | 'error';

export type ScorerFallback = 'timeout' | 'http_error' | 'malformed' | 'refused' | 'not_loopback' | 'disabled';

export type ScorerInfo = { used: boolean; model?: string; latency_ms?: number; fallback?: ScorerFallback };

export type TraceRow = {
  outcome: TraceOutcome;
  event_kind: CaptureEventKind;
  tool_name: string | null;
  significance: number | null;
  threshold: number | null;
  mode: CaptureMode | null;
  limited_reason: LimitReason | null;
  scorer_model: string | null;
  scorer_latency_ms: number | null;
  fallback: ScorerFallback | null;
  created_at: string;
};

const TOOL_NAME_MAX = 64;

// Tool names come from transcripts; keep them a bounded identifier, never free text.
function safeToolName(name: string | undefined): string | null {
  if (!name) return null;
  const cleaned = name.replace(/[^A-Za-z0-9_.:-]/g, '').slice(0, TOOL_NAME_MAX);
  return cleaned || null;
}

export function buildTraceRow(input: {
  event: { kind: CaptureEventKind; tool?: { name: string } };
  decision: CaptureDecision | null;
  scorer?: ScorerInfo;
  now: number;
}): TraceRow {
  const { event, decision, scorer } = input;
  return {
    outcome: decision === null ? 'error' : decision.shouldCapture ? 'capture' : 'skip',
    event_kind: event.kind,
    tool_name: safeToolName(event.tool?.name),
    significance: decision?.significance ?? null,
    threshold: decision?.threshold ?? null,
    mode: decision?.mode ?? null,
    limited_reason: decision?.limited?.reason ?? null,
    scorer_model: scorer?.used ? (scorer.model ?? null) : null,
    scorer_latency_ms: scorer?.latency_ms ?? null,
    fallback: scorer?.fallback ?? null,
    created_at: new Date(input.now).toISOString(),
  };
}

export type RateBucket = { decisions: number; captures: number; rate: number };

export type TraceSummary = {
  decisions: number;
  captures: number;
  errors: number;
  capture_rate: number;
  by_kind: Record<string, RateBucket & { mean_significance: number | null }>;
  by_tool: Record<string, RateBucket>;
  scorer: { attempted: number; used: number; used_pct: number; timeouts: number; timeout_pct: number; fallbacks: Record<string, number> };
  limited: { total: number; pct: number; budget: number; budget_pct: number; by_reason: Record<string, number> };
};

const ratio = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);
const pct = (part: number, whole: number): number => Math.round(ratio(part, whole) * 10_000) / 100;

export function summarizeTraces(rows: readonly TraceRow[]): TraceSummary {
  const byKind: Record<string, { decisions: number; captures: number; sigSum: number; sigCount: number }> = {};
  const byTool: Record<string, { decisions: number; captures: number }> = {};
  const fallbacks: Record<string, number> = {};
  const byReason: Record<string, number> = {};
  let captures = 0;
  let errors = 0;
  let scorerUsed = 0;
  let scorerAttempted = 0;
  let timeouts = 0;
  let limited = 0;
  for (const row of rows) {
    const captured = row.outcome === 'capture';
    if (captured) captures++;
    if (row.outcome === 'error') errors++;
    const kind = (byKind[row.event_kind] ??= { decisions: 0, captures: 0, sigSum: 0, sigCount: 0 });
    kind.decisions++;
    if (captured) kind.captures++;
    if (row.significance !== null && row.significance !== undefined) {
      kind.sigSum += row.significance;
      kind.sigCount++;
    }
    if (row.tool_name) {
      const tool = (byTool[row.tool_name] ??= { decisions: 0, captures: 0 });
      tool.decisions++;
      if (captured) tool.captures++;
    }
    if (row.scorer_model) scorerUsed++;
    // 'disabled' means the scorer was never asked; everything else was an attempt.
    if (row.scorer_model || (row.fallback && row.fallback !== 'disabled')) scorerAttempted++;
    if (row.fallback) fallbacks[row.fallback] = (fallbacks[row.fallback] ?? 0) + 1;
    if (row.fallback === 'timeout') timeouts++;
    if (row.limited_reason) {
      limited++;
      byReason[row.limited_reason] = (byReason[row.limited_reason] ?? 0) + 1;
    }
  }
  const total = rows.length;
  return {
    decisions: total,
    captures,
    errors,
    capture_rate: ratio(captures, total),
    by_kind: Object.fromEntries(
      Object.entries(byKind).map(([k, v]) => [
        k,
        { decisions: v.decisions, captures: v.captures, rate: ratio(v.captures, v.decisions), mean_significance: v.sigCount ? Math.round((v.sigSum / v.sigCount) * 1000) / 1000 : null },
      ]),
    ),
    by_tool: Object.fromEntries(Object.entries(byTool).map(([k, v]) => [k, { ...v, rate: ratio(v.captures, v.decisions) }])),
    scorer: { attempted: scorerAttempted, used: scorerUsed, used_pct: pct(scorerUsed, total), timeouts, timeout_pct: pct(timeouts, scorerAttempted), fallbacks },
    limited: { total: limited, pct: pct(limited, total), budget: byReason.budget ?? 0, budget_pct: pct(byReason.budget ?? 0, total), by_reason: byReason },
  };
}
