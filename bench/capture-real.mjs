// Capture on real public sessions, labelled per typed user turn (issue 23).
//
// Sessions: bench/capture-real/manifest.json (fetched by scripts/fetch-capture-sessions.mjs into
// $NUZO_BENCH_CACHE/capture-real/, never committed). Labels: bench/capture-real/labels.jsonl,
// one line per typed user turn with the memories a demanding user would keep from it (rules in
// bench/capture-real/README.md).
//
// Each session is replayed turn by turn through lib/pipeline/dry-run.ts (what `nuzo capture
// --transcript FILE --json` runs, the Stop hook's deterministic path, no store):
//   default   for turn N the transcript up to the end of turn N; the drafts that were not there
//             after turn N-1 are turn N's (the engine sees every earlier line);
//   --chunks  for turn N only the lines the Stop hook reads after turn N (from its typed line to
//             the next one), and a draft that duplicates an earlier draft of the session is
//             dropped, as the hook's pending-draft check (lib/drafts/admission.ts) drops it.
// Each session runs in a scratch git project (its cwd rewritten there) with an empty NUZO_HOME.
// --host=codex replays every non-Codex session as a Codex rollout (claudeToCodex): the same turns
// and labels, through the other host's parser.
//
// Usage: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning \
//          bench/capture-real.mjs [--json] [--verbose] [--split=dev|heldout] [--only=ID,ID]
//          [--chunks] [--host=codex] [--manifest=FILE] [--labels=FILE]
//   --show=SESSION prints a session's typed turns with their ids and hashes, for labelling.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { benchCache } from './lib/realtalk.mjs';
import { claudeToCodex, leaksOf, scoreTurns, transcriptTokens, typedTurns } from './lib/capture-real.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const asJson = flag('json');
const verbose = flag('verbose');
const splitWanted = option('split');
const only = option('only')?.split(',');
const show = option('show');
const chunks = flag('chunks');
const host = option('host') ?? 'as-fetched';
if (!['as-fetched', 'codex'].includes(host)) {
  console.error('capture-real: --host takes codex (default: each session in the shape it was fetched)');
  process.exit(2);
}

const cacheDir = join(benchCache(), 'capture-real');
const manifest = JSON.parse(readFileSync(option('manifest') ?? join(root, 'bench/capture-real/manifest.json'), 'utf8'));
const sources = new Map(manifest.sources.map((s) => [s.id, s]));
const cached = manifest.sessions.filter((s) => existsSync(join(cacheDir, `${s.id}.jsonl`)));
if (cached.length === 0) {
  console.log(`capture-real: skipped, no sessions in ${cacheDir}; fetch them with: node scripts/fetch-capture-sessions.mjs`);
  process.exit(0);
}

const readLines = (id) => readFileSync(join(cacheDir, `${id}.jsonl`), 'utf8').split('\n').filter((l, i, all) => l.length > 0 || i < all.length - 1);

if (show) {
  const turns = typedTurns(readLines(show));
  for (const t of turns) {
    console.log(`\n=== ${show}#${t.ordinal} hash=${t.hash} line=${t.line}`);
    if (t.previous_assistant) console.log(`  [assistant before, tail] ${t.previous_assistant.slice(-700).replace(/\n+/g, ' ⏎ ')}`);
    console.log(t.text);
  }
  process.exit(0);
}

