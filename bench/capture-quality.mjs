// Capture quality benchmark over the labelled corpus in bench/capture-corpus/statements.jsonl.
//
// Each statement becomes a tiny real-shaped Claude Code transcript (one user line, one
// assistant line) in a temp dir, then goes through capture:
//   default   `node dist/cli.js capture --transcript FILE --json` (the built CLI)
//   --direct  parse the same file with lib/transcript and run detectCandidates + decideCapture
//             in-process (needs --experimental-strip-types)
// and reports drafting precision/recall, kind and scope accuracy, blocked items drafted,
// false blocks on capture-labelled statements and decision time.
//
// Usage: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning \
//          bench/capture-quality.mjs [--direct] [--verbose] [--json] [--corpus=FILE]
// bench/capture-corpus/holdout.jsonl was written after the rules were tuned and never tuned on.

import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const direct = args.has('--direct');
const verbose = args.has('--verbose');
const asJson = args.has('--json');
const PROJECT_SCOPE = 'project:0123456789abcdef';
const TARGETS = { recall: 0.85, precision: 0.85, blockedDrafted: 0, falseBlockRate: 0.025 };

const corpusArg = process.argv.find((a) => a.startsWith('--corpus='));
const corpusPath = corpusArg ? corpusArg.slice('--corpus='.length) : join(root, 'bench/capture-corpus/statements.jsonl');
const corpus = readFileSync(corpusPath, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l));

const work = mkdtempSync(join(tmpdir(), 'nuzo-capture-bench-'));
const projectDir = join(work, 'project');
const home = join(work, 'home');
// A project marker: a folder without one gets no project scope (lib/project/capture-scope.ts).
mkdirSync(join(projectDir, '.git'), { recursive: true });
mkdirSync(home, { recursive: true });

function transcriptLines(pairs, startMs) {
  const sessionId = randomUUID();
  const lines = [];
  let parent = null;
  let t = startMs;
  for (const text of pairs) {
    const userUuid = randomUUID();
    const base = { isSidechain: false, userType: 'external', cwd: projectDir, sessionId, version: '2.1.330', gitBranch: 'main' };
    lines.push({ parentUuid: parent, ...base, type: 'user', message: { role: 'user', content: text }, uuid: userUuid, timestamp: new Date(t).toISOString() });
    const assistantUuid = randomUUID();
    lines.push({
      parentUuid: userUuid,
      ...base,
      message: {
        model: 'claude-opus-4-6',
        id: `msg_${randomUUID().replace(/-/g, '').slice(0, 24)}`,
        type: 'message',
        role: 'assistant',
        content: [{ type: 'text', text: 'Understood.' }],
        stop_reason: 'end_turn',
        usage: { input_tokens: 1200, output_tokens: 4 },
      },
      requestId: `req_${randomUUID().replace(/-/g, '').slice(0, 24)}`,
      type: 'assistant',
      uuid: assistantUuid,
      timestamp: new Date(t + 1500).toISOString(),
    });
    parent = assistantUuid;
    t += 60_000;
  }
  return lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
}

const scopeType = (scope) => (scope?.startsWith('project:') ? 'project' : scope?.startsWith('agent:') ? 'agent' : 'user');

