// Decision traces: one row per capture decision, metadata only (outcome, event kind, tool
// name, score, threshold, mode, limits, scorer model and latency), kept 30 days.
import { iso } from '../clock.ts';
import { LIMITS } from '../limits.ts';
import type { Store } from '../store/store.ts';
import type { TraceRow } from '../capture/trace.ts';

// Must run inside a write transaction.
export function insertTrace(store: Store, row: TraceRow, host: string): void {
  store.db
    .prepare(
      `INSERT INTO capture_traces (outcome, event_kind, tool_name, significance, threshold, mode, limited_reason, scorer_model, scorer_latency_ms, fallback, host, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(row.outcome, row.event_kind, row.tool_name ?? null, row.significance ?? null, row.threshold ?? null, row.mode ?? null, row.limited_reason ?? null,
      row.scorer_model ?? null, row.scorer_latency_ms ?? null, row.fallback ?? null, host, row.created_at);
}

// Must run inside a write transaction.
export function pruneTraces(store: Store, now: number): void {
  store.db.prepare('DELETE FROM capture_traces WHERE created_at < ?').run(iso(now - LIMITS.traceRetentionDays * 86_400_000));
}

export function readTraces(store: Store, sinceMs: number): TraceRow[] {
  return store.db
    .prepare('SELECT outcome, event_kind, tool_name, significance, threshold, mode, limited_reason, scorer_model, scorer_latency_ms, fallback, created_at FROM capture_traces WHERE created_at >= ? ORDER BY seq')
    .all(iso(sinceMs)) as TraceRow[];
}
