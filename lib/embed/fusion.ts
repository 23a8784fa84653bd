// How lexical and semantic evidence are combined, as a pure function.
//
// The lexical side already says how much of the question it found: `coverage`, the share of
// the question's information (idf) a memory holds (lib/recall/rank.ts). When the best
// lexical hit holds most of the question, the words did their job and the encoder only
// reorders near-ties; when the best hit holds little, the question is asked in other words
// than any memory uses, and the encoder is the only evidence left. So the semantic weight
// falls linearly with the best coverage, from MAX_WEIGHT (nothing matched) to MIN_WEIGHT
// (everything matched). Similarities are rescaled to 0..1 over the pool (min..max), like
// BM25 relative to the best candidate, so no encoder's own range of cosines matters.
import { compareText } from '../clock.ts';
import type { Ranked } from '../recall/rank.ts';

export const MAX_WEIGHT = 0.8;
export const MIN_WEIGHT = 0.2;

export function semanticWeight(bestCoverage: number): number {
  const c = Number.isFinite(bestCoverage) ? Math.min(1, Math.max(0, bestCoverage)) : 0;
  return MAX_WEIGHT - (MAX_WEIGHT - MIN_WEIGHT) * c;
}

// `similarity`: cosine per memory id, for those that have a vector; others count as the
// pool's least similar.
export function fuse(ranked: Ranked[], similarity: ReadonlyMap<string, number>): Ranked[] {
  if (ranked.length === 0 || similarity.size === 0) return ranked;
  const sims = ranked.map((r) => similarity.get(r.memory.id)).filter((s): s is number => s !== undefined);
  const lo = Math.min(...sims);
  const hi = Math.max(...sims);
  const spread = hi - lo;
  const weight = semanticWeight(ranked.reduce((max, r) => Math.max(max, r.coverage), 0));
  return ranked
    .map((r) => {
      const s = similarity.get(r.memory.id);
      const closeness = s === undefined || spread <= 0 ? 0 : (s - lo) / spread;
      const score = Math.round(((1 - weight) * r.score + weight * closeness) * 1000) / 1000;
      const reason = closeness >= 0.75 ? `${r.reason.replace(/\.$/, '')}; close in meaning.` : r.reason;
      return { ...r, score, reason };
    })
    .sort((a, b) => b.score - a.score || compareText(b.memory.updated_at, a.memory.updated_at) || compareText(b.memory.id, a.memory.id));
}
