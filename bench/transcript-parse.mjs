// Transcript parsing benchmark. Builds a ~20 MB synthetic Claude transcript (line shapes and mix
// modelled on the real 2.1.39 session in fixtures/claude/marot-spotter: tool results ≈ half the
// bytes, hook progress ≈ a third, split assistant blocks, thinking, snapshots), then measures:
//   1. full-file parse throughput (target >= 150 MB/s),
//   2. read + parse of one appended turn with a saved cursor (the Stop hook's per-turn work),
//   3. first sight of the whole file (tail of the last turn only),
// and compares (2) with the wall time of `node -e 0` on the same machine.
//
// Run: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/transcript-parse.mjs [MB]

import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let lib;
try {
  lib = await import('../lib/transcript/index.ts');
} catch (err) {
  console.error('bench/transcript-parse.mjs imports TypeScript: run it with --experimental-strip-types (see the header).');
  console.error(String(err));
  process.exit(2);
}
const { parseTranscriptFile, parseTranscriptLines, readNewLines } = lib;

const targetMB = Number(process.argv[2] ?? 20);
const SESSION = '4d5611e5-241a-462a-8d15-5122611a9569';

// Deterministic PRNG so every run builds the same file.
let seed = 42;
function rand() {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
}
const pick = (arr) => arr[Math.floor(rand() * arr.length)];
let uuidN = 0;
const uuid = () => `${(++uuidN).toString(16).padStart(8, '0')}-a97d-4042-9733-d48a531741b5`;

const CODE = [
  'defmodule Spotter.Services.TranscriptRenderer do',
  '  @moduledoc "Renders transcript rows for LiveView"',
  '  def render(%{"type" => "tool_use"} = block, opts), do: render_tool(block, opts)',
  '  import { createHash } from "node:crypto";',
  '  const rows = transcript.filter((r) => r.kind !== "progress");',
  '    expect(result.status).toBe(200); // "ok"',
  '  # TODO: normalize absolute paths across Read/Glob/Grep/Bash',
  '\tif err != nil { return fmt.Errorf("read %s: %w", path, err) }',
];
function codeBlock(chars) {
  let s = '';
  let n = 1;
  while (s.length < chars) s += `${String(n++).padStart(5)}→${pick(CODE)}\n`;
  return s;
}

let clock = Date.parse('2026-02-12T16:02:23.545Z');
function base(type, parent) {
  clock += Math.floor(rand() * 4000);
  return {
    parentUuid: parent,
    isSidechain: false,
    userType: 'external',
    cwd: '/home/USER/projects/spotter-worktrees/spotter-dov',
    sessionId: SESSION,
    version: '2.1.39',
    gitBranch: 'spotter-dov',
    slug: 'unified-transcript-view',
    type,
  };
}
const ts = () => new Date(clock).toISOString();

