// Turns free text into a bounded FTS5 plan. Terms are lowercased words minus stopwords,
// plus character pairs of scripts written without spaces (script-grams.ts), capped, and
// ordered rarest first (a capped document-frequency count, see below) so the AND query
// touches few rows; when AND finds too little, an OR query over the same terms is the
// fallback. Terms are always quoted: user text can never inject FTS5 syntax.
import { LIMITS } from '../limits.ts';
import { cached, ftsEpoch } from '../store/fts.ts';
import type { Store } from '../store/store.ts';
import { askedRoles, conceptTerms, type AskedRole } from './concepts.ts';
import type { CorpusStats } from './corpus-stats.ts';
import { gramPhrase, hasGramText, isGramTerm, queryGrams, withoutGramRuns } from './script-grams.ts';
import { STOPWORDS } from './stopwords.ts';
import { askedSynonyms, synonymTerms, type AskedSynonym } from './synonyms.ts';
import { once } from '../once.ts';

const wordPattern = once(() => /[\p{L}\p{N}][\p{L}\p{N}_]*/gu);

// At most this many distinct terms of a query are looked up in the index at all, in the
// order they appear: a 4,000-character question must not cost hundreds of lookups.
export const TERMS_CONSIDERED = 48;

function words(text: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(wordPattern())) {
    let word = match[0];
    if (word.length > 40) word = word.slice(0, 40);
    if (word.length < 2 && !/\p{N}/u.test(word)) continue;
    if (STOPWORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    out.push(word);
  }
  return out;
}

// The query's terms: its words, then its gram terms (see script-grams.ts).
export function tokenize(text: string): string[] {
  const lowered = text.normalize('NFKC').toLowerCase();
  if (!hasGramText(lowered)) return words(lowered);
  // A word stops where a script without spaces starts: those runs become gram terms.
  return [...new Set([...words(withoutGramRuns(lowered)), ...queryGrams(lowered)])];
}

// The MATCH expression of one term.
export function ftsTerm(term: string): string {
  return isGramTerm(term) ? gramPhrase(term) : `"${term}"`;
}

// Without a store: longest words first, a cheap proxy for rarity. (Words as unicode61
// sees them, for the near-duplicate check's OR query: no gram terms.)
export function ftsTermsOf(text: string, cap: number): string[] {
  return words(text.slice(0, LIMITS.contentMaxChars).normalize('NFKC').toLowerCase()).sort((a, b) => b.length - a.length).slice(0, cap);
}

// `df[i]` is the number of memories holding `terms[i]`: exact below DF_CAP, estimated
// above it (see documentFrequency). `common` are the planned terms at or above the cap.
// `absent`: the query's terms no memory holds (known only with the index).
// `roles`: the project roles the question names ("which package manager…", concepts.ts);
// `concept`: the OR of their tools' names, which finds memories naming a tool instead.
// `synonyms`: the question's terms that have synonyms (synonyms.ts), each with those of its
// alternates the lookup takes (with the index: those some memory holds, `synonymDf` their
// counts); `synonym`: the OR of all the alternates.
export type QueryPlan = { terms: string[]; df: number[]; and: string | null; or: string | null; orTerms: string[]; dropped: number; common: string[]; absent: string[]; roles: AskedRole[]; concept: string | null; conceptTerms: string[]; synonyms: AskedSynonym[]; synonymDf: Map<string, number>; synonym: string | null };

export function planQuery(store: Store, text: string, cap: number = LIMITS.queryMaxTerms, stats: CorpusStats | null = null): QueryPlan {
  const all = tokenize(text.slice(0, LIMITS.queryMaxChars)).slice(0, TERMS_CONSIDERED);
  // Without the FTS5 index (see store/fts.ts) there are no frequencies here: every term is
  // passed on, and the scan (scan.ts) counts them and keeps the rarest `cap` the same way.
  const kept = store.fts ? keptCounts(store, stats) : null;
  const withFreq = all.map((term) => ({ term, df: kept ? countOnce(kept, term, () => documentFrequency(store, term, stats)) : 1 }));
  // Terms absent from the index cannot match; keep them out of AND (it would match nothing).
  const present = withFreq.filter((t) => t.df > 0).sort((a, b) => a.df - b.df || b.term.length - a.term.length);
  const planned = store.fts ? present.slice(0, cap) : present;
  const terms = planned.map((t) => t.term);
  // In the OR fallback, very common terms would pull in (and rank) a large share of the
  // store; leave them out whenever rarer terms exist.
  const rare = planned.filter((t) => t.df < DF_CAP).map((t) => t.term);
  const orTerms = rare.length > 0 ? rare : terms;
  const quote = (list: string[]) => list.map(ftsTerm);
  const roles = askedRoles(text.slice(0, LIMITS.queryMaxChars));
  const tools = conceptTerms(roles);
  const syn = planSynonyms(text.slice(0, LIMITS.queryMaxChars), all, (term) => (kept ? countOnce(kept, term, () => documentFrequency(store, term, stats)) : 1));
  return {
    terms,
    df: planned.map((t) => t.df),
    and: terms.length ? quote(terms).join(' AND ') : null,
    or: orTerms.length > 1 || (orTerms.length === 1 && terms.length > 1) ? quote(orTerms).join(' OR ') : null,
    orTerms,
    dropped: all.length - terms.length,
    common: terms.filter((t) => !rare.includes(t)),
    absent: store.fts ? withFreq.filter((t) => t.df === 0).map((t) => t.term) : [],
    roles,
    concept: tools.length ? quote(tools).join(' OR ') : null,
    conceptTerms: tools,
    ...syn,
  };
}

