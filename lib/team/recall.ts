// Team memories in recall: the current project's team file, ranked by the same rank() as
// the store's memories (BM25 over the team file's own words, coverage, kind and recency)
// and merged with them by score. Read-only: nothing of the file is written to the store,
// no use is recorded, and the file is read only for a search that covers this project.
import type { CoreContext } from '../context.ts';
import { LIMITS } from '../limits.ts';
import type { Memory } from '../memory/model.ts';
import { bm25, countTerms, inverseDocumentFrequency, scoringTerms } from '../recall/bm25.ts';
import { tokenize } from '../recall/query-plan.ts';
import { vouches } from '../recall/abstain.ts';
import { rank, type Candidate } from '../recall/rank.ts';
import type { RecallAnswer, RecallInput, RecallResult } from '../recall/recall.ts';
import type { TeamMemory } from './format.ts';
import { teamMemoriesFor } from './read.ts';
import { firstAllowed } from './vet.ts';

export function teamAsMemory(m: TeamMemory): Memory {
  const at = `${m.added}T00:00:00.000Z`;
  return { id: m.id, content: m.content, kind: m.kind, scope: m.scope, tags: m.tags, source: m.source, status: 'active', sensitive: false, revision: 1, created_at: at, updated_at: at, last_used_at: null, archived_at: null, review_after: null, expires_at: null };
}

export function withTeamResults(ctx: CoreContext, input: RecallInput, answer: RecallAnswer): RecallAnswer {
  const searchesProject = input.projectScope && input.scopes.includes(input.projectScope) && !ctx.config.disabled_scopes.includes(input.projectScope);
  if (!searchesProject) return answer;
  const team = teamMemoriesFor(ctx, input.teamRoot);
  if (team.length === 0) return answer;
  const now = ctx.store.clock.now();
  // The team file's words are all there is to judge by (no vectors are kept for it): a team
  // memory joins an abstaining answer only when it holds enough of the question itself.
  const ranked = rankTeam(input.query, team, input.projectScope ?? null, now).filter((r) => !input.abstain || vouches(r.result.id, r, undefined));
  if (ranked.length === 0) return answer;
  const limit = Math.min(Math.max(1, Math.floor(input.limit ?? LIMITS.recallDefaultLimit)), LIMITS.recallMaxLimit);
  // Policy on the few that can make the list, best first (vet.ts).
  const shown = firstAllowed(ranked, (r) => r.memory, limit);
  const results = [...answer.results, ...shown.map(({ result }) => result)].sort((a, b) => b.score - a.score).slice(0, limit);
  const coverage = new Map(answer.coverage);
  for (const { result, coverage: c } of shown) coverage.set(result.id, c);
  return { ...answer, results, coverage };
}

function rankTeam(query: string, team: TeamMemory[], projectScope: string | null, now: number): Array<{ result: RecallResult; coverage: number; termShare: number; focus: number; focusHeld: number; memory: TeamMemory }> {
  const terms = tokenize(query.slice(0, LIMITS.queryMaxChars)).slice(0, 48);
  if (terms.length === 0) return [];
  const scoring = scoringTerms(terms);
  const docs = team.map((m) => ({ m, counts: countTerms(m.content, m.tags, scoring, false) }));
  const byId = new Map(team.map((m) => [m.id, m]));
  const df = terms.map((_, i) => docs.filter((d) => d.counts.freq[i] > 0).length);
  const planned = terms.map((term, i) => ({ term, i })).filter(({ i }) => df[i] > 0).sort((a, b) => df[a.i] - df[b.i]).slice(0, LIMITS.queryMaxTerms);
  if (planned.length === 0) return [];
  const idf = planned.map(({ i }) => inverseDocumentFrequency(df[i], docs.length));
  const avgLength = docs.reduce((sum, d) => sum + d.counts.length, 0) / docs.length;
  const candidates: Candidate[] = [];
  for (const { m, counts } of docs) {
    const freq = planned.map(({ i }) => counts.freq[i]);
    const matched = freq.filter((f) => f > 0).length;
    if (matched > 0) candidates.push({ memory: teamAsMemory(m), bm25: -bm25({ freq, length: counts.length }, idf, avgLength), matchedAll: matched === planned.length });
  }
  const idfMap = new Map(planned.map(({ term }, k) => [term, idf[k]]));
  return rank(query, candidates, { projectScope, now, planned: planned.map((p) => p.term), idf: idfMap }).map(({ memory, score, reason, coverage, termShare, focus, focusHeld }) => ({
    coverage,
    termShare,
    focus,
    focusHeld,
    memory: byId.get(memory.id)!,
    result: {
      id: memory.id, content: memory.content, kind: memory.kind, scope: memory.scope, tags: memory.tags, source: memory.source,
      score, reason: `Team memory from this repository's .nuzo/team.ndjson. ${reason}`, updated_at: memory.updated_at,
      age_days: Math.floor(Math.max(0, now - Date.parse(memory.updated_at)) / 86_400_000),
    },
  }));
}
