// How lexical and semantic evidence are combined, as a pure function.
//
// The lexical side already says how much of the question it found: `coverage`, the share of
// the question's information (idf) a memory holds (lib/recall/rank.ts). The bundled encoder
// is weak on its own (REALTALK turn recall@5 0.243 against 0.442 for lexical Nuzo; CoSQA
// 0.206 against 0.804), so it is trusted only where the words have failed: when the best
// lexical hit holds at least TRUST_LEXICAL of the question, the lexical order stands as it
// is (the question's nearest memories may still fill the places lexical recall left empty,
// below every lexical hit that outscores them); below that, the semantic weight rises
// linearly to MAX_WEIGHT as the best coverage falls to nothing, where the encoder is the
// only evidence left. Similarities are rescaled to 0..1 over the pool (min..max), like BM25
// relative to the best candidate, so no encoder's own range of cosines matters.
//
// Measured with bench/recall-public.mjs --embeddings bundled, chosen on REALTALK chats 1-5
// and CoSQA, reported on chats 6-10 too. The previous rule (weight 0.8 falling to 0.2 with
// coverage, never off) cost REALTALK turn recall@5 0.442 -> 0.413 and CoSQA 0.804 -> 0.632.
// A gate at half the question (the first rule tried) still cost CoSQA 0.804 -> 0.797, where
// the right snippet often holds less of the query than the best lexical hit; at 0.3 CoSQA is
// untouched. Reciprocal-rank fusion with the lexical list dominant, and keeping memories that
// hold most of the question above any fused one, both did worse on CoSQA.
import { compareText } from '../clock.ts';
import type { Ranked } from '../recall/rank.ts';

export const MAX_WEIGHT = 0.5;
export const TRUST_LEXICAL = 0.3;

export function semanticWeight(bestCoverage: number): number {
  const c = Number.isFinite(bestCoverage) ? Math.min(1, Math.max(0, bestCoverage)) : 0;
  return c >= TRUST_LEXICAL ? 0 : MAX_WEIGHT * (1 - c / TRUST_LEXICAL);
}

// How much of the question a lexical hit is trusted to answer. Its idf share (`coverage`)
// alone lets one rare word stand for the whole question: "which coffee is preferred" found
// "I prefer concise final answers" by "preferred" and never asked the encoder, which knew
// that "The user drinks espresso every morning" is the answer. So a hit holding no more than
// half of the question's words (counted) is trusted only in proportion to that share, and
// the encoder is asked.
export function trustedCoverage(r: Pick<Ranked, 'coverage' | 'termShare'>): number {
  return r.termShare > 0.5 ? r.coverage : Math.min(r.coverage, TRUST_LEXICAL * r.termShare);
}

export function bestTrusted(ranked: readonly Ranked[]): number {
  return ranked.reduce((max, r) => Math.max(max, trustedCoverage(r)), 0);
}

// Whether fusion would keep this lexical order as it is: recall then skips the vector search.
export function lexicalSuffices(ranked: readonly Ranked[]): boolean {
  return semanticWeight(bestTrusted(ranked)) === 0;
}

// `similarity`: cosine per memory id, for those that have a vector; others count as the
// pool's least similar.
export function fuse(ranked: Ranked[], similarity: ReadonlyMap<string, number>): Ranked[] {
  if (ranked.length === 0 || similarity.size === 0) return ranked;
  const weight = semanticWeight(bestTrusted(ranked));
  if (weight === 0) return ranked;
  const sims = ranked.map((r) => similarity.get(r.memory.id)).filter((s): s is number => s !== undefined);
  const lo = Math.min(...sims);
  const hi = Math.max(...sims);
  const spread = hi - lo;
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
