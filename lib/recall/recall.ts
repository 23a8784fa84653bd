// Recall: plan the FTS query, let the index find a bounded pool of matches in the allowed
// scopes with their BM25 scores (FTS5's bm25() when every term is rare, the same figure
// computed in bm25.ts when one is common: see ftsCandidates), rank, and (for the ordinary,
// non-hook variant) record use: last_used_at plus one audit event per returned memory, in
// one write transaction.
import { demoteGone, type AnchorState } from '../anchors/check.ts';
import { anchorStates } from '../anchors/store.ts';
import { appendAuditMany } from '../audit.ts';
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import { NuzoError } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import { MEMORY_COLUMNS, rowToMemory, type Memory, type MemoryRow } from '../memory/model.ts';
import { isConcreteScope, USER_SCOPE } from '../scope.ts';
import { cached } from '../store/fts.ts';
import type { Store } from '../store/store.ts';
import { withWrite } from '../store/write.ts';
import { withTeamResults } from '../team/recall.ts';
import { hasVectors, semanticCandidates, type SemanticQuery } from '../embed/candidates.ts';
import { fuse, lexicalSuffices } from '../embed/fusion.ts';
import { answered, padding, vouchedFirst, vouches, type Evidence } from './abstain.ts';
import { bm25, BM25_WEIGHTS_SQL, countTerms, inverseDocumentFrequency, scoringTerms } from './bm25.ts';
import { conceptScorer } from './concept-credit.ts';
import { synonymScorer } from './synonym-credit.ts';
import { corpusStats } from './corpus-stats.ts';
import { planQuery } from './query-plan.ts';
import { lessenSubjects, questionSubjects } from './question-subject.ts';
import { fittingSpans, readTimes } from './query-dates.ts';
import { rank, type Candidate, type Ranked } from './rank.ts';
import { scanCandidates } from './scan.ts';

export type RecallResult = {
  id: string;
  content: string;
  kind: string;
  scope: string;
  tags: string[];
  source: string;
  score: number;
  reason: string;
  updated_at: string;
  age_days: number;
  // Present for a memory that names files of this project: fresh, changed or gone, and which.
  anchors?: AnchorState;
};

export type RecallInput = {
  query: string;
  scopes: string[];
  limit?: number;
  projectScope?: string | null;
  // false for the read-only hook variant: no last_used_at, no audit event.
  recordUse: boolean;
  // The current project's root (lib/team/read.ts teamRootOf): its .nuzo/team.ndjson joins
  // the results, read-only, when the search covers projectScope. Never another project's.
  teamRoot?: string | null;
  // The question's vector (lib/embed/semantic.ts): its nearest memories join the
  // candidates, and the scores fuse (lib/embed/fusion.ts). `vector` may be a getter that
  // encodes on first read, waiting up to the provider's budget: read it only where the
  // vectors are searched, and never copy the object.
  semantic?: SemanticQuery | null;
  // Return nothing when no memory answers the question (abstain.ts) instead of padding the
  // list with the nearest memories: for a question asked by the agent or the user. Lists
  // that pick by their own rule (the prompt hook's confident share) or browse leave it off.
  abstain?: boolean;
};

// `include_global` means the requested scope plus user:default and nothing else.
export function recallScopes(scope: string, includeGlobal: boolean): string[] {
  return includeGlobal && scope !== USER_SCOPE ? [scope, USER_SCOPE] : [scope];
}

// `coverage` maps each result's id to the share of the question's information it holds,
// words no memory holds included (see rank.ts): what a caller that must be confident, like
// the prompt hook, judges by.
// `semantic`: whether vectors took part (a vector was given and the store has some of its model).
// `similarity`: the encoder's cosine to the question per memory, where the vectors were searched.
// `evidence`: per result, what its words hold of the question (rank.ts: coverage, termShare,
// focus, focusHeld), the evidence abstaining judges by (abstain.ts).
export type RecallAnswer = { results: RecallResult[]; terms: string[]; coverage: Map<string, number>; evidence?: Map<string, Evidence>; semantic?: boolean; similarity?: Map<string, number> };

export function recall(ctx: CoreContext, input: RecallInput): RecallAnswer {
  return withTeamResults(ctx, input, recallStore(ctx, input));
}