function turnLines(n) {
  const out = [];
  let parent = uuid();
  const push = (obj) => {
    out.push(JSON.stringify(obj));
  };
  push({ type: 'file-history-snapshot', messageId: uuid(), snapshot: { messageId: uuid(), trackedFileBackups: {}, timestamp: ts() }, isSnapshotUpdate: false });
  const u = uuid();
  push({ ...base('user', parent), message: { role: 'user', content: `Turn ${n}: work on bead spotter-dov.${n}, run the tests and fix what fails in the renderer` }, uuid: u, timestamp: ts(), permissionMode: 'default' });
  parent = u;
  for (let h = 0; h < 2; h++) {
    push({ ...base('progress', parent), data: { type: 'hook_progress', hookEvent: 'UserPromptSubmit', hookName: 'UserPromptSubmit', command: '/home/USER/.claude/hooks/tmux-waiting.sh clear' }, parentToolUseID: uuid(), toolUseID: uuid(), timestamp: ts(), uuid: uuid() });
  }
  const steps = 6 + Math.floor(rand() * 8);
  for (let s = 0; s < steps; s++) {
    const msgId = `msg_01${n.toString(36)}${s.toString(36)}MKH1xYz`;
    const usage = { input_tokens: 3, cache_creation_input_tokens: 1542, cache_read_input_tokens: 48211, output_tokens: 215, service_tier: 'standard' };
    const msg = (content) => ({ model: 'claude-opus-4-6', id: msgId, type: 'message', role: 'assistant', content, stop_reason: null, stop_sequence: null, usage });
    if (rand() < 0.3) {
      const a = uuid();
      push({ ...base('assistant', parent), message: msg([{ type: 'thinking', thinking: 'The user wants the renderer fixed. '.repeat(8), signature: 'EsMC'.padEnd(400, 'x') }]), requestId: 'req_011CX', uuid: a, timestamp: ts() });
      parent = a;
    }
    if (rand() < 0.5) {
      const a = uuid();
      push({ ...base('assistant', parent), message: msg([{ type: 'text', text: 'Let me check how `SessionLive` renders tool results before changing the shared component.' }]), requestId: 'req_011CX', uuid: a, timestamp: ts() });
      parent = a;
    }
    const toolId = `toolu_01${n.toString(36)}x${s.toString(36)}`;
    const tool = pick(['Read', 'Bash', 'Grep', 'Edit', 'Read', 'Bash']);
    const file = `/home/USER/projects/spotter/lib/spotter/services/${pick(['transcript_renderer', 'session_live', 'subagent_live', 'tool_result'])}.ex`;
    const input =
      tool === 'Bash'
        ? { command: `mix test test/spotter/services/transcript_renderer_test.exs --seed ${n}${s} 2>&1 | tail -80`, description: 'Run renderer tests' }
        : tool === 'Edit'
          ? { file_path: file, old_string: codeBlock(300), new_string: codeBlock(320) }
          : tool === 'Grep'
            ? { pattern: 'render_tool\\(', path: '/home/USER/projects/spotter/lib', output_mode: 'content' }
            : { file_path: file };
    const a = uuid();
    push({ ...base('assistant', parent), message: msg([{ type: 'tool_use', id: toolId, name: tool, input }]), requestId: 'req_011CX', uuid: a, timestamp: ts() });
    parent = a;
    for (let h = 0; h < 2; h++) {
      push({ ...base('progress', parent), data: { type: 'hook_progress', hookEvent: 'PostToolUse', hookName: `PostToolUse:${tool}`, command: 'callback' }, parentToolUseID: toolId, toolUseID: toolId, timestamp: ts(), uuid: uuid() });
    }
    const body = codeBlock(1500 + Math.floor(rand() * 9000));
    const r = uuid();
    push({
      ...base('user', parent),
      message: { role: 'user', content: [{ tool_use_id: toolId, type: 'tool_result', content: body, is_error: rand() < 0.08 }] },
      uuid: r,
      timestamp: ts(),
      toolUseResult: tool === 'Read' ? { type: 'text', file: { filePath: file, content: body, numLines: 120, startLine: 1, totalLines: 400 } } : { stdout: body, stderr: '', interrupted: false, isImage: false },
      sourceToolAssistantUUID: a,
    });
    parent = r;
  }
  const a = uuid();
  push({ ...base('assistant', parent), message: { model: 'claude-opus-4-6', id: `msg_01${n.toString(36)}final`, type: 'message', role: 'assistant', content: [{ type: 'text', text: `Fixed the renderer for turn ${n}: tool results now share one component and paths are normalized.` }], stop_reason: 'end_turn', usage: {} }, requestId: 'req_011CX', uuid: a, timestamp: ts() });
  push({ ...base('system', a), subtype: 'stop_hook_summary', hookCount: 2, hookInfos: [{ command: 'bd sync' }], hookErrors: [], preventedContinuation: false, stopReason: '', hasOutput: false, level: 'suggestion', timestamp: ts(), uuid: uuid() });
  return out;
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
function time(fn) {
  const t = process.hrtime.bigint();
  const out = fn();
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, out };
}