const labels = new Map();
for (const line of readFileSync(option('labels') ?? join(root, 'bench/capture-real/labels.jsonl'), 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const label = JSON.parse(line);
  labels.set(label.turn, label);
}

const work = mkdtempSync(join(tmpdir(), 'nuzo-capture-real-'));
const projectDir = join(work, 'project');
const home = join(work, 'home');
mkdirSync(join(projectDir, '.git'), { recursive: true });
mkdirSync(home, { recursive: true });
writeFileSync(join(projectDir, 'package.json'), '{"name":"bench-project","private":true}\n');
// Only our scratch home: no setting of the machine running the bench may change what it measures.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('NUZO_')));
env.NUZO_HOME = home;
const { dryRunCapture } = await import('../lib/pipeline/dry-run.ts');
const { draftSkip } = await import('../lib/drafts/admission.ts');

// The session's folder becomes the scratch project, in both hosts' shapes.
function relocate(line) {
  let obj;
  try {
    obj = JSON.parse(line);
  } catch {
    return line;
  }
  if (obj && typeof obj.cwd === 'string') obj.cwd = projectDir;
  if (obj?.payload && typeof obj.payload.cwd === 'string') obj.payload.cwd = projectDir;
  return JSON.stringify(obj);
}

const draftKey = (d) => `${d.ref}\u0000${d.content}`;

let unreadableChunks = 0;
async function draftsOf(lines, file) {
  writeFileSync(file, lines.join('\n') + '\n');
  try {
    return (await dryRunCapture(file, { env, cwd: projectDir })).drafts;
  } catch (error) {
    // A chunk without the lines that identify its format (a Codex turn after the first):
    // the hook would fall back to the host's parser; the dry run cannot, so it counts.
    if (!chunks || error?.code !== 'INVALID_INPUT') throw error;
    unreadableChunks++;
    return [];
  }
}

// --chunks: the turn's own lines, minus drafts the session already has pending.
async function chunkDrafts(lines, turns, i, file, pending) {
  const from = i === 0 ? 0 : turns[i].line;
  const fresh = [];
  for (const d of await draftsOf(lines.slice(from, turns[i].end), file)) {
    if (draftSkip(null, { scope: d.scope, content: d.content }, { alsoPending: pending })) continue;
    pending.push({ id: `bench:${pending.length}`, scope: d.scope, content: d.content });
    fresh.push(d);
  }
  return fresh;
}

const scored = { dev: [], heldout: [] };
const problems = [];
let sessionsScored = 0;
const authors = new Set();
const started = performance.now();
for (const session of cached) {
  if (only && !only.includes(session.id)) continue;
  const source = sources.get(session.source);
  if (splitWanted && source.split !== splitWanted) continue;
  let lines = readLines(session.id).map(relocate);
  if (host === 'codex' && session.format !== 'codex') lines = claudeToCodex(lines, { sessionId: session.id, cwd: projectDir });
  const turns = typedTurns(lines);
  const labelled = turns.map((t) => labels.get(`${session.id}#${t.ordinal}`));
  if (labelled.every((l) => !l)) {
    problems.push(`${session.id}: no labels yet`);
    continue;
  }
  const drift = turns.find((t, i) => !labelled[i] || labelled[i].hash !== t.hash);
  if (drift) {
    problems.push(`${session.id}#${drift.ordinal}: ${labelled[drift.ordinal - 1] ? `text hash ${drift.hash} differs from the label's` : 'turn not labelled'}; session skipped`);
    continue;
  }
  const tokens = transcriptTokens(lines.join('\n'));
  const file = join(work, `${session.id}.jsonl`);
  let before = new Map();
  const pending = [];
  if (!chunks && turns.length && turns[0].line > 0) for (const d of await draftsOf(lines.slice(0, turns[0].line), file)) before.set(draftKey(d), (before.get(draftKey(d)) ?? 0) + 1);
  for (const [i, turn] of turns.entries()) {
    let fresh = [];
    if (chunks) fresh = await chunkDrafts(lines, turns, i, file, pending);
    else {
      const after = await draftsOf(lines.slice(0, turn.end), file);
      const left = new Map(before);
      for (const d of after) {
        const k = draftKey(d);
        if ((left.get(k) ?? 0) > 0) left.set(k, left.get(k) - 1);
        else fresh.push(d);
      }
      before = new Map();
      for (const d of after) before.set(draftKey(d), (before.get(draftKey(d)) ?? 0) + 1);
    }
    const label = labelled[i];
    scored[source.split].push({
      id: label.turn,
      pasted: label.pasted ?? false,
      expect: label.expect ?? [],
      drafts: fresh.map((d) => ({ content: d.content, kind: d.kind, scope: d.scope, scope_unclear: d.scope_unclear, confidence: d.confidence, leaks: leaksOf(d.content, tokens) })),
    });
  }
  sessionsScored++;
  authors.add(source.author);
}
rmSync(work, { recursive: true, force: true });

const figures = (rows) => {
  const s = scoreTurns(rows);
  const brief = (d) => ({ content: d.content, kind: d.kind, scope: d.scope, confidence: d.confidence, leaks: d.leaks });
  return {
    ...s,
    misses: verbose ? s.misses : s.misses.length,
    noise: verbose ? s.noise.map((n) => ({ turn: n.turn, ...brief(n.draft) })) : s.noise.length,
    matches: verbose ? s.matches.map((m) => ({ turn: m.turn, memory: m.memory, as_written: m.as_written, ...brief(m.draft) })) : s.matches.length,
  };
};
if (unreadableChunks) problems.push(`${unreadableChunks} turn chunks the dry run could not read on their own (counted as no drafts)`);
const report = {
  mode: chunks ? 'chunks' : 'prefix',
  host,
  sessions: sessionsScored,
  authors: authors.size,
  seconds: Math.round((performance.now() - started) / 100) / 10,
  dev: figures(scored.dev),
  heldout: figures(scored.heldout),
  all: figures([...scored.dev, ...scored.heldout]),
  problems,
};

if (asJson) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const f = (v) => (v === null ? '—' : String(v));
  console.log(`capture-real (${report.mode}${host === 'codex' ? ', as Codex rollouts' : ''}): ${report.sessions} sessions, ${report.authors} authors, ${report.all.counts.turns} typed turns (${report.all.counts.pasted_turns} pasted, ${report.all.counts.mixed_turns} mixed), ${report.all.counts.memories} expected memories (${report.all.counts.high} high) — ${report.seconds}s`);
  const rows = [
    ['precision', 'precision'],
    ['as-written precision', 'as_written_precision'],
    ['recall', 'recall'],
    ['high-importance recall', 'high_recall'],
    ['noise drafts / 10 typed turns', 'noise_per_10_turns'],
    ['kind accuracy', 'kind_accuracy'],
    ['scope accuracy', 'scope_accuracy'],
    ['drafts leaking', 'leaking_drafts'],
  ];
  console.log(`${''.padEnd(30)} ${'dev'.padStart(8)} ${'heldout'.padStart(8)} ${'all'.padStart(8)}`);
  for (const [name, key] of rows) console.log(`${name.padEnd(30)} ${f(report.dev[key]).padStart(8)} ${f(report.heldout[key]).padStart(8)} ${f(report.all[key]).padStart(8)}`);
  console.log(`${'drafts (matched)'.padEnd(30)} ${`${report.dev.counts.drafts} (${report.dev.counts.matched_drafts})`.padStart(8)} ${`${report.heldout.counts.drafts} (${report.heldout.counts.matched_drafts})`.padStart(8)} ${`${report.all.counts.drafts} (${report.all.counts.matched_drafts})`.padStart(8)}`);
  console.log('precision by confidence (all): ' + report.all.by_confidence.map((b) => `${b.band} ${b.matched}/${b.drafts}${b.precision === null ? '' : ` = ${b.precision}`}`).join(' · '));
  const cueLine = (split) => Object.entries(report[split].recall_by_cue).map(([cue, n]) => `${cue} ${n.found}/${n.memories}`).join(' · ');
  console.log(`recall by cue: dev ${cueLine('dev') || '—'}; heldout ${cueLine('heldout') || '—'}`);
  if (Object.keys(report.all.counts.leak_kinds).length) console.log('leaks: ' + Object.entries(report.all.counts.leak_kinds).map(([k, n]) => `${k} ×${n}`).join(', '));
  if (verbose) {
    for (const m of report.all.matches) console.log(`  match${m.as_written ? '*' : ' '} ${m.turn} [${m.kind} ${m.confidence}] ${m.content}  <=  ${m.memory}`);
    for (const n of report.all.noise) console.log(`  noise  ${n.turn} [${n.kind} ${n.confidence}${n.leaks?.length ? ` leaks: ${n.leaks.join(',')}` : ''}] ${n.content}`);
    for (const m of report.all.misses) console.log(`  missed ${m.turn} (${m.importance}) ${m.memory}`);
  }
  for (const p of problems) console.log(`  ${p}`);
}