function recallStore(ctx: CoreContext, input: RecallInput): RecallAnswer {
  if (typeof input.query !== 'string' || input.query.trim().length === 0) {
    throw new NuzoError('INVALID_INPUT', 'Recall needs a non-empty query.', { field: 'query' });
  }
  if (!Array.isArray(input.scopes) || !input.scopes.every((s) => typeof s === 'string' && isConcreteScope(s))) {
    throw new NuzoError('INVALID_SCOPE', 'Recall needs a list of concrete scopes (resolve project:auto first).', { field: 'scopes' });
  }
  if (input.limit !== undefined && (typeof input.limit !== 'number' || !Number.isFinite(input.limit))) {
    throw new NuzoError('INVALID_INPUT', `limit must be a number between 1 and ${LIMITS.recallMaxLimit}.`, { field: 'limit' });
  }
  if (input.query.length > LIMITS.queryMaxChars * 4) throw new NuzoError('INVALID_INPUT', `The query is too long (max ${LIMITS.queryMaxChars * 4} chars).`, { field: 'query' });
  const limit = Math.min(Math.max(1, Math.floor(input.limit ?? LIMITS.recallDefaultLimit)), LIMITS.recallMaxLimit);
  const scopes = input.scopes.filter((s) => !ctx.config.disabled_scopes.includes(s));
  const { store } = ctx;
  const now = store.clock.now();
  const stats = store.fts ? corpusStats(store) : null;
  // The days it names are matched by when memories were written, not by their words.
  const { windows, rest: question } = readTimes(input.query, now);
  const plan = planQuery(store, question, LIMITS.queryMaxTerms, stats);
  // A question none of whose words the store holds can still be answered by meaning.
  if ((!plan.and && !plan.concept && !plan.synonym && !input.semantic && !windows.length) || scopes.length === 0 || ctx.config.disabled) return { results: [], terms: plan.terms, coverage: new Map() };
  const pool = Math.max(40, limit * 5);
  // Nothing to match but a day ("what did we decide yesterday?"): what was written then.
  if (!plan.and && !plan.concept && !plan.synonym && windows.length) {
    const written = fittingSpans(windows).flatMap((span) => cached(store.db, WRITTEN_SQL).all(JSON.stringify(scopes), iso(now), span.from, span.to, pool) as MemoryRow[]);
    const candidates = [...new Map(written.map((row) => [row.id, { memory: rowToMemory(row), bm25: 0, matchedAll: false }])).values()];
    return rankFused(ctx, input, question, candidates, { projectScope: input.projectScope ?? null, now, windows }, scopes, pool, limit, [], now);
  }
  if (!store.fts) {
    const scan = scanCandidates(store, plan.terms, scopes, now, pool, LIMITS.queryMaxTerms, plan.roles, plan.conceptTerms, windows, plan.synonyms, limit);
    const context = { projectScope: input.projectScope ?? null, now, planned: scan.terms, idf: scan.idf, absentWeight: scan.absentWeight, absentIdf: scan.absentIdf, windows };
    const candidates = lessenSubjects(scan.candidates, subjectsOf(question, scan.terms), (t) => scan.idf.get(t) ?? scan.absentIdf, scan.avgLength);
    return rankFused(ctx, input, question, candidates, context, scopes, pool, limit, scan.terms, now);
  }
  const idf = new Map(plan.terms.map((term, i) => [term, inverseDocumentFrequency(plan.df[i], stats?.rows ?? 0)]));
  const absentIdf = inverseDocumentFrequency(0, stats?.rows ?? 0);
  const absentWeight = plan.absent.length * absentIdf;
  const context = { projectScope: input.projectScope ?? null, now, planned: plan.terms, idf, absentWeight, absentIdf, windows };
  const nowIso = iso(now);
  // What bm25() would say about a memory for one MATCH expression's terms (see bm25.ts).
  const scorer = (terms: string[], confirmed: boolean) => {
    const scoring = scoringTerms(terms);
    const idf = terms.map((term) => inverseDocumentFrequency(plan.df[plan.terms.indexOf(term)] ?? 0, stats?.rows ?? 0));
    return (memory: Memory) => bm25(countTerms(memory.content, memory.tags, scoring, confirmed), idf, stats?.avgLength ?? 0);
  };
  const seen = new Map<string, Candidate>();
  // Each stage is scored over its own expression's terms, as bm25() scores it: FTS5's own
  // figure where FTS5 ranked the rows, the same BM25 computed here where it did not.
  const collect = (match: string, terms: string[], matchedAll: boolean) => {
    // An AND matches no more memories than its rarest term does (plan.df: exact below DF_CAP).
    const few = matchedAll && Math.min(...plan.df) <= pool * 4;
    const rows = ftsCandidates(store, match, terms.every((t) => !plan.common.includes(t)), scopes, nowIso, pool, few);
    let score: ((memory: Memory) => number) | null = null;
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      const memory = rowToMemory(row);
      seen.set(row.id, { memory, bm25: typeof row.bm === 'number' ? row.bm : -(score ??= scorer(terms, matchedAll))(memory), matchedAll });
    }
  };
  if (plan.and) collect(plan.and, plan.terms, true);
  if (seen.size < limit && plan.or) collect(plan.or, plan.orTerms, false);
  // A question naming a day (query-dates.ts): the memories written then that hold any of
  // its words join, newest first, however many newer or better matches the store has.
  const any = plan.or ?? plan.and;
  if (any && windows.length) {
    let score: ((memory: Memory) => number) | null = null;
    for (const span of fittingSpans(windows)) {
      for (const row of cached(store.db, WRITTEN_BETWEEN_SQL).all(any, JSON.stringify(scopes), nowIso, span.from, span.to, pool) as MemoryRow[]) {
        if (seen.has(row.id)) continue;
        const memory = rowToMemory(row);
        seen.set(row.id, { memory, bm25: -(score ??= scorer(plan.or ? plan.orTerms : plan.terms, !plan.or))(memory), matchedAll: !plan.or });
      }
    }
  }
  // The newest `pool` matches of words the question does not hold (a role's tools, synonyms),
  // as the scan takes them, scored by the question's own words; their credit comes below.
  let byQuestion: ((memory: Memory) => number) | null = null;
  const joinNewest = (match: string) => {
    for (const row of ftsCandidates(store, match, false, scopes, nowIso, pool)) {
      if (seen.has(row.id)) continue;
      const memory = rowToMemory(row);
      seen.set(row.id, { memory, bm25: plan.terms.length ? -(byQuestion ??= scorer(plan.terms, false))(memory) : 0, matchedAll: false });
    }
  };
  // Memories naming a tool of a role the question asks about.
  const credit = conceptScorer(plan.roles, (word) => idf.get(word) ?? absentIdf, stats?.avgLength ?? 0);
  if (credit && plan.concept) joinNewest(plan.concept);
  // Memories holding a synonym of a question word (synonyms.ts) are credited wherever they
  // are candidates already. Only while the question's own words found too few do more join:
  // the newest `pool` holding any synonym, scored by the question's own words plus the
  // synonyms' credit. (Also looking up those holding every word or a synonym of it cost up
  // to ~3 ms a question at 100k memories and moved no public figure: bench/recall-public.mjs,
  // bench/recall-relevance.mjs.)
  const synonymIdf = (word: string) => idf.get(word) ?? (plan.synonymDf.has(word) ? inverseDocumentFrequency(plan.synonymDf.get(word) ?? 0, stats?.rows ?? 0) : absentIdf);
  const bridge = synonymScorer(plan.synonyms, synonymIdf, stats?.avgLength ?? 0);
  if (bridge && plan.synonym && seen.size < limit) joinNewest(plan.synonym);
  const credited = [...seen.values()].map((c) => {
    const bonus = (credit ? credit(c.memory.content, c.memory.tags) : 0) + (bridge ? bridge(c.memory.content, c.memory.tags) : 0);
    return bonus ? { ...c, bm25: c.bm25 - bonus } : c;
  });
  const candidates = lessenSubjects(credited, subjectsOf(question, plan.terms), (t) => idf.get(t) ?? absentIdf, stats?.avgLength ?? 0);
  return rankFused(ctx, input, question, candidates, context, scopes, pool, limit, plan.terms, now);
}

