import test from 'node:test';
import assert from 'node:assert/strict';
import { decideCapture, DEFAULT_CAPTURE_CONFIG, finalizeDecision, heuristicSignificance } from '../../lib/capture/engine.ts';
import { recentCaptureOf } from '../../lib/capture/fingerprint.ts';
import type { CaptureConfig, CaptureEnvelope, GateState, RecentCapture } from '../../lib/capture/types.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const config: CaptureConfig = { ...DEFAULT_CAPTURE_CONFIG, min_interval_ms: 60_000, max_captures_per_hour: 10 };
const openGate = (): GateState => ({ last_capture_at: {}, captures_last_hour: {}, tokens_today: 0, artifact_bytes_today: 0 });

function event(over: Partial<CaptureEnvelope> = {}): CaptureEnvelope {
  return { host: 'claude', kind: 'user_message', session_id: 's1', ref: 'r1', timestamp: new Date(NOW).toISOString(), sidechain: false, ...over };
}
function tool(name: string, over: Partial<NonNullable<CaptureEnvelope['tool']>> = {}, kind: 'tool_call' | 'tool_result' = 'tool_call'): CaptureEnvelope {
  return event({ kind, tool: { name, is_error: false, input_chars: 120, output_chars: 0, file_paths: [], ...over } });
}
function decide(ev: CaptureEnvelope, opts: { gate?: GateState | null; history?: RecentCapture[]; config?: CaptureConfig } = {}) {
  return decideCapture({ event: ev, history: opts.history ?? [], gate: opts.gate === undefined ? openGate() : opts.gate, config: opts.config ?? config, now: NOW });
}

test('returns exactly the decision fields and a score between zero and one', () => {
  const d = decide(event({ text: 'I prefer concise answers.', candidates: 1 }));
  for (const key of Object.keys(d)) assert.ok(['shouldCapture', 'significance', 'mode', 'threshold', 'reason', 'limited'].includes(key), key);
  assert.ok(d.significance >= 0 && d.significance <= 1);
  assert.equal(d.threshold, config.thresholds.user_message);
});

test('a user message carrying a memory candidate is captured, a plain request is not', () => {
  const stated = decide(event({ text: 'We use pnpm in this repo.', candidates: 1 }));
  assert.equal(stated.shouldCapture, true);
  assert.equal(stated.mode, 'full');
  const request = decide(event({ text: 'fix the failing test in auth.ts', candidates: 0 }));
  assert.equal(request.shouldCapture, false);
  assert.equal(request.mode, 'trace_only');
  assert.match(request.reason ?? '', /below threshold/);
});

test('without a candidate count the engine falls back to durable-statement cues in the text', () => {
  assert.equal(decide(event({ text: 'From now on, always run the linter before committing.' })).shouldCapture, true);
  assert.equal(decide(event({ text: 'can you run the tests?' })).shouldCapture, false);
});

test('event kind and tool name set the base score: reads score lowest, writes and outbound messages higher', () => {
  const read = heuristicSignificance(tool('Read')).significance;
  const edit = heuristicSignificance(tool('Edit', { file_paths: ['src/a.ts'] })).significance;
  const outbound = heuristicSignificance(tool('mcp__slack__post_message')).significance;
  assert.ok(read < edit && edit < outbound, `${read} < ${edit} < ${outbound}`);
  assert.equal(decide(tool('Read')).shouldCapture, false);
});

test('a tool error raises significance for the session digest', () => {
  const ok = heuristicSignificance(tool('Bash', { command: 'pnpm test' }, 'tool_result')).significance;
  const failed = heuristicSignificance(tool('Bash', { command: 'pnpm test', is_error: true }, 'tool_result'));
  assert.ok(failed.significance > ok);
  assert.ok(failed.signals.includes('tool error'));
  assert.equal(decide(tool('Bash', { command: 'pnpm test', is_error: true }, 'tool_result')).shouldCapture, true);
});

test('irreversibility hints (deletes, deploys, pushes, outbound calls) raise a shell command above threshold', () => {
  for (const command of ['rm -rf build/', 'git push --force origin main', 'npm publish', 'kubectl delete pod api-0', 'terraform apply -auto-approve', 'curl -X POST https://hooks.example/x']) {
    const d = decide(tool('Bash', { command }));
    assert.equal(d.shouldCapture, true, command);
    assert.ok(d.significance >= config.thresholds.tool_call, command);
  }
  assert.equal(decide(tool('Bash', { command: 'ls -la' })).shouldCapture, false);
});

