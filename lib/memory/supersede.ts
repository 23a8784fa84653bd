// Does a new statement replace an active memory of the same scope? One detector for capture
// (a draft that proposes `supersedes`) and the explicit paths (remember and update offer to
// archive the old memory instead of keeping both). Pure: text and memories in, a candidate
// and why out; nothing is changed here.
//
// Four signals, each "same subject, new value":
// - choice: both pick a member of the same closed group of alternatives (npm/pnpm/yarn…),
//   different ones, and the old text does not already mention the new choice;
// - negation: the texts say much the same words and one negates what the other states;
// - revised value: the texts share most of their words and each has words the other lacks
//   (a number, a path, a name swapped);
// - extended: the new text keeps nearly every word of the old and adds to it.
// Thresholds were chosen on half of bench/supersede.mjs's public pairs (by repository) and
// checked on the other half.
// A new text equal to the old one (normalized) is a duplicate, never a supersede.
import { CHOICE_GROUPS, chosenMember, mentions } from '../capture/topics.ts';
import { contentTokens, normalizeContent, similarity } from '../policy/normalize.ts';
import { STOPWORDS } from '../recall/stopwords.ts';

export type SupersedeSignal = 'choice' | 'negation' | 'revised_value' | 'extended';

export type SupersedeMatch<M> = { memory: M; signal: SupersedeSignal; subject: string | null; similarity: number };

// Below this the two texts talk about different things, whatever else they share.
export const NEGATION_MIN_SIMILARITY = 0.5;
export const REVISION_MIN_SIMILARITY = 0.5;
export const EXTENSION_MIN_CONTAINED = 0.8;
// An extension keeps a statement and adds to it: the old text must say something of its own
// in words that carry meaning (a "For sure!" or "How are you today?" is contained in half of
// a conversation's later turns), and the two must still read alike. A question states
// nothing, so it replaces nothing and is replaced by nothing. On REALTALK chats 1-2, turn by
// turn, the bare containment rule flagged 16% of turns (nearly all "extended"); see
// docs/benchmarks.md for what these checks do there and on the CLAUDE.md revisions.
export const EXTENSION_MIN_OLD_TOKENS = 3;
export const EXTENSION_MIN_SIMILARITY = 0.25;
// Choices named in passing inside a long paragraph are not what it is about.
export const CHOICE_MAX_WORDS = 30;

const NEGATION = /\b(never|don'?t|do not|doesn'?t|does not|no longer|avoid|stop|not)\b/i;

export function findSuperseded<M extends { content: string; scope: string }>(text: string, scope: string, memories: readonly M[]): SupersedeMatch<M> | null {
  const norm = normalizeContent(text);
  let best: SupersedeMatch<M> | null = null;
  for (const memory of memories) {
    if (memory.scope !== scope || normalizeContent(memory.content) === norm) continue;
    const match = compare(text, memory);
    // A choice beats word overlap; among equals, the closest text.
    if (match && (!best || rank(match) > rank(best))) best = match;
  }
  return best;
}

function rank(m: SupersedeMatch<unknown>): number {
  return (m.signal === 'choice' ? 2 : 0) + m.similarity;
}

function compare<M extends { content: string }>(text: string, memory: M): SupersedeMatch<M> | null {
  if (isQuestion(text) || isQuestion(memory.content)) return null;
  const score = similarity(text, memory.content);
  const short = words(text) <= CHOICE_MAX_WORDS && words(memory.content) <= CHOICE_MAX_WORDS;
  for (const group of short ? CHOICE_GROUPS : []) {
    const chosen = chosenMember(text, group.members);
    if (!chosen) continue;
    const previous = chosenMember(memory.content, group.members);
    if (previous && previous !== chosen && !mentions(memory.content, chosen)) return { memory, signal: 'choice', subject: group.subject, similarity: score };
  }
  if (score >= NEGATION_MIN_SIMILARITY && NEGATION.test(text) !== NEGATION.test(memory.content)) return { memory, signal: 'negation', subject: null, similarity: score };
  if (score >= REVISION_MIN_SIMILARITY && swapsValue(text, memory.content)) return { memory, signal: 'revised_value', subject: null, similarity: score };
  if (score >= EXTENSION_MIN_SIMILARITY && meaningful(memory.content).size >= EXTENSION_MIN_OLD_TOKENS && contained(memory.content, text) >= EXTENSION_MIN_CONTAINED) return { memory, signal: 'extended', subject: null, similarity: score };
  return null;
}

// A text that only asks: its last sentence ends in a question mark.
function isQuestion(text: string): boolean {
  return /\?["')\]]*\s*$/.test(text.trim());
}

// The words of a text that carry meaning: its tokens without function words.
function meaningful(text: string): Set<string> {
  return new Set(contentTokens(text).filter((t) => !STOPWORDS.has(t)));
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

// Share of the old text's meaningful words that the new text keeps.
function contained(old: string, next: string): number {
  const to = meaningful(old);
  const tn = new Set(contentTokens(next));
  if (to.size === 0) return 0;
  let kept = 0;
  for (const t of to) if (tn.has(t)) kept++;
  return kept / to.size;
}

// Each side holds a word the other does not: something was replaced, not only added.
function swapsValue(a: string, b: string): boolean {
  const ta = new Set(contentTokens(a));
  const tb = new Set(contentTokens(b));
  let onlyA = false;
  let onlyB = false;
  for (const t of ta) if (!tb.has(t)) onlyA = true;
  for (const t of tb) if (!ta.has(t)) onlyB = true;
  return onlyA && onlyB;
}