// The planned terms that name the people the question is about (question-subject.ts).
function subjectsOf(question: string, terms: readonly string[]): string[] {
  const subjects = questionSubjects(question);
  return subjects.size ? terms.filter((t) => subjects.has(t)) : [];
}

// Lexical ranking, joined by the question's nearest memories and fused with their
// similarity when a query vector came with the input; otherwise lexical ranking alone.
// `question`: the input's query without the dates it names (query-dates.ts).
// When the words found enough (the best hit holds TRUST_LEXICAL of the question), fusion
// would leave the lexical order as it is, and the nearest memories would only pad the list
// with what the question did not ask for ("storm" answered with every other memory): so the
// vectors are not searched at all, and most questions pay nothing for the encoder.
function rankFused(ctx: CoreContext, input: RecallInput, question: string, candidates: Candidate[], context: Parameters<typeof rank>[2], scopes: string[], pool: number, limit: number, terms: string[], now: number): RecallAnswer {
  const lexical = rank(question, candidates, context);
  const kept = (ranked: Ranked[], similarity?: ReadonlyMap<string, number>) => {
    if (!input.abstain) return ranked;
    if (!answered(ranked.slice(0, limit), similarity)) return [];
    return vouchedFirst(ranked.filter((r) => !padding(r.memory.id, r, similarity)), (r) => vouches(r.memory.id, r, similarity));
  };
  if (input.semantic && lexical.length > 0 && lexicalSuffices(lexical)) return { ...finishAnchored(ctx, input, kept(lexical), limit, terms, now), semantic: hasVectors(ctx.store, input.semantic.model) };
  const semantic = input.semantic ? semanticCandidates(ctx.store, input.semantic, scopes, iso(now), candidates.map((c) => c.memory), pool) : null;
  if (!semantic) return finishAnchored(ctx, input, kept(lexical), limit, terms, now);
  const joined = [...candidates, ...semantic.extra.map((memory) => ({ memory, bm25: 0, matchedAll: false }))];
  return { ...finishAnchored(ctx, input, kept(fuse(rank(question, joined, context), semantic.similarity), semantic.similarity), limit, terms, now), semantic: true, similarity: semantic.similarity };
}

