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
default main
many much
discuss discussed discusses discussing discussion discussions mention mentioned mentions
mentioning conversation conversations talk talked talking talks say says said saying told
describe described describes describing reveal reveals revealed`.split(/\s+/),
);

// A passive question ("How is caching configured?", "What is the mobile app built with?",
// "Where are secrets stored?") names its topic as the subject and closes on a participle
// that says what is asked of it: how it is set up, made, kept. The participle is found by
// the question's grammar (a form of "be" before it, nothing after it but a preposition and
// at most two words), not by a list of topics.
const PASSIVE = /^\s*(?:how|where|what|which|when|who|why)\b[^?]{0,80}?\b(?:is|are|was|were|be|been|get|gets)\b[^?]{1,60}?\b([a-z]+(?:ed|en)|built|done|run|kept|set|put|made|held|sent|found|taught|brought|bought|shown|spent)(?:\s+(?:with|by|to|in|into|on|for|from|at|under|through)(?:\s+[\w-]+){0,2})?\s*\??\s*$/i;

export function passiveParticiple(question: string): string | null {
  const m = PASSIVE.exec(question.slice(0, 200));
  return m ? m[1].toLowerCase() : null;
}

// The question's terms (as tokenize() spells them) that say what it is about: all of them
// when every one is scaffolding ("how do we run it?" asks about running). `question`, when
// given, also drops a passive question's closing participle (passiveParticiple()), unless
// nothing else is left ("How is the app localized?" is about localizing).
export function focusTerms(terms: readonly string[], question?: string, people: ReadonlySet<string> = new Set()): string[] {
  const participle = question === undefined ? null : passiveParticiple(question);
  const topical = (t: string) => !people.has(t);
  const focus = terms.filter((t) => !SCAFFOLD_WORDS.has(t));
  const subject = focus.filter((t) => t !== participle);
  if (subject.some(topical)) return subject;
  if (focus.some(topical)) return focus;
  // Only the people asked about are left ("Where does Vanessa work?"): the question is about
  // what it asks of them, so its other words are the focus beside their names.
  return [...terms];
}
