// Ranking as a pure function: BM25 blended with query-term coverage, tag and kind hints, the
// session's own project scope and recency, normalised to 0..1, with a short human reason.
// Kept free of I/O so the relevance benchmark and tests can drive it directly.
//
// Both main parts are scale-free, so neither swamps the other whatever the store or the
// question: BM25 counts relative to the best candidate's, and coverage is the share of
// the query's information (its terms' idf) a memory holds, so matching a rare word counts
// for more than matching a common one. Measured on public text (bench/recall-public.mjs),
// against a fixed saturation of BM25 and a plain count of matched terms: REALTALK turn
// recall@5 0.433 -> 0.442 (both halves of its chats alike), CoSQA 0.767 -> 0.804.
import type { Memory } from '../memory/model.ts';
import { compareText } from '../clock.ts';
import { askedRoles, CONCEPT_CREDIT } from './concepts.ts';
import { tokenize } from './query-plan.ts';
import { memoryText } from './memory-text.ts';
import { countPhrase, gramUnits, isGramTerm, unitToken } from './script-grams.ts';
import { porterStem, stem, stemMatches, wordBase } from './stem.ts';
import { askedSynonyms, SYNONYM_CREDIT, synonymTerms } from './synonyms.ts';
import { questionSubjects, SUBJECT_WEIGHT } from './question-subject.ts';
import { ANSWER_TYPE_WEIGHT, askedAnswerTypes, holdsAnswerType } from './answer-type.ts';
import { focusTerms } from './question-focus.ts';
import { askedTimes, timeFit, type TimeWindow } from './query-dates.ts';

export type Candidate = { memory: Memory; bm25: number; matchedAll: boolean };
// `coverage`: the share of the question's information (its terms' idf) the memory holds, 0..1,
// where words no memory holds count too, each at the highest idf (`absentWeight` sums them):
// they do not change the order, but a memory matching one word of a prompt the store
// otherwise knows nothing about is no confident answer (lib/hooks/prompt-recall.ts).
// `termShare`: the share of the question's words (counted, not weighed) the memory holds, a
// bridged word (role tool, synonym) counting its credit: what tells one matched word out of
// two from an answer (lib/embed/fusion.ts), where idf alone lets a rare word stand for all.
// `focus`: the share of the information of the question's focus words (question-focus.ts)
// the memory holds by the index's own stem or through a role tool or synonym, never by a
// loose prefix ("data" is not "database"), words no memory holds counted at the highest
// idf: what tells an answer from a memory sharing the question's generic words (abstain.ts).
// `focusHeld`: the share of the focus words (counted, not weighed) the memory holds the same way.
export type Ranked = { memory: Memory; score: number; reason: string; coverage: number; termShare: number; focus: number; focusHeld: number };

// A focus word held in another form of it (stem.ts wordBase: "formatter" for "format",
// "failures" for "failing") counts this share: the same word, maybe not the same sense. On
// the no-answer bench's development part 0.6 and 1 decide alike (full stores hit@5 / silent
// 0.891 / 0.583 -> 0.898 / 0.580, the terse questions 0.844 / 0.604 -> 0.859 / 0.597).
const FORM_CREDIT = 0.6;

const KIND_HINTS: Array<[RegExp, Memory['kind']]> = [
  [/\b(prefer|preference|like|style|favou?rite)\w*/, 'preference'],
  [/\b(decid|decision|chose|choice|why|architecture|adopt)\w*/, 'project_decision'],
  [/\b(always|never|should|must|how do (i|we)|before|rule|run)\w*/, 'instruction'],
];

// `planned` are the terms the candidates' AND query required (see query-plan.ts). A
// candidate with matchedAll contains every one of them by the index's own (Porter)
// stemming, which knows that "cache" and "caches" are one word even where the cheap stem
// does not; without it coverage would undercount exactly the best matches.
//
// A question naming a project role ("which package manager…", concepts.ts) credits a
// memory naming one of the role's tools with CONCEPT_CREDIT of each role word it lacks;
// a role word no memory holds then weighs `absentIdf` (it is part of absentWeight too).
// Likewise a memory holding a synonym of a question word it lacks (synonyms.ts) is
// credited SYNONYM_CREDIT of that word.
export type RankContext = { projectScope: string | null; now: number; planned?: string[]; idf?: ReadonlyMap<string, number>; absentWeight?: number; absentIdf?: number; windows?: readonly TimeWindow[] };