// `bm` is FTS5's bm25() where FTS5 ranked the rows, absent where it only found them.
type ScoredRow = MemoryRow & { bm?: number };

const ROW_COLUMNS = MEMORY_COLUMNS.split(', ').map((c) => `m.${c}`).join(', ');
const VISIBLE = `m.status = 'active' AND m.scope IN (SELECT value FROM json_each(?)) AND (m.expires_at IS NULL OR m.expires_at > ?)`;
// FTS5 ranks its own matches first (bm25() needs nothing but the index) and keeps the best
// few; only those are joined to memories and filtered, so a common word no longer drags
// thousands of full rows through the join and the sort.
const RANKED_SQL = `SELECT ${ROW_COLUMNS}, f.bm FROM
  (SELECT rowid, bm25(memories_fts, ${BM25_WEIGHTS_SQL}) AS bm FROM memories_fts WHERE memories_fts MATCH ? ORDER BY bm LIMIT ?) AS f
  JOIN memories m ON m.rowid = f.rowid WHERE ${VISIBLE} ORDER BY f.bm, m.rowid LIMIT ?`;
const SATURATED_SQL = 'SELECT COUNT(*) AS n FROM (SELECT 1 FROM memories_fts WHERE memories_fts MATCH ? LIMIT ?)';
// Every visible match, joined as FTS5 yields it.
const VISIBLE_MATCHES = `FROM memories_fts JOIN memories m ON m.rowid = memories_fts.rowid WHERE memories_fts MATCH ? AND ${VISIBLE}`;
// The exact form: filter every match first, then rank.
const FILTERED_SQL = `SELECT ${ROW_COLUMNS}, bm25(memories_fts, ${BM25_WEIGHTS_SQL}) AS bm ${VISIBLE_MATCHES} ORDER BY bm, m.rowid LIMIT ?`;
// Newest first: FTS5 walks its doclists backwards and stops once enough visible rows
// have joined, so the cost follows the rows returned, not the term frequencies.
const NEWEST_SQL = `SELECT ${ROW_COLUMNS} ${VISIBLE_MATCHES} ORDER BY memories_fts.rowid DESC LIMIT ?`;
// The same rows, for an expression that matches few memories: FTS5 finds them all walking
// forwards and SQLite sorts them. FTS5's backward walk over a common word's long doclist
// costs about twice the forward one (an AND with "run" and "release" at 100k: 1.0 against
// 0.5 ms), but every match is joined here, so never for many. The unary + keeps the ORDER
// BY from FTS5.
const FEW_NEWEST_SQL = `SELECT ${ROW_COLUMNS} ${VISIBLE_MATCHES} ORDER BY +memories_fts.rowid DESC LIMIT ?`;

