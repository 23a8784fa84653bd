import test from 'node:test';
import assert from 'node:assert/strict';
import { buildTraceRow, summarizeTraces, type TraceRow } from '../../lib/capture/trace.ts';
import type { CaptureDecision } from '../../lib/capture/types.ts';

const NOW = Date.UTC(2026, 10, 22, 12);
const captured: CaptureDecision = { shouldCapture: true, significance: 0.8, mode: 'full', threshold: 0.55, reason: 'deploy or publish' };
const skipped: CaptureDecision = { shouldCapture: false, significance: 0.1, mode: 'trace_only', threshold: 0.55 };

test('a trace row carries decision metadata and no content', () => {
  const row = buildTraceRow({
    event: { kind: 'tool_call', tool: { name: 'Bash' }, text: 'SECRET TEXT', command: 'rm -rf /' } as never,
    decision: { ...captured, reason: 'user said SECRET TEXT' },
    scorer: { used: true, model: 'qwen', latency_ms: 42 },
    now: NOW,
  });
  assert.deepEqual(row, {
    outcome: 'capture',
    event_kind: 'tool_call',
    tool_name: 'Bash',
    significance: 0.8,
    threshold: 0.55,
    mode: 'full',
    limited_reason: null,
    scorer_model: 'qwen',
    scorer_latency_ms: 42,
    fallback: null,
    created_at: '2026-11-22T12:00:00.000Z',
  });
  assert.equal(JSON.stringify(row).includes('SECRET'), false);
});

test('skips, limits, scorer fallbacks and errors map onto the row', () => {
  const limited = buildTraceRow({ event: { kind: 'user_message' }, decision: { ...skipped, limited: { reason: 'budget', detail: 'x' } }, scorer: { used: false, fallback: 'timeout', latency_ms: 2001 }, now: NOW });
  assert.equal(limited.outcome, 'skip');
  assert.equal(limited.limited_reason, 'budget');
  assert.equal(limited.fallback, 'timeout');
  assert.equal(limited.scorer_model, null);
  assert.equal(limited.tool_name, null);
  const failed = buildTraceRow({ event: { kind: 'tool_result', tool: { name: 'mcp__x__y' } }, decision: null, now: NOW });
  assert.equal(failed.outcome, 'error');
  assert.equal(failed.significance, null);
  assert.equal(buildTraceRow({ event: { kind: 'tool_call', tool: { name: 'Bash; echo "hi"\n' + 'x'.repeat(200) } }, decision: skipped, now: NOW }).tool_name?.length, 64);
});

test('the summary reports capture rate by kind and tool, mean significance, scorer use and budget limits', () => {
  const row = (over: Partial<TraceRow>): TraceRow => ({ ...buildTraceRow({ event: { kind: 'tool_call', tool: { name: 'Bash' } }, decision: skipped, now: NOW }), ...over });
  const rows: TraceRow[] = [
    row({ outcome: 'capture', significance: 0.9, scorer_model: 'qwen', scorer_latency_ms: 30 }),
    row({ outcome: 'skip', significance: 0.1, fallback: 'timeout' }),
    row({ outcome: 'skip', significance: 0.2, limited_reason: 'budget', fallback: 'disabled' }),
    row({ outcome: 'capture', event_kind: 'user_message', tool_name: null, significance: 0.8, limited_reason: 'min_interval' }),
    row({ outcome: 'error', event_kind: 'session_boundary', tool_name: null, significance: null }),
  ];
  const s = summarizeTraces(rows);
  assert.equal(s.decisions, 5);
  assert.equal(s.captures, 2);
  assert.equal(s.errors, 1);
  assert.equal(s.capture_rate, 0.4);
  assert.deepEqual(s.by_kind.tool_call, { decisions: 3, captures: 1, rate: 0.3333, mean_significance: 0.4 });
  assert.equal(s.by_kind.session_boundary?.mean_significance, null);
  assert.deepEqual(s.by_tool, { Bash: { decisions: 3, captures: 1, rate: 0.3333 } });
  assert.equal(s.scorer.used, 1);
  assert.equal(s.scorer.attempted, 2);
  assert.equal(s.scorer.used_pct, 20);
  assert.equal(s.scorer.timeout_pct, 50);
  assert.deepEqual(s.scorer.fallbacks, { timeout: 1, disabled: 1 });
  assert.equal(s.limited.total, 2);
  assert.equal(s.limited.budget_pct, 20);
  assert.deepEqual(s.limited.by_reason, { budget: 1, min_interval: 1 });
});

test('an empty trace set summarises to zeros', () => {
  const s = summarizeTraces([]);
  assert.equal(s.capture_rate, 0);
  assert.equal(s.scorer.timeout_pct, 0);
  assert.deepEqual(s.by_kind, {});
});