// A question naming a day, week or month (query-dates.ts) prefers the memories written
// then, by up to this much of the 0..1 score.
const DATE_WEIGHT = 0.12;

export function rank(query: string, candidates: Candidate[], context: RankContext): Ranked[] {
  const asks = askedAnswerTypes(query);
  const terms = tokenize(query);
  // Gram terms (scripts without spaces) are matched as unit sequences, never stemmed.
  const grams = terms.map((term) => (isGramTerm(term) ? gramUnits(term).map(unitToken) : null));
  const stems = terms.map((term, i) => (grams[i] ? term : stem(term)));
  const planned = new Set(context.planned ?? []);
  const lowered = query.toLowerCase();
  const kindHints = new Set(KIND_HINTS.filter(([re]) => re.test(lowered)).map(([, kind]) => kind));
  // A term's weight in coverage: its idf where the caller knows it (terms the store does not
  // hold then weigh nothing: no memory can match them), else one for every term.
  const roles = askedRoles(query);
  // For each term, the stems of the tools of the roles it names.
  const roleTools = terms.map((term) => roles.filter((r) => r.words.includes(term)).flatMap((r) => r.tools.map((t) => porterStem(t))));
  // For each term, the stems of its synonyms the lookup takes (query-plan.ts).
  const asked = askedSynonyms(query);
  const taken = new Set(synonymTerms(asked));
  const synonyms = terms.map((term) => asked.filter((a) => a.word === term).flatMap((a) => a.alternates.filter((w) => taken.has(w)).map((w) => porterStem(w))));
  const bridged = (i: number) => roleTools[i].length > 0 || synonyms[i].length > 0;
  // The people the question is about weigh less: their names rarely hold the answer.
  const subjects = questionSubjects(query);
  const weights = terms.map((term, i) => (subjects.has(term) ? SUBJECT_WEIGHT : 1) * (context.idf ? (context.idf.get(term) ?? (bridged(i) ? (context.absentIdf ?? 0) : 0)) : 1));
  const roleAbsent = terms.reduce((sum, term, i) => sum + (context.idf && !context.idf.has(term) && bridged(i) ? (context.absentIdf ?? 0) : 0), 0);
  const totalWeight = weights.reduce((sum, w) => sum + w, 0);
  const focused = new Set(focusTerms(terms, query, subjects));
  // A focus word no memory holds weighs the highest idf (it is not in the caller's idf; a
  // caller that does not say what that is, the team file's ranking, gets its rarest word's).
  const absentFocus = context.absentIdf ?? (context.idf && context.idf.size ? Math.max(...context.idf.values()) : 0);
  const focusWeights = terms.map((term) => (!focused.has(term) ? 0 : (subjects.has(term) ? SUBJECT_WEIGHT : 1) * (context.idf ? (context.idf.get(term) ?? absentFocus) : 1)));
  const focusTotal = focusWeights.reduce((sum, w) => sum + w, 0);
  const focusStems = terms.map((term, i) => (focusWeights[i] > 0 && !grams[i] ? porterStem(term) : ''));
  const focusBases = terms.map((term, i) => (focusStems[i] ? wordBase(term) : ''));
  const windows = context.windows ?? askedTimes(query, context.now);
  const best = candidates.reduce((max, c) => Math.max(max, -c.bm25), 0);
  const ranked = candidates.map(({ memory, bm25, matchedAll }) => {
    const base = best > 0 ? Math.max(0, -bm25) / best : 0;
    // The memory's own words are only needed for terms the index has not already vouched
    // for, so AND matches usually skip tokenizing their content.
    let words: string[] | null = null;
    let units: string[] | null = null;
    const contains = (i: number) => {
      const phrase = grams[i];
      if (phrase) return countPhrase((units ??= memoryText(memory.content, memory.tags).contentUnits()), phrase) > 0;
      return (words ??= memoryText(memory.content, memory.tags).looseWords()).some((w) => stemMatches(w, stems[i]));
    };
    const hit = terms.map((term, i) => (matchedAll && planned.has(term)) || contains(i));
    const matched = terms.filter((_, i) => hit[i]);
    let own: Set<string> | null = null;
    const names = (i: number) => roleTools[i].length > 0 && roleTools[i].some((t) => (own ??= memoryStems(memory)).has(t));
    const says = (i: number) => synonyms[i].length > 0 && synonyms[i].some((t) => (own ??= memoryStems(memory)).has(t));
    const credit = terms.map((_, i) => (hit[i] ? 1 : names(i) ? CONCEPT_CREDIT : says(i) ? SYNONYM_CREDIT : 0));
    const synonymOf = terms.filter((_, i) => credit[i] === SYNONYM_CREDIT);
    const coverage = totalWeight > 0 ? weights.reduce((sum, w, i) => sum + w * credit[i], 0) / totalWeight : 0;
    const termShare = terms.length > 0 ? credit.reduce((sum: number, c) => sum + c, 0) / terms.length : 0;
    // Held by its Porter stem (as the index matched it), a script-gram phrase, or a bridge.
    const exact = (i: number) => (matchedAll && planned.has(terms[i])) || (grams[i] ? hit[i] : (own ??= memoryStems(memory)).has(focusStems[i]));
    // Another form of the word the stem misses ("formatter" for "format", stem.ts wordBase).
    const otherForm = (i: number) => !grams[i] && focusBases[i].length > 0 && memoryText(memory.content, memory.tags).wordBases().has(focusBases[i]);
    let focus = 0;
    let held = 0;
    let focusCount = 0;
    for (let i = 0; i < terms.length && focusTotal > 0; i++) {
      if (focusWeights[i] <= 0) continue;
      const got = exact(i) ? 1 : otherForm(i) ? FORM_CREDIT : names(i) ? CONCEPT_CREDIT : says(i) ? SYNONYM_CREDIT : 0;
      focus += focusWeights[i] * got;
      held += got;
      focusCount += 1;
    }
    if (focusTotal > 0) focus /= focusTotal;
    const focusHeld = focusCount > 0 ? held / focusCount : 0;
    const tagHits = memory.tags.filter((tag) => stems.some((s, i) => tag.includes(s) || (!grams[i] && s.startsWith(stem(tag)))));
    const ageDays = Math.max(0, (context.now - Date.parse(memory.updated_at)) / 86_400_000);
    let score = 0.4 * base + 0.4 * coverage + (matchedAll ? 0.05 : 0);
    if (tagHits.length) score += 0.08;
    if (kindHints.has(memory.kind)) score += 0.04;
    if (context.projectScope && memory.scope === context.projectScope) score += 0.03;
    score += 0.04 * Math.exp(-ageDays / 60);
    const when = windows.length ? timeFit(Date.parse(memory.created_at), windows) : 0;
    score += DATE_WEIGHT * when;
    const answers = asks.size > 0 && holdsAnswerType(memory.content, asks);
    if (answers) score += ANSWER_TYPE_WEIGHT;
    score = Math.min(1, Math.max(0, score));
    const named = roles.filter((r) => r.words.some((w) => !matched.includes(w)) && r.tools.some((t) => (own ??= memoryStems(memory)).has(porterStem(t))));
    const parts = [matched.length ? `matched ${matched.slice(0, 4).join(', ')}` : named.length ? `names a ${named[0].role}` : synonymOf.length ? `matched a synonym of ${synonymOf.slice(0, 3).join(', ')}` : 'matched related terms'];
    if (matched.length && named.length) parts.push(`names a ${named[0].role}`);
    if ((matched.length || named.length) && synonymOf.length) parts.push(`matched a synonym of ${synonymOf.slice(0, 3).join(', ')}`);
    if (tagHits.length) parts.push(`tag ${tagHits.slice(0, 2).join(', ')}`);
    if (kindHints.has(memory.kind)) parts.push(`${memory.kind} fits the question`);
    if (when === 1) parts.push('written when the question asks about');
    if (answers) parts.push(`holds a ${[...asks].join(' or ')}`);
    const share = totalWeight > 0 ? (coverage * totalWeight) / (totalWeight + Math.max(0, (context.absentWeight ?? 0) - roleAbsent)) : 0;
    return { memory, score: Math.round(score * 1000) / 1000, reason: `${capitalize(parts.join('; '))}.`, coverage: share, termShare, focus, focusHeld };
  });
  // Ties go to the newer memory, then to the later id (ids grow with time), so that the
  // index and the scan, which find candidates in different orders, rank them alike.
  return ranked.sort((a, b) => b.score - a.score || compareText(b.memory.updated_at, a.memory.updated_at) || compareText(b.memory.id, a.memory.id));
}

// The Porter stems of a memory's words and tags, as the index holds them.
function memoryStems(memory: Memory): Set<string> {
  return memoryText(memory.content, memory.tags).stemSet();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