test('session boundaries always score high and compactions close behind', () => {
  const boundary = decide(event({ kind: 'session_boundary' }));
  assert.equal(boundary.shouldCapture, true);
  assert.ok(boundary.significance >= 0.9);
  assert.equal(boundary.mode, 'full');
  assert.equal(decide(event({ kind: 'compaction' })).shouldCapture, true);
});

test('a payload over the size limit is downgraded from full to citations only', () => {
  const huge = tool('Bash', { command: 'npm publish', output_chars: 500_000, is_error: true }, 'tool_result');
  const d = decide(huge);
  assert.equal(d.shouldCapture, true);
  assert.equal(d.mode, 'light');
  assert.match(d.reason ?? '', /payload too large/);
});

test('subagent events score lower than the same event in the main conversation', () => {
  const main = heuristicSignificance(tool('Edit')).significance;
  const side = heuristicSignificance({ ...tool('Edit'), sidechain: true }).significance;
  assert.ok(side < main);
});

test('tools outside the allowlist produce a trace only', () => {
  const d = decide(tool('Bash', { command: 'git push origin main' }), { config: { ...config, tool_allowlist: ['Edit', 'Write'] } });
  assert.equal(d.shouldCapture, false);
  assert.equal(d.mode, 'trace_only');
  assert.match(d.reason ?? '', /allowlist/);
  assert.equal(decide(tool('Edit', { is_error: true }), { config: { ...config, tool_allowlist: ['Edit'] } }).shouldCapture, true);
});

test('an exhausted budget yields trace_only with limited.reason budget', () => {
  const gate = { ...openGate(), tokens_today: config.daily_token_budget };
  const d = decide(tool('Bash', { command: 'git push origin main' }), { gate });
  assert.equal(d.shouldCapture, false);
  assert.equal(d.mode, 'trace_only');
  assert.deepEqual(d.limited?.reason, 'budget');
  const bytes = decide(tool('Bash', { command: 'git push origin main' }), { gate: { ...openGate(), artifact_bytes_today: config.artifact_bytes_budget + 1 } });
  assert.equal(bytes.limited?.reason, 'budget');
  assert.match(bytes.limited?.detail ?? '', /artifact bytes/);
});

test('a session boundary overrides an exhausted budget within the emergency allowance, then stops', () => {
  const spent = { ...openGate(), tokens_today: config.daily_token_budget * 2 };
  const within = decide(event({ kind: 'session_boundary' }), { gate: { ...spent, emergency_used_today: config.emergency_allowance - 1 } });
  assert.equal(within.shouldCapture, true);
  assert.equal(within.mode, 'light');
  assert.equal(within.limited?.reason, 'budget');
  assert.match(within.limited?.detail ?? '', /emergency/);
  const beyond = decide(event({ kind: 'session_boundary' }), { gate: { ...spent, emergency_used_today: config.emergency_allowance } });
  assert.equal(beyond.shouldCapture, false);
  assert.equal(beyond.mode, 'trace_only');
});

test('the minimum interval per session limits captures with a structured reason', () => {
  const gate = { ...openGate(), last_capture_at: { s1: NOW - 5_000 } };
  const d = decide(tool('Bash', { command: 'git push origin main' }), { gate });
  assert.equal(d.shouldCapture, false);
  assert.equal(d.limited?.reason, 'min_interval');
  const otherSession = decide({ ...tool('Bash', { command: 'git push origin main' }), session_id: 's2' }, { gate });
  assert.equal(otherSession.shouldCapture, true);
});

test('the hourly cap per session limits captures with a structured reason', () => {
  const gate = { ...openGate(), captures_last_hour: { s1: config.max_captures_per_hour } };
  const d = decide(tool('Bash', { command: 'npm publish' }), { gate });
  assert.equal(d.limited?.reason, 'max_per_hour');
  assert.equal(d.mode, 'trace_only');
});

