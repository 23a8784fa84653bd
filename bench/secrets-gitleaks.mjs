// Secret refusal on gitleaks' rule tests (true positives from 200+ providers, and the false
// positives gitleaks keeps to itself), cached by scripts/fetch-gitleaks-cases.mjs. Prints
// the share refused per setting (the value alone, in an env line, YAML, Go, …), per rule,
// and the rules whose samples pass most often, so gaps can be judged provider by provider.
//
// Usage: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning \
//          bench/secrets-gitleaks.mjs [--missed] [--fp]
//   --missed  print every true positive that was stored
//   --fp      print every gitleaks false positive that was refused
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { scanContent } from '../lib/policy/index.ts';

const file = join(process.env.NUZO_BENCH_CACHE ?? join(homedir(), '.cache', 'nuzo-bench'), 'gitleaks-cases.jsonl');
if (!existsSync(file)) {
  console.log(`secrets-gitleaks: skipped, no cases cached at ${file}. Run: node scripts/fetch-gitleaks-cases.mjs`);
  process.exit(0);
}
const args = new Set(process.argv.slice(2));
const cases = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));

const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : '-');
const byForm = new Map();
const byRule = new Map();
const missed = [];
const fpRefused = [];
let tp = 0;
let tpRefused = 0;
let fp = 0;
for (const c of cases) {
  const findings = scanContent(c.text);
  const refused = findings.length > 0;
  if (c.label === 'fp') {
    fp++;
    if (refused) fpRefused.push({ ...c, rules: findings.map((f) => f.rule) });
    continue;
  }
  tp++;
  if (refused) tpRefused++;
  else missed.push(c);
  const f = byForm.get(c.form) ?? [0, 0];
  f[0] += refused ? 1 : 0;
  f[1]++;
  byForm.set(c.form, f);
  const r = byRule.get(c.rule) ?? [0, 0];
  r[0] += refused ? 1 : 0;
  r[1]++;
  byRule.set(c.rule, r);
}

console.log('setting        refused');
for (const [form, [a, b]] of [...byForm].sort()) console.log(`${form.padEnd(14)} ${a}/${b} (${pct(a, b)}%)`);
const weak = [...byRule].filter(([, [a, b]]) => a < b).sort((x, y) => x[1][0] / x[1][1] - y[1][0] / y[1][1]);
console.log(`\nrules with samples stored (${weak.length} of ${byRule.size}):`);
for (const [rule, [a, b]] of weak) console.log(`  ${rule.padEnd(44)} ${a}/${b}`);
if (args.has('--missed')) {
  console.log('\nstored true positives:');
  for (const c of missed) console.log(`- ${c.rule} [${c.form}] ${JSON.stringify(c.text.length > 300 ? c.text.slice(0, 300) + '…' : c.text)}`);
}
if (args.has('--fp')) {
  console.log('\nrefused gitleaks false positives:');
  for (const c of fpRefused) console.log(`- ${c.rule} [${c.rules.join(',')}] ${JSON.stringify(c.text.length > 300 ? c.text.slice(0, 300) + '…' : c.text)}`);
}
const rulesFull = [...byRule.values()].filter(([a, b]) => a === b).length;
console.log(
  `\nsecrets-gitleaks: true positives refused ${tpRefused}/${tp} (${pct(tpRefused, tp)}%), rules fully covered ${rulesFull}/${byRule.size}; ` +
    `gitleaks false positives refused ${fpRefused.length}/${fp} (${pct(fpRefused.length, fp)}%)`,
);