let runFile;
if (direct) {
  const { detectCandidates } = await import('../lib/capture/candidates.ts');
  const { decideCapture, DEFAULT_CAPTURE_CONFIG } = await import('../lib/capture/engine.ts');
  const { parseTranscriptFile } = await import('../lib/transcript/index.ts');
  runFile = (file) => {
    const parsed = parseTranscriptFile(file);
    const drafts = [];
    const rejected = [];
    const history = [];
    for (const event of parsed.events) {
      let found = { candidates: [], rejected: [] };
      if (event.kind === 'user_message' && !event.sidechain && event.text) {
        found = detectCandidates(event.text, { projectScope: PROJECT_SCOPE, agentName: 'claude-code', activeMemories: [] });
      }
      const decision = decideCapture({
        event: { ...event, session_id: event.session_id ?? '', candidates: event.kind === 'user_message' ? found.candidates.length : undefined },
        history,
        gate: { last_capture_at: {}, captures_last_hour: {}, tokens_today: 0, artifact_bytes_today: 0 },
        config: { ...DEFAULT_CAPTURE_CONFIG, min_interval_ms: 0, max_captures_per_hour: 1_000_000 },
        now: Date.parse(event.timestamp ?? '') || 0,
      });
      if (decision.shouldCapture) drafts.push(...found.candidates);
      rejected.push(...found.rejected);
    }
    return { drafts, rejected, events: parsed.events.length };
  };
} else {
  const cli = join(root, 'dist/cli.js');
  runFile = (file) => {
    const res = spawnSync(process.execPath, [cli, 'capture', '--transcript', file, '--json'], {
      cwd: projectDir,
      env: { ...process.env, HOME: home, NUZO_HOME: join(home, '.nuzo') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    if (res.error || (res.status !== 0 && !res.stdout.trim())) {
      throw new Error(`nuzo capture failed (status ${res.status}): ${res.error?.message ?? res.stderr.split('\n')[0]}\nRun with --direct until dist/cli.js exists.`);
    }
    const out = JSON.parse(res.stdout);
    const drafts = out.drafts ?? out.candidates ?? out.proposals?.flatMap((p) => p.candidates ?? []) ?? [];
    const rejected = out.rejected ?? out.proposals?.flatMap((p) => p.rejected ?? []) ?? [];
    return { drafts, rejected, events: out.events ?? null };
  };
}

const rows = [];
const perEventMs = [];
corpus.forEach((item, i) => {
  const file = join(work, `t-${item.id}.jsonl`);
  writeFileSync(file, transcriptLines([item.text], Date.UTC(2026, 10, 22, 9, 0, 0) + i * 3_600_000));
  const t0 = performance.now();
  const result = runFile(file);
  perEventMs.push(performance.now() - t0);
  rows.push({ item, ...result });
});

// A 1,000-line transcript (500 user + 500 assistant lines) cycling through the corpus.
const longFile = join(work, 'long-1000.jsonl');
writeFileSync(longFile, transcriptLines(Array.from({ length: 500 }, (_, i) => corpus[i % corpus.length].text), Date.UTC(2026, 10, 22, 0, 0, 0)));
const t1 = performance.now();
runFile(longFile);
const longMs = performance.now() - t1;
rmSync(work, { recursive: true, force: true });

const isPolicyBlock = (r) => r.code && /SECRET|PII|SENSITIVE|RAW_DUMP|LOG_DETECTED|PAYMENT|FINANCIAL|MEDICAL|LEGAL/.test(r.code);
let tp = 0, fp = 0, fn = 0, kindOk = 0, scopeOk = 0, falseBlocks = 0, blockedDrafted = 0;
const byCategory = {};
const misses = [];
for (const { item, drafts, rejected } of rows) {
  const drafted = drafts.length > 0;
  const key = item.label === 'capture' ? `capture/${item.kind}` : `${item.label}/${item.category}`;
  const bucket = (byCategory[key] ??= { n: 0, drafted: 0 });
  bucket.n++;
  if (drafted) bucket.drafted++;
  if (item.label === 'capture') {
    if (rejected.some(isPolicyBlock)) falseBlocks++;
    if (!drafted) {
      fn++;
      misses.push({ id: item.id, why: rejected.map((r) => r.code ?? r.reason).join(',') || 'nothing', text: item.text });
      continue;
    }
    tp++;
    const first = drafts[0];
    if (first.kind === item.kind) kindOk++;
    else misses.push({ id: item.id, why: `kind ${first.kind} != ${item.kind}`, text: item.text });
    if (scopeType(first.scope) === item.scope) scopeOk++;
    else misses.push({ id: item.id, why: `scope ${first.scope} != ${item.scope}`, text: item.text });
  } else if (drafted) {
    fp++;
    if (item.label === 'blocked') blockedDrafted++;
    misses.push({ id: item.id, why: `drafted ${item.label}/${item.category}`, text: item.text.slice(0, 90) });
  }
}
const captures = rows.filter((r) => r.item.label === 'capture').length;
const sorted = [...perEventMs].sort((a, b) => a - b);
const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const metrics = {
  mode: direct ? 'direct' : 'cli',
  statements: rows.length,
  labels: { capture: captures, skip: rows.filter((r) => r.item.label === 'skip').length, blocked: rows.filter((r) => r.item.label === 'blocked').length },
  precision: tp + fp ? tp / (tp + fp) : 0,
  recall: captures ? tp / captures : 0,
  kind_accuracy: tp ? kindOk / tp : 0,
  scope_accuracy: tp ? scopeOk / tp : 0,
  blocked_drafted: blockedDrafted,
  false_block_rate: captures ? falseBlocks / captures : 0,
  ms_per_transcript_median: pick(0.5),
  ms_per_transcript_p95: pick(0.95),
  ms_per_1000_line_transcript: longMs,
};

if (asJson) {
  console.log(JSON.stringify({ metrics, byCategory, misses }, null, 2));
} else {
  const f = (x) => x.toFixed(3);
  const table = [
    ['metric', 'value', 'target', 'ok'],
    ['precision', f(metrics.precision), `>= ${TARGETS.precision}`, metrics.precision >= TARGETS.precision],
    ['recall', f(metrics.recall), `>= ${TARGETS.recall}`, metrics.recall >= TARGETS.recall],
    ['kind accuracy (drafted)', f(metrics.kind_accuracy), '', ''],
    ['scope accuracy (drafted)', f(metrics.scope_accuracy), '', ''],
    ['blocked items drafted', String(blockedDrafted), '0', blockedDrafted === TARGETS.blockedDrafted],
    ['false-block rate (capture)', f(metrics.false_block_rate), `<= ${TARGETS.falseBlockRate}`, metrics.false_block_rate <= TARGETS.falseBlockRate],
    [direct ? 'ms per 2-line transcript (median)' : 'ms per CLI run (median)', metrics.ms_per_transcript_median.toFixed(2), '', ''],
    [direct ? 'ms per 2-line transcript (p95)' : 'ms per CLI run (p95)', metrics.ms_per_transcript_p95.toFixed(2), '', ''],
    ['ms per 1,000-line transcript', longMs.toFixed(1), '', ''],
  ];
  console.log(`capture quality — ${metrics.mode} mode, ${rows.length} statements (${captures} capture / ${metrics.labels.skip} skip / ${metrics.labels.blocked} blocked)\n`);
  for (const [a, b, c, d] of table) console.log(`${String(a).padEnd(34)} ${String(b).padStart(9)}  ${String(c).padEnd(9)} ${d === '' ? '' : d === 'ok' ? d : d ? 'ok' : 'MISS'}`);
  console.log('\ndrafted by label/category');
  for (const [k, v] of Object.entries(byCategory).sort()) console.log(`  ${k.padEnd(28)} ${String(v.drafted).padStart(3)} / ${v.n}`);
  if (verbose && misses.length) {
    console.log('\nmisses');
    for (const m of misses) console.log(`  ${m.id} [${m.why}] ${m.text.replace(/\n/g, '⏎ ')}`);
  }
}
const ok = metrics.precision >= TARGETS.precision && metrics.recall >= TARGETS.recall && blockedDrafted === 0 && metrics.false_block_rate <= TARGETS.falseBlockRate;
process.exitCode = ok ? 0 : 1;
