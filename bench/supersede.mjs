// Precision and recall of the supersede proposal (lib/memory/supersede.ts) on public text:
// pairs from CLAUDE.md / AGENTS.md git histories cached by scripts/fetch-revision-pairs.mjs
// (never committed). A revision pair (one line edited into the other) should be proposed; a
// topic pair (two lines of one file sharing words) should not. The old line plays the active
// memory, the new line the text being remembered, in the same scope.
//
// Repositories are split in two halves by a hash of their name: thresholds were chosen on
// `dev`; `test` is the figure to quote. --all prints both and the whole set.
//
// Usage: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning \
//          bench/supersede.mjs [--split dev|test|all] [--show N] [--json]
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { findSuperseded } from '../lib/memory/supersede.ts';

const file = join(process.env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench'), 'revision-pairs', 'pairs.jsonl');
const argv = process.argv.slice(2);
const opt = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const split = opt('--split', 'test');
const show = Number(opt('--show', '0'));

if (!existsSync(file)) {
  console.log(`supersede: skipped, no pairs cached at ${file}. Run: node scripts/fetch-revision-pairs.mjs`);
  process.exit(0);
}
const half = (repo) => (createHash('sha256').update(repo).digest()[0] % 2 === 0 ? 'dev' : 'test');
const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));

function measure(which) {
  const set = which === 'all' ? rows : rows.filter((r) => half(r.repo) === which);
  const c = { tp: 0, fp: 0, fn: 0, tn: 0, signals: {} };
  const misses = [];
  const falseAlarms = [];
  for (const r of set) {
    const match = findSuperseded(r.new, 'project:x', [{ id: 'old', content: r.old, scope: 'project:x' }]);
    const positive = r.label === 'revision';
    if (match) c.signals[match.signal] = (c.signals[match.signal] ?? 0) + 1;
    if (match && positive) c.tp++;
    else if (match) { c.fp++; falseAlarms.push({ ...r, signal: match.signal }); }
    else if (positive) { c.fn++; misses.push(r); }
    else c.tn++;
  }
  const precision = c.tp / Math.max(1, c.tp + c.fp);
  const recall = c.tp / Math.max(1, c.tp + c.fn);
  return { split: which, revisions: c.tp + c.fn, topic_pairs: c.fp + c.tn, repositories: new Set(set.map((r) => r.repo)).size, ...c, precision, recall, misses, falseAlarms };
}

const results = (split === 'all' ? ['dev', 'test', 'all'] : [split]).map(measure);
if (argv.includes('--json')) console.log(JSON.stringify(results.map(({ misses, falseAlarms, ...r }) => r), null, 2));
else {
  for (const r of results) {
    console.log(`${r.split.padEnd(4)}  ${r.revisions} revisions, ${r.topic_pairs} topic pairs, ${r.repositories} repos  precision ${(r.precision * 100).toFixed(1)}%  recall ${(r.recall * 100).toFixed(1)}%  (tp ${r.tp} fp ${r.fp} fn ${r.fn} tn ${r.tn}; signals ${JSON.stringify(r.signals)})`);
  }
  const last = results[results.length - 1];
  for (const f of last.falseAlarms.slice(0, show)) console.log(`FP [${f.signal}] ${f.old}\n   -> ${f.new}`);
  for (const m of last.misses.slice(0, show)) console.log(`FN ${m.old}\n   -> ${m.new}`);
}
