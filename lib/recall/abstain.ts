// Whether recall has an answer at all, as a pure function: recall that pads a small store
// with its nearest memories costs the agent tokens and attention for nothing ("kubernetes
// deployment" answered with a coffee habit). A question is answered when at least one of
// its first results is vouched for (vouches() below):
// - by the words: it holds at least FOCUS_FLOOR of the information of the question's focus
//   (question-focus.ts: its words less those that only say how it is asked; rank.ts `focus`:
//   held by the index's stem or a role / synonym bridge, never a loose prefix, words no
//   memory holds counted at the highest idf);
// - by the meaning: the encoder finds it close (closeInMeaning() below; only where the
//   vectors were searched, i.e. when the words found too little).
// Otherwise recall returns nothing and says so. When the question is answered, the list is
// the usual ranked one less pure padding (padding() below): the judgement is the question's,
// not each memory's.
//
// Chosen on the no-answer benchmark (bench/recall-abstain.mjs: real CLAUDE.md / AGENTS.md
// statements, one store per repository, 24 repositories, everyday questions labelled by hand
// per repository as answered there or not), on its development repositories and questions
// only (13 repositories, 32 questions), at the highest abstention that kept development
// hit@5 at plain BM25's + 0.15; the held-out repositories and questions were read once, after
// (docs/benchmarks.md has the figures). What the focus replaced: the share of the whole
// question's information (coverage ≥ 0.25), or most of its words counted (termShare > 0.5,
// for the smallest stores). The questions' generic words ("app", "use", "new", "project") gave
// unrelated statements a third of a question's information, and a loose prefix let "data"
// stand for "database" and "applicable" for "app". Development hit@5 / no-answer silent:
// old rule 0.789 / 35%, this one 0.805 / 53%; held-out repositories 0.773 / 42% -> 0.761 /
// 60% (plain BM25 0.682 / 20%). The similarity floor (0.55, was 0.5) came from the same grid.
// Tried and not kept (development set, same measure; table in docs/benchmarks.md): weighing
// the words by a background table of word counts over other projects' statements (it cannot
// tell "tests", the most common word of those files, from "run"); requiring every focus word
// (87% silent, hit@5 0.43); an absolute similarity floor alone; the nearest memory's margin
// over the next alone; agreement of the lexical and encoder top fives; a logistic regression
// over all of those (at hit@5 0.80 it silenced 43%, below the focus rule alone).
export const FOCUS_FLOOR = 0.3;
export const SIMILARITY_FLOOR = 0.55;
// The margin rule's own floors (see closeInMeaning): chosen on the same benchmark's development
// part, with its stores cut to 5 and 10 statements as well (`--small N`, five draws each): in a
// store of a few memories the nearest one stands out from the next by chance ("kubernetes
// deployment" → "The entry point is src/index.ts." 0.16, the next 0.04). Margin 0.1 with no floor
// left 37% of no-answer questions answered in 5-statement stores, where plain BM25 left 31%.
// Development hit@5 / no-answer silent, margin 0.1 → 0.12 with the 0.2 floor: full stores
// 0.898 / 0.563 → 0.891 / 0.583, 5 statements 0.845 / 0.634 → 0.836 / 0.716, 10 statements
// 0.842 / 0.645 → 0.837 / 0.699. A margin of 0.14 silenced more of the small stores (0.758 /
// 0.730) for one more answer lost in each; a floor alone (0.25-0.3) sat at the coffee question's
// own cosine. docs/benchmarks.md has the held-out figures.
export const SIMILARITY_MARGIN = 0.12;
export const MARGIN_FLOOR = 0.2;

export type Floors = { focus: number; similarity: number; margin: number; marginFloor?: number };
const FLOORS: Floors = { focus: FOCUS_FLOOR, similarity: SIMILARITY_FLOOR, margin: SIMILARITY_MARGIN, marginFloor: MARGIN_FLOOR };

