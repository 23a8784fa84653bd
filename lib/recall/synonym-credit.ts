// What a memory earns for holding a synonym (synonyms.ts) of a question word it lacks: the
// BM25 term one occurrence of the word would add, times SYNONYM_CREDIT, at the idf of the
// rarer of the word and the rarest synonym the memory holds (a common synonym such as
// "run" is weak evidence, however rare the question's "execute" is in this store). Added
// to the lexical BM25 by both the index path and the scan (recall.ts, scan.ts), so they
// rank alike; rank.ts gives the same words SYNONYM_CREDIT of their share of coverage.
import { countTerms, lengthNorm, oneHit, scoringTerms } from './bm25.ts';
import { porterStem } from './stem.ts';
import { SYNONYM_CREDIT, type AskedSynonym } from './synonyms.ts';

export type SynonymScorer = (content: string, tags: readonly string[]) => number;

// `idfOf(word)`: a word's idf in this store (a word no memory holds at the highest);
// asked of the question's words and of their alternates.
export function synonymScorer(asked: readonly AskedSynonym[], idfOf: (word: string) => number, avgLength: number): SynonymScorer | null {
  if (asked.length === 0) return null;
  const at = new Map<string, number>();
  const unique: string[] = [];
  for (const w of asked.flatMap((a) => [a.word, ...a.alternates])) {
    const s = porterStem(w);
    if (!at.has(s)) at.set(s, unique.push(w) - 1);
  }
  const scoring = scoringTerms(unique);
  const words = asked.map((a) => ({ i: at.get(porterStem(a.word))!, idf: idfOf(a.word), alts: a.alternates.map((w) => ({ i: at.get(porterStem(w))!, idf: idfOf(w) })) }));
  return (content, tags) => {
    const { freq, length } = countTerms(content, tags, scoring, false);
    const norm = lengthNorm(length, avgLength);
    let bonus = 0;
    for (const w of words) {
      if (freq[w.i] > 0) continue;
      const held = w.alts.filter((a) => freq[a.i] > 0);
      if (held.length === 0) continue;
      const idf = Math.min(w.idf, Math.max(...held.map((a) => a.idf)));
      bonus += SYNONYM_CREDIT * oneHit(idf, norm);
    }
    return bonus;
  };
}