// The visible memories written within a span, newest first (memories_scope_created), and
// of those the ones that match.
const WRITTEN_SQL = `SELECT ${ROW_COLUMNS} FROM memories m WHERE ${VISIBLE} AND m.created_at >= ? AND m.created_at < ? ORDER BY m.created_at DESC LIMIT ?`;
const WRITTEN_BETWEEN_SQL = `SELECT ${ROW_COLUMNS} FROM memories m WHERE m.rowid IN (SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?)
  AND ${VISIBLE} AND m.created_at >= ? AND m.created_at < ? ORDER BY m.created_at DESC LIMIT ?`;

// The visible matches of one MATCH expression worth scoring, at most `pool`.
//
// When every term of the expression is rare (fewer than DF_CAP memories each, see
// query-plan.ts), FTS5's bm25() picks them: the best `pool`, over-fetched so that other
// scopes', archived and expired rows can be dropped after it. That answer is exact
// whenever it still fills the pool or FTS5 had no more matches than it looked at;
// otherwise (a small project in a store dominated by others, say) the filtered form
// answers.
//
// When a term is common, bm25() is not used: before it scores a single row it counts
// every document holding each term, a full pass over that term's doclist on every query
// (about 1 ms for a word in a third of 100k memories). The newest matches are taken
// instead, `pool` of them: every match unless more memories than that hold all the
// query's terms, and only then does recency choose. `few`: the plan's counts show that the
// expression matches at most pool * 4 memories (see FEW_NEWEST_SQL).
function ftsCandidates(store: Store, match: string, byIndexScore: boolean, scopes: string[], nowIso: string, pool: number, few = false): ScoredRow[] {
  const wide = pool * 4;
  const scopesJson = JSON.stringify(scopes);
  if (!byIndexScore) return cached(store.db, few ? FEW_NEWEST_SQL : NEWEST_SQL).all(match, scopesJson, nowIso, pool) as ScoredRow[];
  const rows = cached(store.db, RANKED_SQL).all(match, wide, scopesJson, nowIso, pool) as ScoredRow[];
  if (rows.length >= pool) return rows;
  const seen = Number((cached(store.db, SATURATED_SQL).get(match, wide) as { n: number }).n);
  if (seen < wide) return rows;
  return cached(store.db, FILTERED_SQL).all(match, scopesJson, nowIso, pool) as ScoredRow[];
}

// Anchored memories of this project are checked against the tree (within a hook's budget:
// lib/anchors/check.ts), and those whose files are all gone go below the rest.
function finishAnchored(ctx: CoreContext, input: RecallInput, ranked: Ranked[], limit: number, terms: string[], now: number): RecallAnswer {
  const anchors = anchorStates(ctx, ranked.map((r) => r.memory.id));
  return finish(ctx, input, demoteGone(ranked, anchors).slice(0, limit), terms, now, anchors);
}

function finish(ctx: CoreContext, input: RecallInput, ranked: Ranked[], terms: string[], now: number, anchors: ReadonlyMap<string, AnchorState> = new Map()): RecallAnswer {
  const { store } = ctx;
  const nowIso = iso(now);
  const results = ranked.map(({ memory, score, reason }) => ({
    id: memory.id,
    content: memory.content,
    kind: memory.kind,
    scope: memory.scope,
    tags: memory.tags,
    source: memory.source,
    score,
    reason,
    updated_at: memory.updated_at,
    age_days: Math.floor(Math.max(0, now - Date.parse(memory.updated_at)) / 86_400_000),
    ...(anchors.has(memory.id) ? { anchors: anchors.get(memory.id) } : {}),
  }));
  if (input.recordUse && results.length > 0 && !store.readOnly) {
    // Two cached statements whatever the number of results: one UPDATE, one multi-row INSERT.
    withWrite(store, () => {
      cached(store.db, 'UPDATE memories SET last_used_at = ? WHERE id IN (SELECT value FROM json_each(?))').run(nowIso, JSON.stringify(results.map((r) => r.id)));
      appendAuditMany(store, 'memory.recalled', ctx.actor, results.map((r) => ({ memory_id: r.id, payload: { score: r.score } })));
    });
  }
  return { results, terms, coverage: new Map(ranked.map((r) => [r.memory.id, r.coverage])), evidence: new Map(ranked.map(({ memory, coverage, termShare, focus, focusHeld }) => [memory.id, { coverage, termShare, focus, focusHeld }])) };
}