function planSynonyms(text: string, all: string[], dfOf: (term: string) => number): Pick<QueryPlan, 'synonyms' | 'synonymDf' | 'synonym'> {
  const asked = askedSynonyms(text).filter((a) => all.includes(a.word));
  const taken = new Set(synonymTerms(asked));
  const synonymDf = new Map<string, number>();
  for (const alt of taken) synonymDf.set(alt, dfOf(alt));
  const synonyms = asked.map((a) => ({ word: a.word, alternates: a.alternates.filter((w) => taken.has(w) && (synonymDf.get(w) ?? 0) > 0) })).filter((a) => a.alternates.length > 0);
  if (synonyms.length === 0) return { synonyms, synonymDf, synonym: null };
  const alternates = [...new Set(synonyms.flatMap((a) => a.alternates))];
  return { synonyms, synonymDf, synonym: alternates.map(ftsTerm).join(' OR ') };
}

// fts5vocab holds stemmed terms and SQL cannot stem, so a term's frequency is counted
// through the index itself, in rowid order and capped: counting every match of a word
// found in a third of 100k memories takes about a millisecond. Below the cap the count is
// exact. At the cap, the rowid span of those first DF_CAP matches gives the term's
// density, and the density times the store's whole rowid span is the estimate: close
// enough for an idf (a logarithm) and for ordering terms rare-first. (Ascending, because
// FTS5 walks a doclist backwards at about twice the cost.)
export const DF_CAP = 400;

const FIRST_MATCHES_SQL = `SELECT COUNT(*) AS n, MAX(rowid) AS last FROM (SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? ORDER BY rowid LIMIT ${DF_CAP})`;

// Counting is most of a plan's time (~0.05 ms a word at 100k, a dozen words a question),
// and questions share words: a long-lived server keeps the counts for as long as the index
// and the store's counts are what they were (see ftsEpoch: no other connection committed,
// this one did not change the index, the same stats).
const KEPT_MAX = 4096;
const keptByDb = new WeakMap<Store['db'], { key: string; df: Map<string, number> }>();

function keptCounts(store: Store, stats: CorpusStats | null): Map<string, number> {
  const version = (cached(store.db, 'PRAGMA data_version').get() as { data_version: number }).data_version;
  const key = `${version}/${ftsEpoch(store.db)}/${stats ? [stats.rows, stats.avgLength, stats.firstRowid, stats.lastRowid].join('/') : '-'}`;
  let kept = keptByDb.get(store.db);
  if (!kept || kept.key !== key || kept.df.size >= KEPT_MAX) keptByDb.set(store.db, (kept = { key, df: new Map() }));
  return kept.df;
}

function countOnce(kept: Map<string, number>, term: string, count: () => number): number {
  let df = kept.get(term);
  if (df === undefined) kept.set(term, (df = count()));
  return df;
}

function documentFrequency(store: Store, term: string, stats: CorpusStats | null): number {
  const row = cached(store.db, FIRST_MATCHES_SQL).get(ftsTerm(term)) as { n: number; last: number | null } | undefined;
  const n = Number(row?.n ?? 0);
  if (n < DF_CAP || !stats || row?.last === null || row?.last === undefined) return n;
  const sampleSpan = Number(row.last) - stats.firstRowid + 1;
  const wholeSpan = stats.lastRowid - stats.firstRowid + 1;
  if (sampleSpan <= 0 || wholeSpan <= sampleSpan) return n;
  return Math.min(Math.max(DF_CAP, Math.round((DF_CAP * wholeSpan) / sampleSpan)), Math.max(DF_CAP, stats.rows));
}
