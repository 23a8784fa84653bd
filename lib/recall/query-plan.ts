// Turns free text into a bounded FTS5 plan. Terms are lowercased words minus stopwords,
// capped, and ordered rarest first (a capped document-frequency count, see below) so the
// AND query touches few rows; when AND finds too little, an OR query over the same terms
// is the fallback. Terms are always quoted: user text can never inject FTS5 syntax.
import { LIMITS } from '../limits.ts';
import { cached } from '../store/fts.ts';
import type { Store } from '../store/store.ts';
import { STOPWORDS } from './stopwords.ts';

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}_]*/gu;

export function tokenize(text: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(WORD_RE)) {
    let word = match[0];
    if (word.length > 40) word = word.slice(0, 40);
    if (word.length < 2 && !/\p{N}/u.test(word)) continue;
    if (STOPWORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    out.push(word);
  }
  return out;
}

// Without a store: longest words first, a cheap proxy for rarity.
export function ftsTermsOf(text: string, cap: number): string[] {
  return tokenize(text.slice(0, LIMITS.contentMaxChars)).sort((a, b) => b.length - a.length).slice(0, cap);
}

export type QueryPlan = { terms: string[]; and: string | null; or: string | null; dropped: number; common: string[] };

export function planQuery(store: Store, text: string, cap: number = LIMITS.queryMaxTerms): QueryPlan {
  const all = tokenize(text.slice(0, LIMITS.queryMaxChars));
  // Without the FTS5 index (see store/fts.ts) there are no frequencies: every term counts
  // as present and rare-first falls back to longest-first.
  const withFreq = all.map((term) => ({ term, df: store.fts ? documentFrequency(store, term) : 1 + Math.max(0, 40 - term.length) }));
  // Terms absent from the index cannot match; keep them out of AND (it would match nothing).
  const present = withFreq.filter((t) => t.df > 0).sort((a, b) => a.df - b.df || b.term.length - a.term.length);
  const terms = present.slice(0, cap).map((t) => t.term);
  // In the OR fallback, very common terms would pull in (and rank) a large share of the
  // store; leave them out whenever rarer terms exist.
  const rare = present.slice(0, cap).filter((t) => t.df < DF_CAP).map((t) => t.term);
  const orTerms = rare.length > 0 ? rare : terms;
  const quote = (list: string[]) => list.map((t) => `"${t}"`);
  return {
    terms,
    and: terms.length ? quote(terms).join(' AND ') : null,
    or: orTerms.length > 1 || (orTerms.length === 1 && terms.length > 1) ? quote(orTerms).join(' OR ') : null,
    dropped: all.length - terms.length,
    common: terms.filter((t) => !rare.includes(t)),
  };
}

// fts5vocab holds stemmed terms and SQL cannot stem, so the frequency is counted through
// the index itself, capped: beyond the cap a term is simply "common", which is all the
// ordering needs to know.
export const DF_CAP = 400;

function documentFrequency(store: Store, term: string): number {
  const row = cached(store.db, `SELECT COUNT(*) AS n FROM (SELECT 1 FROM memories_fts WHERE memories_fts MATCH ? LIMIT ${DF_CAP})`).get(`"${term}"`) as
    | { n: number }
    | undefined;
  return Number(row?.n ?? 0);
}
