// What a memory earns for naming a tool of a role the question asks about (concepts.ts):
// for each of the question's words naming that role which the memory lacks, the BM25 term
// a single occurrence of that word would add, times CONCEPT_CREDIT. Added to the lexical
// BM25 by both the index path and the scan (recall.ts), so they rank alike; rank.ts gives
// the same words the same share of coverage.
import { countTerms, lengthNorm, oneHit, scoringTerms } from './bm25.ts';
import { CONCEPT_CREDIT, type AskedRole } from './concepts.ts';

export type ConceptScorer = (content: string, tags: readonly string[]) => number;

// `idfOf(word)`: the word's idf in this store (a word no memory holds at the highest).
export function conceptScorer(roles: readonly AskedRole[], idfOf: (word: string) => number, avgLength: number): ConceptScorer | null {
  if (roles.length === 0) return null;
  const words = [...new Set(roles.flatMap((r) => r.words))];
  const tools = [...new Set(roles.flatMap((r) => r.tools))];
  const scoring = scoringTerms([...words, ...tools]);
  const idf = words.map(idfOf);
  return (content, tags) => {
    const { freq, length } = countTerms(content, tags, scoring, false);
    const norm = lengthNorm(length, avgLength);
    const owed = new Set<number>();
    for (const role of roles) {
      if (!role.tools.some((t) => freq[words.length + tools.indexOf(t)] > 0)) continue;
      for (const w of role.words) {
        const i = words.indexOf(w);
        if (freq[i] === 0) owed.add(i);
      }
    }
    let bonus = 0;
    for (const i of owed) bonus += CONCEPT_CREDIT * oneHit(idf[i], norm);
    return bonus;
  };
}
