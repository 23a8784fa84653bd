// Would a scorer learned from the labels generalise to new authors better than the rules? An
// offline experiment, not part of Nuzo: every typed sentence of the capture-real sessions is
// labelled positive when it carries every key term of a memory expected from its turn; a
// logistic regression over hashed word n-grams and the rules' own verdict is trained on the dev
// authors and read on the held-out ones, beside the rules' verdict alone (sentence level,
// before the engine's later filters). Deterministic (seeded order). Read at the draft level
// (docs/benchmarks.md, "Sixth pass") the gain does not survive the engine's later filters: a
// sentence-level figure only, kept to compare future scorers against.
//
// Usage: sh scripts/node.sh 24 --experimental-strip-types --disable-warning=ExperimentalWarning bench/capture-sentence-model.mjs
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchCache } from './lib/realtalk.mjs';
import { termMatches, typedTurns } from './lib/capture-real.mjs';

const { splitStatements, stripMarkers } = await import('../lib/capture/sentences.ts');
const { judge } = await import('../lib/capture/classify.ts');
const here = new URL('.', import.meta.url).pathname;
const cache = join(benchCache(), 'capture-real');
const manifest = JSON.parse(readFileSync(join(here, 'capture-real/manifest.json'), 'utf8'));
const sources = new Map(manifest.sources.map((s) => [s.id, s]));
const labels = new Map(readFileSync(join(here, 'capture-real/labels.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => [JSON.parse(l).turn, JSON.parse(l)]));
const rows = [];
for (const session of manifest.sessions) {
  const file = join(cache, `${session.id}.jsonl`);
  if (!existsSync(file)) continue;
  const split = sources.get(session.source).split;
  typedTurns(readFileSync(file, 'utf8').split('\n')).forEach((turn, i) => {
    const label = labels.get(`${session.id}#${i + 1}`);
    if (!label || label.pasted === true) return;
    for (const segment of splitStatements(turn.text)) {
      if (segment.raw) continue;
      const text = stripMarkers(segment.text);
      if (text.split(/\s+/).length < 3) continue;
      const verdict = judge(text);
      rows.push({ split, text, pos: label.expect.some((e) => e.terms.every((t) => termMatches(text, t))), rule: 'kind' in verdict ? verdict.kind : `skip:${verdict.skip}` });
    }
  });
}
if (rows.length === 0) {
  console.log('capture-sentence-model: skipped, no sessions cached; run node scripts/fetch-capture-sessions.mjs');
  process.exit(0);
}
const D = 1 << 16;
const hash = (s) => {
  let x = 2166136261;
  for (let i = 0; i < s.length; i++) x = Math.imul(x ^ s.charCodeAt(i), 16777619);
  return (x >>> 0) % D;
};
const features = (r) => {
  const w = r.text.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').split(/\s+/).filter(Boolean);
  const f = new Set(['bias', `rule=${r.rule}`, `drafted=${!r.rule.startsWith('skip')}`, `first=${w[0] ?? ''}`, `first2=${w.slice(0, 2).join('_')}`, `len=${Math.min(8, w.length / 5 | 0)}`, `q=${r.text.includes('?')}`]);
  for (let i = 0; i < w.length; i++) {
    f.add(`u=${w[i]}`);
    if (i + 1 < w.length) f.add(`b=${w[i]}_${w[i + 1]}`);
  }
  return [...f].map(hash);
};
let seed = 7;
const random = () => ((seed = Math.imul(seed, 1103515245) + 12345 >>> 0) / 2 ** 32);
const train = rows.filter((r) => r.split === 'dev');
const test = rows.filter((r) => r.split === 'heldout');
const W = new Float64Array(D);
const X = train.map(features);
for (let epoch = 0; epoch < 15; epoch++) {
  for (const i of [...X.keys()].sort(() => random() - 0.5)) {
    let z = 0;
    for (const j of X[i]) z += W[j];
    const g = (1 / (1 + Math.exp(-z)) - (train[i].pos ? 1 : 0)) * (train[i].pos ? 3 : 1);
    for (const j of X[i]) W[j] -= 0.1 * (g + 1e-4 * W[j]);
  }
}
const score = (r) => 1 / (1 + Math.exp(-features(r).reduce((z, j) => z + W[j], 0)));
const auc = (rs) => {
  const s = rs.map((r) => [score(r), r.pos]).sort((a, b) => b[0] - a[0]);
  let tp = 0, area = 0;
  for (const [, y] of s) y ? tp++ : (area += tp);
  const p = s.filter((x) => x[1]).length;
  return area / (p * (s.length - p));
};
const positives = test.filter((r) => r.pos).length;
const pr = (sel) => `precision ${(sel.filter((r) => r.pos).length / Math.max(1, sel.length)).toFixed(3)}, recall ${(sel.filter((r) => r.pos).length / positives).toFixed(3)} (${sel.length} sentences)`;
console.log(`capture-sentence-model: ${train.length} dev sentences, ${test.length} held-out (${positives} positive); held-out AUC ${auc(test).toFixed(3)} (dev ${auc(train).toFixed(3)})`);
console.log(`rules alone (held-out):            ${pr(test.filter((r) => !r.rule.startsWith('skip')))}`);
for (const t of [0.5, 0.7, 0.9]) {
  console.log(`learned >= ${t}:                    ${pr(test.filter((r) => score(r) >= t))}`);
  console.log(`rules and learned >= ${t}:          ${pr(test.filter((r) => !r.rule.startsWith('skip') && score(r) >= t))}`);
}