test('a gate never drops an explicit user statement: it becomes a light draft instead', () => {
  const stated = event({ text: 'Always run pnpm lint before pushing.', candidates: 1 });
  const gates: [GateState, string][] = [
    [{ ...openGate(), tokens_today: config.daily_token_budget }, 'budget'],
    [{ ...openGate(), captures_last_hour: { s1: 99 } }, 'max_per_hour'],
    [{ ...openGate(), last_capture_at: { s1: NOW - 1 } }, 'min_interval'],
  ];
  for (const [gate, reason] of gates) {
    const d = decide(stated, { gate });
    assert.equal(d.shouldCapture, true, reason);
    assert.equal(d.mode, 'light', reason);
    assert.equal(d.limited?.reason, reason);
  }
});

test('an unavailable gate store means conservative defaults: higher threshold and no full captures', () => {
  const push = tool('Bash', { command: 'git push origin main' });
  const open = decide(push);
  const unknown = decide(push, { gate: null });
  assert.ok((unknown.threshold ?? 0) > (open.threshold ?? 0));
  const error = decide(tool('Bash', { command: 'git push --force', is_error: true }, 'tool_result'), { gate: null });
  assert.equal(error.mode, 'light');
  assert.match(error.reason ?? '', /gate store unavailable/);
  const stated = decide(event({ text: 'We use pnpm here.', candidates: 1 }), { gate: null });
  assert.equal(stated.shouldCapture, true);
  assert.equal(stated.mode, 'light');
});

test('a near-duplicate of a recent capture is downgraded from full to light, and from light to trace only', () => {
  const failing = tool('Bash', { command: 'git push origin main', is_error: true, file_paths: ['src/a.ts'] }, 'tool_result');
  const first = decide(failing);
  assert.equal(first.mode, 'full');
  const history = [recentCaptureOf(failing, NOW - 60_000, 'full')];
  const again = decide(failing, { history });
  assert.equal(again.mode, 'light');
  assert.match(again.reason ?? '', /near-duplicate/);
  const edit = tool('Edit', { file_paths: ['src/a.ts'] });
  const lightEdit = decide({ ...edit, tool: { ...edit.tool!, is_error: true } });
  assert.equal(lightEdit.shouldCapture, true);
  const dup = decide({ ...edit, tool: { ...edit.tool!, is_error: true } }, { history: [recentCaptureOf({ ...edit, tool: { ...edit.tool!, is_error: true } }, NOW - 1000, 'light')] });
  assert.ok(dup.mode === 'light' || dup.mode === 'trace_only');
});

test('a repeated user statement within the window is recognised from hashed shingles, not text', () => {
  const said = event({ text: 'Always run the linter before committing in this repo.', candidates: 1 });
  const recent = recentCaptureOf(said, NOW - 30_000, 'full');
  assert.equal(JSON.stringify(recent).includes('linter'), false);
  const d = decide({ ...said, ref: 'r2', text: 'always run the linter before committing in this repo!' }, { history: [recent] });
  assert.equal(d.mode, 'light');
  const old = decide(said, { history: [{ ...recent, at: NOW - config.redundancy_window_ms - 1 }] });
  assert.equal(old.mode, 'full');
  const elsewhere = decide(said, { history: [{ ...recent, session_id: 'other' }] });
  assert.equal(elsewhere.mode, 'full');
});

test('a proposed mode can lower but never raise what significance and gates allow', () => {
  const input = { event: tool('Bash', { command: 'npm publish' }), history: [], gate: openGate(), config, now: NOW };
  assert.equal(finalizeDecision(input, 0.9, [], 'light').mode, 'light');
  assert.equal(finalizeDecision(input, 0.9, [], 'trace_only').shouldCapture, false);
  assert.equal(finalizeDecision(input, 0.2, [], 'full').shouldCapture, false);
  const stated = { ...input, event: event({ text: 'We use pnpm.', candidates: 1 }) };
  const kept = finalizeDecision(stated, 0.1, ['model: boring'], 'trace_only');
  assert.equal(kept.shouldCapture, true);
  assert.equal(kept.mode, 'light');
});

test('decisions are deterministic for the same inputs', () => {
  const ev = tool('Bash', { command: 'git push', is_error: true }, 'tool_result');
  assert.deepEqual(decide(ev), decide(ev));
});
