// Content identity for duplicate detection. Exact duplicates compare normalizeContent();
// near duplicates compare word sets with light stemming, so "Always run the linter before
// committing." and "always run the linter before commits" meet while two different facts
// about the same tool do not.

export function normalizeContent(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:!?…。！？]+$/u, '');
}

function stem(word: string): string {
  if (word.length <= 4) return word;
  const rules: [RegExp, string][] = [
    [/ies$/, 'y'], [/(ss)es$/, '$1'], [/(ch|sh|x|z)es$/, '$1'], [/([^s])s$/, '$1'],
    [/ing$/, ''], [/ed$/, ''], [/ment$/, ''], [/ly$/, ''],
  ];
  for (const [re, to] of rules) {
    if (re.test(word)) {
      const out = word.replace(re, to);
      return out.length >= 3 ? out.replace(/(\w)\1$/, '$1').replace(/e$/, '') : word;
    }
  }
  return word.replace(/e$/, '');
}

export function contentTokens(text: string): string[] {
  return normalizeContent(text).split(/[^\p{L}\p{N}_]+/u).filter(Boolean).map(stem);
}

function jaccard<T>(a: Set<T>, b: Set<T>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

function shingles(tokens: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++) out.add(`${tokens[i]} ${tokens[i + 1]}`);
  if (tokens.length === 1) out.add(tokens[0]!);
  return out;
}

// Mean of word-set and word-pair Jaccard, in 0..1. Pairs keep "use pnpm, not npm" apart
// from "use npm, not pnpm"; words keep reorderings close.
export function similarity(a: string, b: string): number {
  const ta = contentTokens(a);
  const tb = contentTokens(b);
  if (ta.length === 0 || tb.length === 0) return ta.length === tb.length && normalizeContent(a) === normalizeContent(b) ? 1 : 0;
  const score = (jaccard(new Set(ta), new Set(tb)) + jaccard(shingles(ta), shingles(tb))) / 2;
  return Math.round(score * 1000) / 1000;
}

export const NEAR_DUPLICATE_THRESHOLD = 0.8;
