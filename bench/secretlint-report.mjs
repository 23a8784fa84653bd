// Runs every secretlint rule test case (shared data, not copied into the repo) through
// Nuzo's scanContent and prints, per rule folder, how many "ng" cases (secretlint must
// report) and "ok" cases (secretlint must not) Nuzo refuses. "ok" refusals are informative:
// some are test keys or example credentials that a memory store should still refuse.
// Usage: sh scripts/node.sh 24 --experimental-strip-types bench/secretlint-report.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanContent } from '../lib/policy/index.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shared = resolve(process.env.NUZO_SHARED ?? join(root, '..', 'shared'));
const base = join(shared, 'data', 'secrets', 'secretlint');
const SKIP = new Set(['output.json', '.secretlintrc.json', 'options.ts']);

function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (!SKIP.has(name)) out.push(path);
  }
  return out;
}

// A case's input is every file except the expected output and config; a case with no input
// file keeps its text in output.json's sourceContent.
function caseText(dir) {
  const inputs = filesUnder(dir);
  if (inputs.length) return inputs.map((f) => readFileSync(f, 'utf8')).join('\n');
  try {
    return JSON.parse(readFileSync(join(dir, 'output.json'), 'utf8')).sourceContent ?? '';
  } catch {
    return '';
  }
}

function labelOf(name) {
  if (name.startsWith('ng.')) return 'ng';
  if (name.startsWith('ok.')) return 'ok';
  return 'other';
}

let rules;
try {
  rules = readdirSync(base).filter((n) => statSync(join(base, n)).isDirectory()).sort();
} catch {
  console.error(`secretlint-report: no secretlint cases under ${base} (set NUZO_SHARED)`);
  process.exit(2);
}

const totals = { ng: [0, 0], ok: [0, 0], other: [0, 0] };
const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('rule', 40)} ${pad('ng refused', 11)} ${pad('ok refused', 11)} other refused`);
for (const rule of rules) {
  const counts = { ng: [0, 0], ok: [0, 0], other: [0, 0] };
  const missed = [];
  for (const name of readdirSync(join(base, rule)).sort()) {
    const dir = join(base, rule, name);
    if (!statSync(dir).isDirectory()) continue;
    const label = labelOf(name);
    const refused = scanContent(caseText(dir)).some((f) => f.code === 'SECRET_DETECTED' || f.code === 'PII_DETECTED' || f.code === 'RAW_DUMP_DETECTED');
    counts[label][1]++;
    if (refused) counts[label][0]++;
    else if (label === 'ng') missed.push(name);
  }
  for (const k of Object.keys(totals)) {
    totals[k][0] += counts[k][0];
    totals[k][1] += counts[k][1];
  }
  const cell = ([a, b]) => (b ? `${a}/${b}` : '-');
  const note = missed.length ? `  missed: ${missed.join(', ')}` : '';
  console.log(`${pad(rule.replace(/^secretlint-rule-/, ''), 40)} ${pad(cell(counts.ng), 11)} ${pad(cell(counts.ok), 11)} ${cell(counts.other)}${note}`);
}
const pct = ([a, b]) => (b ? ((100 * a) / b).toFixed(1) : '0.0');
console.log(
  `summary: ng refused ${totals.ng[0]}/${totals.ng[1]} (${pct(totals.ng)}%), ok refused ${totals.ok[0]}/${totals.ok[1]} (${pct(totals.ok)}%), other refused ${totals.other[0]}/${totals.other[1]}`,
);
