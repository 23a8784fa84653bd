// Recall without FTS5 (Node 22.13's node:sqlite has none; see store/fts.ts): scan the
// allowed scopes' active memories, newest first and bounded, and score them with the same
// BM25 (bm25.ts) the indexed path uses, with document frequencies and the average length
// taken from the scanned rows. Slower on large stores — doctor says so and names the Node
// that has FTS5 — but the results feed the same ranking, so answers agree.
import { iso } from '../clock.ts';
import { MEMORY_COLUMNS, rowToMemory, type MemoryRow } from '../memory/model.ts';
import type { Store } from '../store/store.ts';
import { bm25, countTerms, inverseDocumentFrequency, scoringTerms } from './bm25.ts';
import { conceptScorer } from './concept-credit.ts';
import type { AskedRole } from './concepts.ts';
import { synonymScorer } from './synonym-credit.ts';
import type { AskedSynonym } from './synonyms.ts';
import { fittingSpans, type TimeWindow } from './query-dates.ts';
import type { Candidate } from './rank.ts';

const SCAN_LIMIT = 20_000;

// `terms`: every term of the query (query-plan.ts passes them all on without an index).
// Like the index path, only the rarest `cap` of those present are scored: here rarity is
// counted over the scanned rows. Returns the candidates, the terms it planned, their idf,
// and the summed idf of the terms no scanned row holds (see rank.ts: absentWeight).
// `roles` and `tools`: the roles the question asks about and their tools' names (see
// query-plan.ts); the newest `pool` memories naming one join, as the index path has them.
// `windows`: the times the question names (query-dates.ts); the newest `pool` matches
// written within each join too, as recall.ts has them.
// `synonyms`: the question's words with synonyms (synonyms.ts): the lexical pool is chosen
// with their credit counted, and, while fewer than `limit` memories hold a word of the
// question or name a tool of its roles, the newest `pool` memories holding only a synonym
// join, as recall.ts has them.
export function scanCandidates(store: Store, terms: string[], scopes: string[], now: number, pool: number, cap: number, roles: AskedRole[] = [], tools: string[] = [], windows: readonly TimeWindow[] = [], synonyms: readonly AskedSynonym[] = [], limit = pool): { candidates: Candidate[]; terms: string[]; idf: Map<string, number>; absentWeight: number; absentIdf: number; avgLength: number } {
  if (terms.length === 0 && tools.length === 0 && synonyms.length === 0) return { candidates: [], terms: [], idf: new Map(), absentWeight: 0, absentIdf: 0, avgLength: 0 };
  const rows = store.db
    .prepare(
      `SELECT ${MEMORY_COLUMNS} FROM memories WHERE status = 'active' AND scope IN (${scopes.map(() => '?').join(', ')})
       AND (expires_at IS NULL OR expires_at > ?) ORDER BY updated_at DESC LIMIT ${SCAN_LIMIT}`,
    )
    .all(...scopes, iso(now)) as MemoryRow[];
  const alternates = [...new Set(synonyms.flatMap((a) => a.alternates))];
  const scoring = scoringTerms([...terms, ...tools, ...alternates]);
  const docs = rows.map((row) => {
    const memory = rowToMemory(row);
    return { memory, counts: countTerms(memory.content, memory.tags, scoring, false) };
  });
  // Rare first, as query-plan.ts orders the index's terms: absent ones out, the rarest `cap`.
  const counted = terms.map((term, i) => ({ term, i, df: docs.filter((d) => d.counts.freq[i] > 0).length }));
  const planned = counted
    .filter((t) => t.df > 0)
    .sort((a, b) => a.df - b.df || b.term.length - a.term.length)
    .slice(0, cap);
  const avgLength = docs.reduce((sum, d) => sum + d.counts.length, 0) / Math.max(1, docs.length);
  const idf = planned.map((t) => inverseDocumentFrequency(t.df, docs.length));
  const absentIdf = inverseDocumentFrequency(0, docs.length);
  const idfByTerm = new Map(planned.map((t, i) => [t.term, idf[i]]));
  // A synonym's idf as the scanned rows count it; a question word's as the index path has it.
  const altDf = new Map(alternates.map((w, k) => [w, docs.filter((d) => d.counts.freq[terms.length + tools.length + k] > 0).length]));
  const bridge = synonymScorer(synonyms, (word) => idfByTerm.get(word) ?? (altDf.has(word) ? inverseDocumentFrequency(altDf.get(word) ?? 0, docs.length) : absentIdf), avgLength);
  const scored: Candidate[] = [];
  const naming: Candidate[] = [];
  const bridged: Candidate[] = [];
  for (const { memory, counts } of docs) {
    const freq = planned.map((t) => counts.freq[t.i]);
    const matched = freq.filter((f) => f > 0).length;
    const holdsSynonym = alternates.some((_, k) => counts.freq[terms.length + tools.length + k] > 0);
    const lexical = -bm25({ freq, length: counts.length }, idf, avgLength);
    const candidate = { memory, bm25: holdsSynonym && bridge ? lexical - bridge(memory.content, memory.tags) : lexical, matchedAll: matched > 0 && matched === planned.length };
    if (matched > 0) scored.push(candidate);
    else if (naming.length < pool && tools.some((_, k) => counts.freq[terms.length + k] > 0)) naming.push(candidate);
    else if (bridged.length < pool && holdsSynonym) bridged.push(candidate);
  }
  const lexical = scored.sort((a, b) => a.bm25 - b.bm25).slice(0, pool);
  const chosen = new Set(lexical);
  for (const span of fittingSpans(windows)) {
    const written = scored.filter((c) => !chosen.has(c) && c.memory.created_at >= span.from && c.memory.created_at < span.to);
    for (const c of written.sort((a, b) => (a.memory.created_at < b.memory.created_at ? 1 : a.memory.created_at > b.memory.created_at ? -1 : 0)).slice(0, pool)) {
      chosen.add(c);
      lexical.push(c);
    }
  }
  // A role word outside the planned terms weighs as one no memory holds, as in recall.ts.
  const credit = conceptScorer(roles, (word) => idfByTerm.get(word) ?? absentIdf, avgLength);
  const joining = scored.length + naming.length < limit ? bridged : [];
  const candidates = [...lexical, ...naming, ...joining].map((c) => (credit ? { ...c, bm25: c.bm25 - credit(c.memory.content, c.memory.tags) } : c));
  return { candidates, terms: planned.map((t) => t.term), idf: idfByTerm, absentWeight: counted.filter((t) => t.df === 0).length * absentIdf, absentIdf, avgLength };
}
