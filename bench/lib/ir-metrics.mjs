// Ranked-retrieval metrics for the recall-relevance benchmark. Plain JS (no TypeScript) so
// the benchmark and its tests share one implementation; types live in ir-metrics.d.mts.
//
// `ranked` is an array of ids, best first. `relevant` maps id -> grade (a positive number;
// 0, negative or missing means not relevant). An id repeated in `ranked` counts once, at
// its first position. Queries without any relevant id yield null, and mean() skips nulls.

function positiveGrades(relevant) {
  const out = new Map();
  for (const [id, grade] of Object.entries(relevant ?? {})) {
    const g = Number(grade);
    if (Number.isFinite(g) && g > 0) out.set(id, g);
  }
  return out;
}

function firstK(ranked, k) {
  const seen = new Set();
  const out = [];
  for (const id of ranked) {
    if (out.length >= k) break;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
  }
  return out;
}

function checkK(k) {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be a positive integer, got ${k}`);
}

// Fraction of the relevant ids (any grade) found in the first k results: |R ∩ top-k| / |R|.
export function recallAtK(ranked, relevant, k) {
  checkK(k);
  const grades = positiveGrades(relevant);
  if (grades.size === 0) return null;
  let hits = 0;
  for (const id of firstK(ranked, k)) if (grades.has(id)) hits += 1;
  return hits / grades.size;
}

// Discounted cumulative gain with linear gain: sum over positions i = 1..k of grade / log2(i + 1).
export function dcgAtK(ranked, relevant, k) {
  checkK(k);
  const grades = positiveGrades(relevant);
  let dcg = 0;
  firstK(ranked, k).forEach((id, index) => {
    const g = grades.get(id);
    if (g) dcg += g / Math.log2(index + 2);
  });
  return dcg;
}

// DCG normalised by the ideal DCG (all relevant ids sorted by grade, cut at k); in [0, 1].
export function ndcgAtK(ranked, relevant, k) {
  checkK(k);
  const grades = positiveGrades(relevant);
  if (grades.size === 0) return null;
  const ideal = [...grades.values()].sort((a, b) => b - a).slice(0, k);
  const idcg = ideal.reduce((sum, g, index) => sum + g / Math.log2(index + 2), 0);
  return dcgAtK(ranked, relevant, k) / idcg;
}

// Reciprocal rank of the first relevant id within the first k (0 when none), null without labels.
export function mrrAtK(ranked, relevant, k) {
  checkK(k);
  const grades = positiveGrades(relevant);
  if (grades.size === 0) return null;
  const top = firstK(ranked, k);
  const index = top.findIndex((id) => grades.has(id));
  return index < 0 ? 0 : 1 / (index + 1);
}

// Arithmetic mean of the non-null values; null when there are none.
export function mean(values) {
  let sum = 0;
  let n = 0;
  for (const v of values) {
    if (v === null || v === undefined || Number.isNaN(v)) continue;
    sum += v;
    n += 1;
  }
  return n === 0 ? null : sum / n;
}

// Mean of metric(ranked, relevant, k) over runs [{ ranked, relevant }].
export function meanOver(runs, metric, k) {
  return mean(runs.map(({ ranked, relevant }) => metric(ranked, relevant, k)));
}
