// BM25 as FTS5's bm25() defines it, computed in JS over a memory's own words: k1 = 1.2,
// b = 0.75, idf = ln((N - n + 0.5) / (n + 0.5)) floored at a millionth, each hit weighted
// by its column (content 1, tags 1.5, script grams 1), and the row's length in tokens over
// all columns against the store's average. Recall lets the index find matches and scores them here,
// because FTS5's own bm25() recounts every query term's documents on every query (see
// recall.ts). Pure: the caller supplies the document frequencies and the average length.
import { memoryText } from './memory-text.ts';
import { countPhrase, gramUnits, isGramTerm, unitToken } from './script-grams.ts';
import { porterStem } from './stem.ts';

export const K1 = 1.2;
export const B = 0.75;
export const TAG_WEIGHT = 1.5;
export const GRAM_WEIGHT = 1;
// The column weights, in the index's column order, for FTS5's bm25().
export const BM25_WEIGHTS_SQL = `1.0, ${TAG_WEIGHT}, ${GRAM_WEIGHT}`;

export function inverseDocumentFrequency(df: number, rows: number): number {
  const idf = Math.log((rows - df + 0.5) / (df + 0.5));
  return idf > 0 ? idf : 1e-6;
}

// `freq[i]` is term i's weighted hit count; `length` the memory's tokens in all columns.
export type TermCounts = { freq: number[]; length: number };

// A query term as scoring matches it: a word by its Porter stem (the index's, see stem.ts),
// a gram term (script-grams.ts) by its unit tokens in order.
export type ScoringTerm = { stem: string; phrase: null } | { stem: null; phrase: string[] };

export function scoringTerms(terms: readonly string[]): ScoringTerm[] {
  return terms.map((term) => (isGramTerm(term) ? { stem: null, phrase: gramUnits(term).map(unitToken) } : { stem: porterStem(term), phrase: null }));
}

// Hits of each term in a memory's content, tags and script grams. With `confirmed`, the
// index has already found every term in this memory, so each counts at least once even
// where tokenizing here splits a word differently ("a_b").
export function countTerms(content: string, tags: readonly string[], terms: readonly ScoringTerm[], confirmed: boolean): TermCounts {
  const freq = new Array<number>(terms.length).fill(0);
  const { stems, tagsFrom, gramsFrom, units, length } = memoryText(content, tags);
  for (let k = 0; k < stems.length; k++) {
    const word = stems[k];
    const weight = k < tagsFrom ? 1 : k < gramsFrom ? TAG_WEIGHT : GRAM_WEIGHT;
    for (let i = 0; i < terms.length; i++) if (word === terms[i].stem) freq[i] += weight;
  }
  if (units) {
    for (let i = 0; i < terms.length; i++) {
      const phrase = terms[i].phrase;
      if (phrase) freq[i] += GRAM_WEIGHT * countPhrase(units, phrase);
    }
  }
  if (confirmed) for (let i = 0; i < freq.length; i++) if (freq[i] === 0) freq[i] = 1;
  return { freq, length };
}

// The score itself: higher is better (FTS5 reports its negation so that ascending order
// ranks best first; the rest of recall keeps that convention, see rank.ts).
export function bm25(counts: TermCounts, idf: readonly number[], avgLength: number): number {
  const norm = lengthNorm(counts.length, avgLength);
  let score = 0;
  for (let i = 0; i < idf.length; i++) {
    const f = counts.freq[i] ?? 0;
    if (f > 0) score += (idf[i] * f * (K1 + 1)) / (f + norm);
  }
  return score;
}

// BM25's length normalisation of a memory of `length` tokens against the store's average.
export function lengthNorm(length: number, avgLength: number): number {
  return K1 * (1 - B + (B * length) / (avgLength > 0 ? avgLength : Math.max(1, length)));
}

// What one occurrence of a word of this idf adds in a memory of this normalisation: the
// unit the role and synonym bridges credit (concept-credit.ts, synonym-credit.ts).
export function oneHit(idf: number, norm: number): number {
  return (idf * (K1 + 1)) / (1 + norm);
}