// The encoder vouches for a memory close in meaning in absolute terms, or for the nearest
// memory of all when it stands out from the next nearest by `margin` and is at least
// `marginFloor` close: the bundled encoder's cosines run low on short everyday sentences
// ("which coffee is preferred" → "The user drinks espresso every morning." 0.26, the next
// memory 0.11), so an absolute floor alone would silence every question asked in other words.
export function closeInMeaning(id: string, similarity: ReadonlyMap<string, number> | undefined, floors: Floors = FLOORS): boolean {
  const s = similarity?.get(id);
  if (s === undefined || !similarity) return false;
  if (s >= floors.similarity) return true;
  if (s < (floors.marginFloor ?? Number.NEGATIVE_INFINITY)) return false;
  let next = Number.NEGATIVE_INFINITY;
  for (const [other, value] of similarity) {
    if (other === id) continue;
    if (value >= s) return false;
    next = Math.max(next, value);
  }
  return s - next >= floors.margin;
}

// One memory's evidence: whether it alone would answer the question. `focus` is rank.ts's
// (absent: nothing of the focus held); `coverage` and `termShare` only tell padding.
export type Evidence = { coverage: number; termShare?: number; focus?: number; focusHeld?: number };

// Words no memory holds weigh the highest idf, and in a store of a few memories a word every
// one of them holds has next to none (two memories: ~1e-6), so information alone would leave
// "which staging cluster do deploys use for canaries" unanswered by "Deploys go through the
// staging cluster first.". A memory holding most of the focus words by count answers too; one
// word of two ("kubernetes deploys") is no majority. On the no-answer benchmark's stores
// (20-150 statements) it changes no decision: there a majority of the focus always carries
// the floor's information as well.
export function wordsVouch(words: Evidence, floors: Floors = FLOORS): boolean {
  const focus = words.focus ?? 0;
  return focus >= floors.focus || (words.focusHeld ?? 0) > 0.5;
}

export function vouches(id: string, words: Evidence, similarity: ReadonlyMap<string, number> | undefined, floors: Floors = FLOORS): boolean {
  return wordsVouch(words, floors) || closeInMeaning(id, similarity, floors);
}

// Within an answered question, a memory that shares no word with it (coverage 0 counts only
// when it holds none of the words either) and is not close in meaning is padding: the
// encoder's nearest among memories about something else. A memory whose words vouch is
// never padding: its section tag can hold the focus while its text holds none of the
// question's words ("Generated files are produced by watch automatically." under "Build",
// for "How do I build the project?").
export function padding(id: string, words: Evidence, similarity: ReadonlyMap<string, number> | undefined, floors: Floors = FLOORS): boolean {
  return words.coverage === 0 && !words.termShare && !wordsVouch(words, floors) && !closeInMeaning(id, similarity, floors);
}

// An answered question's list puts the memories that would answer it alone (vouches())
// first, each part in its ranked order: ranked on all of a question's words, a statement
// holding its generic ones ("The app uses the data folder…" for "Which database does the
// app use?") can outrank the one that answers ("Everything is stored in PostgreSQL 16.").
// On the no-answer benchmark as it stood when this was added (docs/benchmarks.md, third
// round), at the same floors: development hit@5 0.821 -> 0.846, held-out figures and silence
// unchanged. Raising the focus floor to 0.4 with it (the highest silence at development
// hit@5 >= 0.80) did not carry over: held-out questions' hit@5 fell to 0.651, below BM25.
export function vouchedFirst<T>(ranked: readonly T[], vouched: (r: T) => boolean): T[] {
  const first: T[] = [];
  const rest: T[] = [];
  for (const r of ranked) (vouched(r) ? first : rest).push(r);
  return [...first, ...rest];
}

export function answered(ranked: ReadonlyArray<Evidence & { memory: { id: string } }>, similarity?: ReadonlyMap<string, number>, floors: Floors = FLOORS): boolean {
  return ranked.some((r) => vouches(r.memory.id, r, similarity, floors));
}
