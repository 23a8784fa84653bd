// The people a question is about: "What are Kate's hobbies?", "Where did Kate and Elise
// go?", "Does Elise cook?". Their names are weak evidence for the answer. People do not
// name themselves in what they say ("I took a cooking class"), while what others say to
// them names them only to address them ("Hey Kate!"), so a memory matching the name alone
// is seldom the one asked for. Measured on REALTALK (bench/recall-public.mjs).
import { bm25, countTerms, scoringTerms } from './bm25.ts';
import type { Candidate } from './rank.ts';
import { once } from '../once.ts';

// Read from the question's own capitalisation and grammar: a capitalised word after an
// auxiliary verb ("did Kate"), before a possessive ("Kate's"), or joined by "and" to
// another ("Kate and Elise"). A capitalised word at the start of the question, or in
// capitals throughout (an acronym), or with digits, is none of these.
// (Built on first use: lib/once.ts.)
const subjectPatterns = once(() => [
  /\b(?:[Dd]id|[Dd]oes|[Dd]o|[Ii]s|[Ww]as|[Ww]ere|[Aa]re|[Hh]as|[Hh]ave|[Hh]ad|[Cc]an|[Cc]ould|[Ww]ill|[Ww]ould|[Ss]hould)\s+(\p{Lu}\p{Ll}+)\b/gu,
  /\b(\p{Lu}\p{Ll}+)(?:'s|’s)(?!\p{L})/gu,
  /\b(\p{Lu}\p{Ll}*s)(?:'|’)(?!\p{L})/gu,
  /\b(\p{Lu}\p{Ll}+)\s+and\s+(\p{Lu}\p{Ll}+)\b/gu,
]);

const surnamePattern = once(() => /\b(\p{Lu}\p{Ll}+)\s+(\p{Lu}\p{Ll}+)\b/gu);

export function questionSubjects(question: string): Set<string> {
  const text = question.slice(0, 2_000);
  const out = new Set<string>();
  for (const re of subjectPatterns()) {
    for (const m of text.matchAll(re)) for (const name of m.slice(1)) if (name) out.add(name.toLowerCase());
  }
  // A surname right after a name found ("did Fahim Khan"): the same person.
  if (out.size > 0) {
    for (const m of text.matchAll(surnamePattern())) if (out.has(m[1].toLowerCase())) out.add(m[2].toLowerCase());
  }
  return out;
}

// A name the question is about counts this share of what it would otherwise add, in BM25
// and in coverage alike (rank.ts): among memories alike otherwise the one naming the
// person still leads, but the name alone no longer carries a memory to the top.
export const SUBJECT_WEIGHT = 0.25;

// Takes back the rest of the subjects' share of each candidate's BM25 (kept negated, as
// FTS5 reports it). `idfOf` and `avgLength` as the candidates were scored with.
export function lessenSubjects(candidates: Candidate[], subjects: readonly string[], idfOf: (term: string) => number, avgLength: number): Candidate[] {
  if (subjects.length === 0) return candidates;
  const scoring = scoringTerms(subjects);
  const idf = subjects.map(idfOf);
  return candidates.map((c) => {
    const named = bm25(countTerms(c.memory.content, c.memory.tags, scoring, false), idf, avgLength);
    return named > 0 ? { ...c, bm25: Math.min(0, c.bm25 + (1 - SUBJECT_WEIGHT) * named) } : c;
  });
}