const dir = mkdtempSync(join(tmpdir(), 'nuzo-bench-'));
try {
  const file = join(dir, `${SESSION}.jsonl`);
  writeFileSync(file, '');
  let turns = 0;
  let bytes = 0;
  const chunk = [];
  while (bytes < targetMB * 1e6) {
    const lines = turnLines(++turns);
    const text = `${lines.join('\n')}\n`;
    chunk.push(text);
    bytes += Buffer.byteLength(text);
    if (chunk.length >= 50) appendFileSync(file, chunk.splice(0).join(''));
  }
  appendFileSync(file, chunk.join(''));
  const size = statSync(file).size;
  console.log(`synthetic Claude transcript: ${(size / 1e6).toFixed(1)} MB, ${turns} turns (${file})`);

  // 1. Full parse: read the file, split lines, parse every line.
  // The dry run (`nuzo capture`) parses once in a fresh process: time that first parse in
  // five new processes of the same Node, module loading excluded.
  const coldScript = `import { parseTranscriptFile } from ${JSON.stringify(new URL('../lib/transcript/index.ts', import.meta.url).href)};
const t = process.hrtime.bigint(); parseTranscriptFile(process.argv[1]); console.log(Number(process.hrtime.bigint() - t) / 1e6);`;
  const colds = [];
  for (let i = 0; i < 5; i++) {
    const child = spawnSync(process.execPath, [...process.execArgv, '--input-type=module', '-e', coldScript, file], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`cold parse child failed: ${child.stderr}`);
    colds.push(Number(child.stdout.trim()));
  }
  const coldMs = median(colds);
  console.log(`full parse, first in a fresh process: median ${coldMs.toFixed(1)} ms over 5 processes -> ${(size / 1e6 / (coldMs / 1000)).toFixed(0)} MB/s`);
  parseTranscriptFile(file); // warm-up
  const runs = [];
  let parsed;
  for (let i = 0; i < 5; i++) {
    const r = time(() => parseTranscriptFile(file));
    runs.push(r.ms);
    parsed = r.out;
  }
  const fullMs = median(runs);
  const mbps = size / 1e6 / (fullMs / 1000);
  console.log(`full parse: median ${fullMs.toFixed(1)} ms over 5 runs -> ${mbps.toFixed(0)} MB/s (target >= 150) ${mbps >= 150 ? 'OK' : 'BELOW TARGET'}`);
  console.log(`  ${parsed.stats.lines} lines, ${parsed.events.length} events, skipped ${JSON.stringify(parsed.stats.skipped)}`);

  // 3. First sight of the whole file (plugin installed mid-session).
  const firstRuns = [];
  let first;
  for (let i = 0; i < 5; i++) {
    const r = time(() => {
      const read = readNewLines(file, null);
      return { read, events: parseTranscriptLines(read.lines, { path: file }).events };
    });
    firstRuns.push(r.ms);
    first = r.out;
  }
  console.log(`first sight: median ${median(firstRuns).toFixed(2)} ms -> ${first.read.lines.length} lines of the last turn, ${first.events.length} events (reset=${first.read.reset})`);

  // 2. One appended turn with a saved cursor, repeated over fresh turns.
  let cursor = first.read.cursor;
  const turnRuns = [];
  let lastTurn;
  for (let i = 0; i < 15; i++) {
    appendFileSync(file, `${turnLines(++turns).join('\n')}\n`);
    const r = time(() => {
      const read = readNewLines(file, cursor);
      return { read, events: parseTranscriptLines(read.lines, { path: file, format: 'claude' }).events };
    });
    turnRuns.push(r.ms);
    cursor = r.out.read.cursor;
    lastTurn = r.out;
  }
  const turnMs = median(turnRuns);
  const turnBytes = lastTurn.read.lines.reduce((n, l) => n + Buffer.byteLength(l.text) + 1, 0);
  console.log(`appended turn: median ${turnMs.toFixed(2)} ms (read + parse, ${lastTurn.read.lines.length} lines, ${(turnBytes / 1e3).toFixed(0)} KB, ${lastTurn.events.length} events) on a ${(statSync(file).size / 1e6).toFixed(1)} MB file`);

  // Baseline: process start of the same Node binary.
  const nodeRuns = [];
  for (let i = 0; i < 5; i++) nodeRuns.push(time(() => spawnSync(process.execPath, ['-e', '0'])).ms);
  const nodeMs = median(nodeRuns);
  console.log(`node -e 0: median ${nodeMs.toFixed(1)} ms (${process.version})`);
  console.log(`ratio appended-turn / node -e 0: ${(turnMs / nodeMs).toFixed(3)}; full 20 MB parse / node -e 0: ${(fullMs / nodeMs).toFixed(2)}`);
} finally {
  if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
}
