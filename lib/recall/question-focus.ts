// What a question is about, as a pure function: its words less the ones that only say how it
// is asked. "Which database does the app use?" is about the database; "app" and "use" would
// be there whatever it asked. A memory that holds the question's generic words but not its
// focus ("Users can deposit funds…" for "How is user authentication handled?" holds "user")
// does not answer it, however much of the question's information those words carry in the
// store (lib/recall/abstain.ts reads the focus; ranking does not).
//
// The list is written from how developers ask about a project (the verbs of asking and
// doing, the nouns every project has, words of manner), not read off any benchmark's
// answers. It was written after the questions of bench/recall-abstain.mjs existed, the
// held-out ones included (docs/benchmarks.md says what that leaves untested). A document-frequency table over
// public CLAUDE.md / AGENTS.md statements does not tell these words apart: "tests" is the
// most common word of those files and the very thing "How do I run the tests?" asks about,
// while "consistent" is rarer than "formatter".
//
// Words the list takes are those tokenize() (query-plan.ts) keeps, so stopwords are not
// repeated here.
export const SCAFFOLD_WORDS: ReadonlySet<string> = new Set(
  `project projects code codebase app apps application applications repo repos repository
new add adding added need needed needs required require requires keep keeps run running runs
handle handled handling done go goes live lives create created creating update updated updating
start started starting make made set setup work works best good right correct proper properly
rule rules guideline guidelines convention conventions write written writing put place placed
find found check checks checked happen happens stuff locally local allowed encouraged
consistent fine supposed usually typically prefer preferred prefers command commands tool tools
default main`.split(/\s+/),
);

// The question's terms (as tokenize() spells them) that say what it is about: all of them
// when every one is scaffolding ("how do we run it?" asks about running).
export function focusTerms(terms: readonly string[]): string[] {
  const focus = terms.filter((t) => !SCAFFOLD_WORDS.has(t));
  return focus.length > 0 ? focus : [...terms];
}
