// Whether recall has an answer at all, as a pure function: recall that pads a small store
// with its nearest memories costs the agent tokens and attention for nothing ("kubernetes
// deployment" answered with a coffee habit). A question is answered when at least one of
// its first results is vouched for (vouches() below):
// - by the words: it holds at least COVERAGE_FLOOR of the question's information (rank.ts
//   coverage, words no memory holds counted at the highest idf), or most of its words;
// - by the meaning: the encoder finds it close (closeInMeaning() below; only where the
//   vectors were searched, i.e. when the words found too little).
// Otherwise recall returns nothing and says so. When the question is answered, the list is
// the usual ranked one less pure padding (padding() below): the judgement is the question's,
// not each memory's (dropping each memory below the floors cost the answers' hits more than
// it saved: see below).
//
// Chosen on the no-answer benchmark (bench/recall-abstain.mjs: real CLAUDE.md / AGENTS.md
// statements, one store per repository, 32 everyday questions labelled by hand per
// repository as answered there or not), on its development repositories only, at the
// highest abstention that kept the development hit@5 where padding had it: coverage 0.25 and
// similarity 0.5 give development hit@5 0.88 (padding 0.90) with 39% of no-answer questions
// answered with nothing (padding 0%); held out 0.70 and 48% (padding 0.78, plain BM25 0.63
// and 28%), all with the rules below. Stricter floors abstain more and lose answers fast
// (0.35 / 0.5: 72% abstain, development hit@5 0.73). Dropping the padding too costs nothing on the development
// repositories and two held-out questions whose answer came back only as a neighbour at
// cosine 0.14-0.24, i.e. by chance (0.74 with it kept). Letting a memory that holds most of
// the question's words vouch too (for the smallest stores) costs one development question's
// silence (0.47 -> 0.46).
// Tried and not kept (development repositories only, hit@5 / silent, similarity 0.5, each
// rule with its floor searched in steps of 0.01 like this one's): weighing the question's
// words by a background table of word counts over other projects' CLAUDE.md / AGENTS.md
// statements (62 repositories, the labelled ones left out) instead of, or times, the store's
// idf, so that a memory must hold the question's topic words to vouch. This rule gives 0.878
// / 0.38, 0.829 / 0.54 (coverage 0.27), 0.805 / 0.56; the table alone 0.878 / 0.31, 0.829 /
// 0.54, 0.805 / 0.61; times the store's idf 0.878 / 0.40, 0.829 / 0.54, 0.805 / 0.57: a few
// questions of 87 either way. The words that decide these cases ("app", "version", "new")
// are about as common in other projects' notes as in the store. Requiring the question's
// head word (a crude parse) abstains more (0.78 / 0.67) but never keeps hit@5 above 0.78,
// and the 32 questions are the same in both splits, so a rule read off their wording is
// never held out.
export const COVERAGE_FLOOR = 0.25;
export const SIMILARITY_FLOOR = 0.5;
export const SIMILARITY_MARGIN = 0.1;

export type Floors = { coverage: number; similarity: number; margin: number };
const FLOORS: Floors = { coverage: COVERAGE_FLOOR, similarity: SIMILARITY_FLOOR, margin: SIMILARITY_MARGIN };

// The encoder vouches for a memory close in meaning in absolute terms, or for the nearest
// memory of all when it stands out from the next nearest by `margin`: the bundled encoder's
// cosines run low on short everyday sentences ("which coffee is preferred" → "The user drinks
// espresso every morning." 0.26, the next memory 0.11; "kubernetes deployment" → 0.16 against
// 0.14 for the next), so an absolute floor alone would silence every question asked in other
// words.
export function closeInMeaning(id: string, similarity: ReadonlyMap<string, number> | undefined, floors: Floors = FLOORS): boolean {
  const s = similarity?.get(id);
  if (s === undefined || !similarity) return false;
  if (s >= floors.similarity) return true;
  let next = Number.NEGATIVE_INFINITY;
  for (const [other, value] of similarity) {
    if (other === id) continue;
    if (value >= s) return false;
    next = Math.max(next, value);
  }
  return s - next >= floors.margin;
}

// One memory's evidence: whether it alone would answer the question. The words vouch by
// their information (coverage) or, counted, by holding most of the question (`termShare`
// over a half): in a store of one or two memories every word the question shares with them
// has next to no idf, so coverage alone would silence every question there.
export type Evidence = { coverage: number; termShare?: number };

export function vouches(id: string, words: Evidence, similarity: ReadonlyMap<string, number> | undefined, floors: Floors = FLOORS): boolean {
  return words.coverage >= floors.coverage || (words.termShare ?? 0) > 0.5 || closeInMeaning(id, similarity, floors);
}

// Within an answered question, a memory that shares no word with it (coverage 0 counts only
// when it holds none of the words either) and is not close in meaning is padding: the
// encoder's nearest among memories about something else.
export function padding(id: string, words: Evidence, similarity: ReadonlyMap<string, number> | undefined, floors: Floors = FLOORS): boolean {
  return words.coverage === 0 && !words.termShare && !closeInMeaning(id, similarity, floors);
}

export function answered(ranked: ReadonlyArray<Evidence & { memory: { id: string } }>, similarity?: ReadonlyMap<string, number>, floors: Floors = FLOORS): boolean {
  return ranked.some((r) => vouches(r.memory.id, r, similarity, floors));
}
